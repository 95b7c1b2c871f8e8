import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { sampleMp3 } from '../../apps/api/src/seed/sample-mp3';
import { ADMIN, apiLogin, bearer, createVerifiedUser, ok, type Session } from './api';
import { approveCourse, enrol } from './teacher';

/** A picture a browser really decodes (one pixel), so a journey can see it load. */
const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The auto-graded question kinds, one question each; the first carries a listening prompt. */
function autoGradedQuestions(audioFile: string, imageFile: string) {
  return [
    {
      text: 'Escucha: ¿a qué hora sale el tren?',
      audio: { file: audioFile, transcript: 'The train to Oxford leaves at nine fifteen.' },
      options: [
        { text: 'A las 9:15', correct: true },
        { text: 'A las 9:50', correct: false },
      ],
    },
    {
      text: 'Marca los verbos irregulares.',
      kind: 'choice',
      multiple: true,
      options: [
        { text: 'go', correct: true },
        { text: 'play', correct: false },
        { text: 'eat', correct: true },
      ],
    },
    {
      text: 'Completa el texto.',
      kind: 'gaps',
      options: [],
      passage: 'I [1] in Madrid [2] 2019.',
      gaps: [
        { accepted: ['lived', 'have lived'], choices: null },
        { accepted: ['since'], choices: ['for', 'since'] },
      ],
      ignoreCase: true,
      ignoreAccents: false,
    },
    {
      text: 'Relaciona cada palabra con su traducción.',
      kind: 'matching',
      options: [],
      pairs: [
        { left: 'dog', leftImage: imageFile, right: 'perro' },
        { left: 'house', right: 'casa' },
        { left: 'bread', right: 'pan' },
      ],
    },
    {
      text: 'Ordena las palabras.',
      kind: 'ordering',
      options: [],
      items: [{ text: 'She' }, { text: 'goes' }, { text: 'to' }, { text: 'school' }],
    },
    {
      text: '¿Cómo se dice "biblioteca" en inglés?',
      kind: 'short',
      options: [],
      accepted: ['library'],
      ignoreAccents: true,
    },
  ];
}

const speakingQuestion = {
  text: 'Describe tu rutina de la mañana.',
  kind: 'speaking',
  options: [],
  maxSeconds: 30,
};

/**
 * An approved course with a test of every auto-graded kind (and, with `speaking`, only a choice and a speaking
 * question), made through the API as the teacher's editor would, and an enrolled student.
 */
export async function courseWithKindsTest(request: APIRequestContext, { speaking = false } = {}) {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const { session: student } = await createVerifiedUser(request, 'STUDENT', 'alumno');
  const course = await ok<{ id: number }>(
    await request.post('/api/teacher/create-course', {
      params: { teacherUsername: teacher.username },
      headers: bearer(teacher),
      data: {
        name: `Inglés A2 ${Date.now().toString(36)}`,
        description: 'Comprensión oral y vocabulario del día a día.',
        level: 'A2',
        type: 'GRUPAL',
        completedAt: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        approved: false,
        completed: false,
      },
    }),
    201,
  );
  await approveCourse(request, await apiLogin(request, ADMIN.username, ADMIN.password), course.id);
  await enrol(request, student, course.id);

  // Real media (a playable MP3, a decodable PNG): the journeys check they load under the server's headers.
  const upload = async (name: string, mimeType: string, buffer: Buffer) =>
    ok<{ file: string }>(
      await request.post(`/api/teacher/course/${course.id}/test-media`, {
        headers: bearer(teacher),
        multipart: { file: { name, mimeType, buffer } },
      }),
      201,
    );
  const audio = await upload('tren.mp3', 'audio/mpeg', sampleMp3(2));
  const image = await upload('perro.png', 'image/png', SAMPLE_PNG);
  const questions = autoGradedQuestions(audio.file, image.file);
  const test = await ok<{ id: number }>(
    await request.post(`/api/teacher/course/${course.id}/test`, {
      headers: bearer(teacher),
      data: {
        title: speaking ? 'Test oral: mi rutina' : 'Test de repaso: todos los tipos',
        description: 'Responde a cada pregunta.',
        dueDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        questions: speaking ? [questions[0], speakingQuestion] : questions,
      },
    }),
    201,
  );
  return {
    teacher,
    student,
    courseId: course.id,
    testId: test.id,
    testPath: `/student/course/${course.id}/test/${test.id}`,
  };
}

/** The draft the server keeps for the student (GET /student/activity/{id}/answers). */
export async function savedDraft(request: APIRequestContext, student: Session, testId: number) {
  return ok<{ answers: { questionId: number; text?: string }[]; revision: number }>(
    await request.get(`/api/student/activity/${testId}/answers`, { headers: bearer(student) }),
  );
}

/**
 * Waits until the browser has loaded a medium's metadata (an audio with a duration, a picture with its size):
 * what a Content-Security-Policy refusal or a broken address never reaches. A player set to preload nothing is
 * started muted, as a listener's click would.
 */
export async function expectMediaLoads(medium: Locator) {
  await medium.evaluate((element) => {
    if (element instanceof HTMLMediaElement && element.preload === 'none') {
      element.muted = true;
      void element.play().catch(() => undefined);
    }
  });
  await expect
    .poll(() =>
      medium.evaluate((element) =>
        element instanceof HTMLMediaElement
          ? element.readyState >= 1 && element.duration > 0
          : element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      ),
    )
    .toBe(true);
}
