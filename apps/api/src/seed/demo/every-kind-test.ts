import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { QuestionData, QuestionKind } from '../../db/question-data';
import { activities, answerDrafts, options, questions, testMedia } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { sampleMp3 } from '../sample-mp3';
import { at } from './dates';
import type { Username } from './people';

interface DemoKindQuestion {
  text: string;
  kind: QuestionKind;
  data: QuestionData;
  options?: { text: string; correct: boolean }[];
}

/** Random ids inside the data, as the teacher's route makes them (never positions). */
const id = () => randomBytes(4).readUInt32BE() >>> 1 || 1;

/**
 * The English A1 course's unit test with one question of each kind, two of them with a listening
 * prompt (a generated MP3 with its transcript), and Ana's answers half given and saved as she went.
 */
export async function seedEveryKindTest(
  tx: Tx,
  files: FileStorage,
  idOf: (username: Username) => number,
  courseOf: (key: string) => number,
  now: Date,
) {
  const courseId = courseOf('en-a1');
  const stored = await files.save(tx, {
    data: sampleMp3(6),
    originalName: 'dialogo-aeropuerto.mp3',
    mimeType: 'audio/mpeg',
  });
  const audioName = `${randomBytes(12).toString('base64url')}.mp3`;
  await tx.insert(testMedia).values({ name: audioName, courseId, fileId: stored.id, kind: 'audio' });
  const audio = {
    file: audioName,
    transcript:
      'Agent: Good morning. Can I see your passport, please? Traveller: Here you are. I live in London and I am a nurse.',
  };

  const QUESTIONS: DemoKindQuestion[] = [
    {
      text: 'Escucha el diálogo: ¿dónde vive la viajera?',
      kind: 'choice',
      data: { audio, multiple: false },
      options: [
        { text: 'In London', correct: true },
        { text: 'In Madrid', correct: false },
        { text: 'In Paris', correct: false },
      ],
    },
    {
      text: 'Marca los saludos.',
      kind: 'choice',
      data: { audio: null, multiple: true },
      options: [
        { text: 'Good morning', correct: true },
        { text: 'Goodbye', correct: false },
        { text: 'Hello', correct: true },
      ],
    },
    {
      text: 'Escucha otra vez y completa.',
      kind: 'gaps',
      data: {
        audio,
        passage: 'I [1] in London and I [2] a nurse.',
        gaps: [
          { id: id(), accepted: ['live'], choices: null },
          { id: id(), accepted: ['am'], choices: ['am', 'is', 'are'] },
        ],
        ignoreCase: true,
        ignoreAccents: false,
      },
    },
    {
      text: 'Relaciona cada palabra con su traducción.',
      kind: 'matching',
      data: {
        audio: null,
        pairs: [
          { id: id(), rightId: id(), left: 'passport', leftImage: null, right: 'pasaporte' },
          { id: id(), rightId: id(), left: 'nurse', leftImage: null, right: 'enfermera' },
          { id: id(), rightId: id(), left: 'morning', leftImage: null, right: 'mañana' },
        ],
      },
    },
    {
      text: 'Ordena las palabras para formar la pregunta.',
      kind: 'ordering',
      data: {
        audio: null,
        items: ['Can', 'I', 'see', 'your', 'passport?'].map((text) => ({ id: id(), text })),
      },
    },
    {
      text: '¿Cómo se dice «enfermera» en inglés?',
      kind: 'short',
      data: { audio: null, accepted: ['nurse', 'a nurse'], ignoreAccents: true },
    },
    {
      text: 'Graba tu respuesta: preséntate como en el diálogo (nombre, ciudad y profesión).',
      kind: 'speaking',
      data: { audio: null, maxSeconds: 90 },
    },
  ];

  const [test] = await tx
    .insert(activities)
    .values({
      courseId,
      title: 'Test: en el aeropuerto (todos los tipos)',
      description: 'Escucha, completa, relaciona, ordena, escribe y habla: repaso de la unidad 2.',
      type: 'TEST',
      dueDate: at(6, now),
      createdAt: at(-3, now, 9, 0),
    })
    .returning({ id: activities.id });
  if (!test) throw new Error('activities insert returned no row');

  const ids: number[] = [];
  for (const [position, question] of QUESTIONS.entries()) {
    const [row] = await tx
      .insert(questions)
      .values({
        activityId: test.id,
        text: question.text,
        position,
        kind: question.kind,
        data: question.data,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('questions insert returned no row');
    ids.push(row.id);
    if (question.options)
      await tx
        .insert(options)
        .values(
          question.options.map((option, index) => ({ questionId: row.id, ...option, position: index })),
        );
  }

  // Ana answered the gaps and the short answer yesterday evening; the rest waits in her draft.
  await tx.insert(answerDrafts).values({
    activityId: test.id,
    studentId: idOf('ana.garcia'),
    answers: [
      { questionId: ids[2] as number, gaps: ['live', 'am'] },
      { questionId: ids[5] as number, text: 'nurse' },
    ],
    revision: 4,
    savedAt: at(-1, now, 21, 15),
  });
}
