import type { Tx } from '../../db/client';
import {
  type ActivityType,
  activities,
  activityResults,
  options,
  questions,
  testAnswers,
} from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { COURSES } from './courses';
import { at } from './dates';
import type { Username } from './people';

interface DemoQuestion {
  text: string;
  options: string[];
  correct: number;
}

interface DemoResult {
  student: Username;
  textAnswer?: string;
  /** Attach a small text file to the submission. */
  withFile?: boolean;
  /** For tests: index of the chosen option per question. */
  answers?: number[];
  evaluation?: { score: number; feedback: string };
}

export interface DemoActivity {
  course: string;
  title: string;
  description: string;
  type: ActivityType;
  /** Days from today; negative is overdue. */
  due: number;
  questions?: DemoQuestion[];
  results?: DemoResult[];
}

/** Tasks and tests of the demo courses, with hand-ins, test answers and grades. */
export const ACTIVITIES: DemoActivity[] = [
  {
    course: 'en-a1',
    title: 'Redacción: preséntate',
    description:
      'Escribe un texto de 80 a 100 palabras en inglés presentándote: nombre, edad, ciudad y aficiones.',
    type: 'TASK',
    due: 5,
    results: [
      {
        student: 'ana.garcia',
        textAnswer:
          'Hello! My name is Ana. I am 24 years old and I live in Madrid. I like reading and cycling.',
        evaluation: { score: 9.5, feedback: 'Excelente trabajo: texto claro y sin errores. ¡Sigue así!' },
      },
      {
        student: 'carlos.lopez',
        textAnswer: 'Hi, I am Carlos. I have 30 years and I live in Valencia. I like football.',
        withFile: true,
      },
      {
        student: 'maria.martinez',
        textAnswer: 'My name is María, I am from Sevilla and I love music and travelling.',
        evaluation: {
          score: 7.5,
          feedback: 'Buen texto. Revisa el orden de los adjetivos y amplía un poco más.',
        },
      },
    ],
  },
  {
    course: 'en-a1',
    title: 'Test: el verbo "to be"',
    description: 'Cinco minutos para comprobar que dominas el presente del verbo "to be".',
    type: 'TEST',
    due: 2,
    questions: [
      { text: 'She ___ a teacher.', options: ['am', 'is', 'are'], correct: 1 },
      { text: 'We ___ from Spain.', options: ['is', 'am', 'are'], correct: 2 },
      { text: 'I ___ hungry.', options: ['am', 'are', 'is'], correct: 0 },
    ],
    results: [
      { student: 'ana.garcia', answers: [1, 2, 0] },
      { student: 'maria.martinez', answers: [1, 0, 0] },
    ],
  },
  {
    course: 'en-a1',
    title: 'Describe tu ciudad',
    description:
      'Describe tu ciudad en inglés en unas 100 palabras: lugares, transporte y lo que más te gusta.',
    type: 'TASK',
    due: -2,
  },
  {
    course: 'en-b2',
    title: 'Correo formal a un cliente',
    description:
      'Redacta un correo formal respondiendo a la queja de un cliente por un retraso en la entrega.',
    type: 'TASK',
    due: 10,
    results: [
      { student: 'pablo.ruiz', textAnswer: 'Dear Mr Smith, Thank you for your email regarding the delay…' },
    ],
  },
  {
    course: 'fr-a2',
    title: 'Test: les articles',
    description: 'Elige el artículo correcto en cada frase.',
    type: 'TEST',
    due: 7,
    questions: [
      { text: "J'achète ___ pain.", options: ['du', 'de la', 'des'], correct: 0 },
      { text: 'Elle boit ___ eau.', options: ['du', "de l'", 'des'], correct: 1 },
    ],
    results: [{ student: 'diego.moreno', answers: [0, 1] }],
  },
  {
    course: 'fr-a2',
    title: 'Diálogo en la panadería',
    description: 'Escribe un diálogo breve en francés entre un cliente y el panadero.',
    type: 'TASK',
    due: 1,
  },
  {
    course: 'fr-b1',
    title: 'Reseña de una película',
    description: 'Escribe en francés la reseña de una película que hayas visto recientemente.',
    type: 'TASK',
    due: -40,
    results: [
      {
        student: 'carlos.lopez',
        textAnswer: "J'ai vu « Intouchables » et j'ai adoré l'histoire…",
        evaluation: { score: 8.2, feedback: 'Muy buena estructura. Cuida la concordancia del participio.' },
      },
      {
        student: 'sofia.diaz',
        textAnswer: 'Le film que j’ai regardé est « Amélie »…',
        evaluation: {
          score: 4.5,
          feedback: 'Texto demasiado corto; repasa el passé composé y vuelve a intentarlo.',
        },
      },
    ],
  },
  {
    course: 'es-b1',
    title: 'Test: ser o estar',
    description: 'Completa cada frase con la forma correcta de ser o estar.',
    type: 'TEST',
    due: 12,
    questions: [
      { text: 'Madrid ___ la capital de España.', options: ['es', 'está'], correct: 0 },
      { text: 'Hoy ___ muy cansado.', options: ['soy', 'estoy'], correct: 1 },
    ],
  },
  {
    course: 'de-a1',
    title: 'Preséntate en alemán',
    description: 'Graba o escribe una presentación breve en alemán con tu nombre, origen y profesión.',
    type: 'TASK',
    due: 4,
    results: [{ student: 'prof.lucia', textAnswer: 'Hallo! Ich heiße Lucía und ich komme aus Spanien.' }],
  },
];

/** Inserts the activities, a test's questions and options, and the hand-ins with their grades. */
export async function seedActivities(
  tx: Tx,
  files: FileStorage,
  idOf: (username: Username) => number,
  courseOf: (key: string) => number,
  now: Date,
) {
  for (const activity of ACTIVITIES) {
    const courseId = courseOf(activity.course);
    const course = COURSES.find((c) => c.key === activity.course);
    const teacherId = course ? idOf(course.teacher) : null;
    const [row] = await tx
      .insert(activities)
      .values({
        courseId,
        title: activity.title,
        description: activity.description,
        type: activity.type,
        dueDate: at(activity.due, now),
        createdAt: at(Math.min(activity.due, 0) - 10, now, 8, 0),
      })
      .returning({ id: activities.id });
    if (!row) throw new Error('activities insert returned no row');

    // Per question: ids of its options in order, and the index of the correct one.
    const questionIds: { id: number; optionIds: number[]; correct: number }[] = [];
    for (const [position, question] of (activity.questions ?? []).entries()) {
      const [q] = await tx
        .insert(questions)
        .values({ activityId: row.id, text: question.text, position })
        .returning({ id: questions.id });
      if (!q) throw new Error('questions insert returned no row');
      const optionRows = await tx
        .insert(options)
        .values(
          question.options.map((text, index) => ({
            questionId: q.id,
            text,
            correct: index === question.correct,
            position: index,
          })),
        )
        .returning({ id: options.id, position: options.position });
      optionRows.sort((a, b) => a.position - b.position);
      questionIds.push({ id: q.id, optionIds: optionRows.map((o) => o.id), correct: question.correct });
    }

    for (const result of activity.results ?? []) {
      const submittedAt = at(Math.min(activity.due, 0) - 1, now, 18, 0);
      const attachment = result.withFile
        ? await files.save(tx, {
            data: Buffer.from(`${result.textAnswer ?? ''}\n`, 'utf8'),
            originalName: 'redaccion.txt',
            mimeType: 'text/plain',
          })
        : undefined;

      let score: number | null = result.evaluation?.score ?? null;
      if (result.answers) {
        const right = result.answers.filter((choice, i) => questionIds[i]?.correct === choice).length;
        score = Math.round((right / questionIds.length) * 100) / 10;
      }
      const evaluated = score !== null;
      const [saved] = await tx
        .insert(activityResults)
        .values({
          activityId: row.id,
          studentId: idOf(result.student),
          textAnswer: result.textAnswer ?? null,
          fileId: attachment?.id ?? null,
          submittedAt,
          score,
          feedback: result.answers
            ? 'Test completado automáticamente'
            : (result.evaluation?.feedback ?? null),
          completedAt: evaluated
            ? result.answers
              ? submittedAt
              : at(Math.min(activity.due, 0), now, 12, 0)
            : null,
          autoCorrected: Boolean(result.answers),
          evaluatedBy: result.evaluation ? teacherId : null,
        })
        .returning({ id: activityResults.id });
      if (!saved) throw new Error('activity_results insert returned no row');

      if (result.answers) {
        await tx.insert(testAnswers).values(
          result.answers.map((choice, i) => {
            const question = questionIds[i];
            const optionId = question?.optionIds[choice];
            if (!question || optionId === undefined) throw new Error(`bad demo answer in ${activity.title}`);
            return { resultId: saved.id, questionId: question.id, optionId };
          }),
        );
      }
    }
  }
}
