import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearer, createVerifiedUser, ok, openAs, type Session } from './support/api';
import { approvedCourseWithWork } from './support/student';
import { activityByTitle, enrol, localDateTime } from './support/teacher';

/**
 * Question kinds, the teacher's side: a test with one question of each kind built in the editor (with an uploaded
 * listening prompt), and a speaking answer graded by hearing it.
 */

/** A few KB of silent MPEG-1 layer III frames (128 kbit/s, 44.1 kHz): a real MP3 by its bytes. */
function silentMp3(frames = 8): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A WebM recording as the browser's MediaRecorder starts one (the EBML magic bytes the server checks). */
const RECORDING = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 1)]);

async function newQuestion(page: Page, number: number, kind: string) {
  const dialog = page.getByRole('dialog', { name: 'Crear Nueva Actividad' });
  if (number > 1) await dialog.getByRole('button', { name: 'Añadir pregunta' }).click();
  const question = dialog.getByRole('group', { name: `Pregunta ${number}`, exact: true });
  await question.getByLabel('Tipo de pregunta').selectOption({ label: kind });
  return question;
}

test('a teacher builds a test with one question of each kind, a listening prompt included', async ({
  page,
  request,
}) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
  const course = await approvedCourseWithWork(request, teacher);
  await openAs(page, teacher, `/teacher/course/${course.courseId}`);

  await page.getByRole('button', { name: 'Nueva Actividad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nueva Actividad' });
  await dialog.getByRole('radio', { name: 'Test' }).check();
  await dialog.getByLabel('Título').fill('Test de todo tipo');
  await dialog.getByLabel('Fecha límite').fill(localDateTime(7));

  let question = await newQuestion(page, 1, 'Opción múltiple');
  await question.getByLabel('Texto de la pregunta').fill('¿Cómo se dice "perro"?');
  await question.getByRole('textbox', { name: 'Opción A', exact: true }).fill('Dog');
  await question.getByRole('textbox', { name: 'Opción B', exact: true }).fill('Cat');
  await question.getByRole('radio', { name: 'La opción A es la correcta' }).check();

  question = await newQuestion(page, 2, 'Rellenar huecos');
  await question.getByLabel('Texto de la pregunta').fill('Completa la frase.');
  const passage = question.getByLabel(/Texto con huecos/);
  await passage.fill('I ');
  await question.getByRole('button', { name: 'Añadir hueco' }).click();
  // The cursor is back in the passage, just after the marker.
  await expect(passage).toBeFocused();
  await page.keyboard.type(' a student.');
  await expect(passage).toHaveValue('I [1] a student.');
  await question
    .getByRole('group', { name: 'Hueco 1' })
    .getByLabel(/Respuestas aceptadas/)
    .fill('am');

  question = await newQuestion(page, 3, 'Relacionar');
  await question
    .getByText('Completa')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await question.getByLabel('Texto de la pregunta').fill('Relaciona cada palabra con su traducción.');
  await question.getByLabel(/Pareja 1: elemento/).fill('apple');
  await question.getByLabel(/Pareja 1: su pareja/).fill('manzana');
  await question.getByLabel(/Pareja 2: elemento/).fill('bread');
  await question.getByLabel(/Pareja 2: su pareja/).fill('pan');

  question = await newQuestion(page, 4, 'Ordenar');
  await question.getByLabel('Texto de la pregunta').fill('Ordena la frase.');
  await question.getByLabel('Elemento 1', { exact: true }).fill('like');
  await question.getByLabel('Elemento 2', { exact: true }).fill('I');
  // Keyboard only: the first word moves down below 'I'.
  await question.getByRole('button', { name: 'Bajar elemento 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(question.getByLabel('Elemento 1', { exact: true })).toHaveValue('I');

  question = await newQuestion(page, 5, 'Respuesta corta');
  await question.getByLabel('Texto de la pregunta').fill('Escucha y escribe la ciudad.');
  await question.getByLabel(/Respuestas aceptadas/).fill('London\nLondres');
  // A file of the wrong type is refused in Spanish and nothing typed is lost.
  await question.getByLabel(/Audio de la pregunta/).setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(question.getByRole('alert')).toHaveText(/Formato no admitido/);
  await expect(question.getByLabel('Texto de la pregunta')).toHaveValue('Escucha y escribe la ciudad.');
  await question.getByLabel(/Audio de la pregunta/).setInputFiles({
    name: 'ciudad.mp3',
    mimeType: 'audio/mpeg',
    buffer: silentMp3(),
  });
  await expect(question.locator('audio[controls]')).toHaveAttribute('src', /^blob:/);
  // The teacher's own file name, not the stored one.
  await expect(question.getByText('ciudad.mp3', { exact: true })).toBeVisible();
  await question.getByLabel(/Transcripción del audio/).fill('I live in London.');

  question = await newQuestion(page, 6, 'Expresión oral (grabación)');
  await question.getByLabel('Texto de la pregunta').fill('Preséntate en inglés.');
  await question.getByLabel(/Duración máxima/).fill('90');

  await dialog.getByRole('button', { name: 'Crear actividad' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Test de todo tipo' });
  await card.getByRole('button', { name: 'Ver más' }).click();
  await expect(card.getByText('6 preguntas')).toBeVisible();
  for (const kind of [
    'Rellenar huecos',
    'Relacionar',
    'Ordenar',
    'Respuesta corta',
    'Expresión oral (grabación)',
  ])
    await expect(card.getByText(kind, { exact: true })).toBeVisible();
  await expect(card.getByText('Transcripción: I live in London.')).toBeVisible();
  // The stored audio plays from the authenticated media route.
  await expect(card.locator('audio[controls]')).toHaveAttribute('src', /^blob:/);

  const stored = await activityByTitle(request, teacher, course.courseId, 'Test de todo tipo');
  const test = await (
    await request.get(`/api/teacher/test/${stored.id}`, { headers: bearer(teacher) })
  ).json();
  expect(test.questions.map((q: { kind?: string }) => q.kind ?? 'choice')).toEqual([
    'choice',
    'gaps',
    'matching',
    'ordering',
    'short',
    'speaking',
  ]);
  expect(test.questions[1]).toMatchObject({ passage: 'I [1] a student.', gaps: [{ accepted: ['am'] }] });
  expect(test.questions[3].items.map((i: { text: string }) => i.text)).toEqual(['I', 'like']);
  expect(test.questions[4]).toMatchObject({
    accepted: ['London', 'Londres'],
    audio: { transcript: 'I live in London.' },
  });
  expect(test.questions[5]).toMatchObject({ maxSeconds: 90 });

  // Opened again, the editor still names the file as the teacher did, and saves the test unchanged.
  await card.getByRole('button', { name: 'Editar' }).click();
  const editing = page.getByRole('dialog', { name: 'Editar actividad' });
  await expect(editing.getByText('ciudad.mp3', { exact: true })).toBeVisible();
  // Editing asks for the description the create form left optional.
  await editing.getByLabel(/Descripción/).fill('Una pregunta de cada tipo.');
  await editing.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(editing).toBeHidden();
});

/** Through the API: a test with a choice and a speaking question, answered by a student with a recording. */
async function submittedSpeakingTest(request: APIRequestContext, teacher: Session) {
  const course = await approvedCourseWithWork(request, teacher);
  const created = await ok<{ id: number }>(
    await request.post(`/api/teacher/course/${course.courseId}/test`, {
      headers: bearer(teacher),
      data: {
        title: 'Test oral',
        description: 'Una pregunta escrita y una oral.',
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        questions: [
          {
            text: '¿Cómo se dice "perro"?',
            options: [
              { text: 'Dog', correct: true },
              { text: 'Cat', correct: false },
            ],
          },
          { text: 'Preséntate en inglés.', kind: 'speaking', options: [], maxSeconds: 60 },
        ],
      },
    }),
    201,
  );
  const { session: student } = await createVerifiedUser(request, 'STUDENT', 'alumna');
  await enrol(request, student, course.courseId);
  const questions = await ok<{ id: number; kind?: string; options: { id: number; text: string }[] }[]>(
    await request.get(`/api/student/activity/${created.id}/questions`, { headers: bearer(student) }),
  );
  const [choice, speaking] = questions;
  if (!choice || !speaking) throw new Error('questions missing');
  const { recording } = await ok<{ recording: string }>(
    await request.post(`/api/student/activity/${created.id}/recording/${speaking.id}`, {
      headers: bearer(student),
      multipart: { file: { name: 'respuesta.webm', mimeType: 'audio/webm', buffer: RECORDING } },
    }),
    201,
  );
  const dog = choice.options.find((option) => option.text === 'Dog');
  const result = await ok<{ score: number | null; pendingReview?: boolean }>(
    await request.post(`/api/student/activity/${created.id}/submit-test`, {
      headers: bearer(student),
      data: {
        answers: [
          { questionId: choice.id, selectedOptionId: dog?.id },
          { questionId: speaking.id, recording },
        ],
      },
    }),
    201,
  );
  expect(result).toMatchObject({ score: null, pendingReview: true });
  return { student, activityId: created.id, courseId: course.courseId };
}

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });
  // The browser's language would now pick English: the Spanish chosen before keeps the school's words, while
  // the browser's number format stays English.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('aula.locale', 'es'));
  });

  test('a teacher hears a speaking answer and types 8,5; the student then has 8,5', async ({
    page,
    request,
  }) => {
    const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'profe');
    const { student, activityId, courseId } = await submittedSpeakingTest(request, teacher);

    await openAs(page, teacher, '/teacher?seccion=tareas-entregadas');
    const pending = page.getByRole('list', { name: /Pendientes de evaluar/ });
    await pending.getByRole('button', { name: /Evaluar «Test oral»/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Evaluar test' });
    await expect(dialog.getByRole('heading', { name: 'Respuestas orales' })).toBeVisible();
    await expect(dialog.getByText('Preséntate en inglés.')).toBeVisible();
    await expect(dialog.locator('audio[controls]')).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByText(/corregidas automáticamente: 10 sobre 10/)).toBeVisible();
    // Typed key by key, as a teacher does: the school's decimal comma, whatever the browser's language.
    await dialog.getByLabel(/Nota/).pressSequentially('8,5');
    await dialog.getByLabel(/Comentarios/).fill('Buena pronunciación y fluidez.');
    await dialog.getByRole('button', { name: 'Guardar evaluación' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: /Evaluadas/ }).getByText('8,5/10')).toBeVisible();

    const results = await ok<{ activityId: number; score: number | null; pendingReview?: boolean }[]>(
      await request.get('/api/student/activity-results', { headers: bearer(student) }),
    );
    const graded = results.find((r) => r.activityId === activityId);
    expect(graded?.score).toBe(8.5);
    expect(graded?.pendingReview ?? false).toBe(false);
    // The student's test page shows the grade, no longer 'pendiente de corrección'.
    await openAs(page, student, `/student/course/${courseId}/test/${activityId}`);
    await expect(page.getByText('8,5/10')).toBeVisible();
    await expect(page.getByText(/pendiente de corrección/i)).toHaveCount(0);
  });
});
