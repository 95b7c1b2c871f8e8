import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs } from './support/api';
import {
  activityByTitle,
  approveCourse,
  enrol,
  localDate,
  localDateTime,
  SAMPLE_PDF,
  submitTask,
} from './support/teacher';

/** A toast by its text (Radix also copies the text into a live region for screen readers). */
const toast = (page: Page, text: string) => page.locator('[data-slot=toast]').filter({ hasText: text });

async function openNewActivity(page: Page) {
  await page.getByRole('button', { name: 'Nueva Actividad' }).click();
  return page.getByRole('dialog', { name: 'Crear Nueva Actividad' });
}

test('a teacher runs a course end to end: course, material, task, test, grading', async ({
  page,
  request,
}) => {
  const teacher = await createVerifiedUser(request, 'TEACHER', 'profe');
  const student = await createVerifiedUser(request, 'STUDENT', 'alumna');
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);

  // 1. The teacher creates a course in the UI; it starts pending.
  await openAs(page, teacher.session, '/teacher');
  await expect(page.getByRole('heading', { name: 'Mis cursos' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear Curso' }).click();
  const create = page.getByRole('dialog', { name: 'Crear Curso' });
  await create.getByLabel('Nombre del curso').fill('Inglés B1 intensivo');
  await create.getByLabel('Descripción').fill('Curso intensivo de inglés de nivel B1 con clases diarias.');
  await expect(create.getByText('57/500 caracteres')).toBeVisible();
  await create.getByLabel('Nivel').selectOption('B1');
  await create.getByLabel('Modalidad').selectOption('GRUPAL');
  await create.getByLabel('Idioma').selectOption({ label: 'Inglés' });
  await create.getByLabel('Fecha estimada de finalización').fill(localDate(60));
  await create.getByRole('button', { name: 'Crear Curso' }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('row', { name: /Inglés B1 intensivo/ });
  await expect(row.getByText('Pendiente')).toBeVisible();
  const href = await row.getByRole('link', { name: 'Ver Curso Inglés B1 intensivo' }).getAttribute('href');
  const courseId = Number(href?.split('/').pop());
  expect(courseId).toBeGreaterThan(0);

  // 2. The administrator approves it through the API.
  await approveCourse(request, admin, courseId);
  await page.reload();
  await expect(page.getByRole('row', { name: /Inglés B1 intensivo/ }).getByText('Activo')).toBeVisible();

  // 3. The course page: a PDF and a video link.
  await page.getByRole('link', { name: 'Ver Curso Inglés B1 intensivo' }).click();
  await expect(page.getByRole('heading', { name: 'Inglés B1 intensivo' })).toBeVisible();
  await expect(page).toHaveTitle('Inglés B1 intensivo · Aula');
  await page.getByRole('button', { name: 'Añadir Material' }).click();
  let dialog = page.getByRole('dialog', { name: 'Añadir Material' });
  await dialog.getByLabel('Título').fill('Tema 1: el pasado simple');
  await dialog
    .getByLabel('Archivo')
    .setInputFiles({ name: 'tema1.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await dialog.getByRole('button', { name: 'Subir material' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Material subido correctamente.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Material del Curso' })).toBeVisible();
  const pdfCard = page.locator('[data-slot=material-viewer]', { hasText: 'Tema 1: el pasado simple' });
  await expect(pdfCard.getByRole('button', { name: 'Descargar archivo' })).toBeVisible();

  await page.getByRole('button', { name: 'Añadir Material' }).click();
  dialog = page.getByRole('dialog', { name: 'Añadir Material' });
  await dialog.getByLabel('Título').fill('Pronunciación');
  await dialog.getByLabel('Enlace de YouTube').fill('https://youtu.be/dQw4w9WgXcQ?si=abc');
  await dialog.getByRole('button', { name: 'Subir material' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTitle('Vídeo: Pronunciación')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );

  // 4. A written task.
  dialog = await openNewActivity(page);
  await dialog.getByLabel('Título').fill('Redacción');
  await dialog.getByLabel('Descripción').fill('Escribe 200 palabras sobre tus vacaciones.');
  // Typed the Spanish way, day first and without a time ('3/12/2026'): the end of that day, never 12 March.
  const [year, month, day] = localDate(5).split('-');
  await dialog.getByLabel('Fecha límite').fill(`${Number(day)}/${Number(month)}/${year}`);
  await dialog.getByRole('button', { name: 'Crear actividad' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Actividades del Curso' })).toBeVisible();
  const taskCard = page.getByRole('article', { name: 'Redacción' });
  await expect(taskCard.getByText('Ejercicio escrito')).toBeVisible();
  await taskCard.getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar actividad' });
  await expect(dialog.getByLabel('Fecha límite')).toHaveValue(`${day}/${month}/${year} 23:59`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // 5. A three-question test, one correct option each.
  dialog = await openNewActivity(page);
  await dialog.getByRole('radio', { name: 'Test' }).check();
  await dialog.getByLabel('Título').fill('Test de vocabulario');
  await dialog.getByLabel('Descripción').fill('Elige la traducción correcta.');
  await dialog.getByLabel('Fecha límite').fill(localDateTime(10));
  const words = [
    ['Dog', 'Perro', 'Gato'],
    ['Cat', 'Gato', 'Pez'],
    ['Fish', 'Pez', 'Ave'],
  ];
  for (const [index, [text, right, wrong]] of words.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Añadir pregunta' }).click();
    const question = dialog.getByRole('group', { name: `Pregunta ${index + 1}` });
    await question.getByLabel('Texto de la pregunta').fill(text as string);
    await question.getByRole('textbox', { name: 'Opción A', exact: true }).fill(right as string);
    await question.getByRole('textbox', { name: 'Opción B', exact: true }).fill(wrong as string);
    await question.getByRole('radio', { name: 'La opción A es la correcta' }).check();
  }
  await dialog.getByRole('button', { name: 'Crear actividad' }).click();
  await expect(dialog).toBeHidden();
  const testCard = page.getByRole('article', { name: 'Test de vocabulario' });
  await expect(testCard.getByText('Test', { exact: true })).toBeVisible();
  await expect(page.getByTestId('activity-count')).toHaveText('2 actividades');

  // 6. Edit the test: a third option in the first question, two correct ones.
  await testCard.getByRole('button', { name: 'Editar' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar actividad' });
  const first = dialog.getByRole('group', { name: 'Pregunta 1' });
  await first.getByRole('button', { name: 'Añadir opción' }).click();
  await first.getByRole('textbox', { name: 'Opción C', exact: true }).fill('Perrito');
  await first.getByRole('checkbox', { name: 'La opción C es correcta' }).click();
  await expect(first.getByRole('checkbox', { name: 'La opción A es correcta' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '¡Actividad actualizada!')).toBeVisible();
  await testCard.getByRole('button', { name: 'Ver más' }).click();
  await expect(testCard.getByText('3 preguntas')).toBeVisible();
  await expect(testCard.locator('[data-correct]')).toHaveCount(4);
  const test = await activityByTitle(request, teacher.session, courseId, 'Test de vocabulario');
  const stored = await (
    await request.get(`/api/teacher/test/${test.id}`, { headers: bearer(teacher.session) })
  ).json();
  expect(
    stored.questions[0].options.map((o: { text: string; correct: boolean }) => [o.text, o.correct]),
  ).toEqual([
    ['Perro', true],
    ['Gato', false],
    ['Perrito', true],
  ]);

  // 7. The student enrols and hands the task in with a file (through the API).
  await enrol(request, student.session, courseId);
  const task = await activityByTitle(request, teacher.session, courseId, 'Redacción');
  const handedIn = Buffer.concat([SAMPLE_PDF, Buffer.from('% entrega de la alumna\n')]);
  await submitTask(request, student.session, task.id, {
    name: 'redaccion-vacaciones.pdf',
    mimeType: 'application/pdf',
    buffer: handedIn,
  });

  // 8. The teacher downloads it, grades it 8.5 with feedback and sees it move to evaluated.
  await page.goto('/teacher?seccion=tareas-entregadas');
  const pending = page.getByRole('list', { name: /Pendientes de evaluar/ });
  await pending.getByRole('button', { name: /Evaluar «Redacción»/ }).click();
  dialog = page.getByRole('dialog', { name: 'Evaluar tarea' });
  await expect(dialog.getByText('Mi redacción sobre las vacaciones.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar archivo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('redaccion-vacaciones.pdf');
  expect(await readFile(await download.path())).toEqual(handedIn);

  const save = dialog.getByRole('button', { name: 'Guardar evaluación' });
  await dialog.getByLabel(/Nota/).fill('8.5');
  await expect(save).toBeDisabled();
  await dialog.getByLabel(/Comentarios/).fill('Buen uso del pasado simple; cuida la puntuación.');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(0);
  await expect(page.getByText('No hay tareas pendientes de evaluar.')).toBeVisible();
  const evaluated = page.getByRole('list', { name: /Evaluadas/ });
  await expect(evaluated.getByText('Redacción')).toBeVisible();
  await expect(evaluated.getByText('8,5/10')).toBeVisible();

  // Read-only once evaluated.
  await evaluated.getByRole('button', { name: /Ver evaluación/ }).click();
  dialog = page.getByRole('dialog', { name: 'Evaluación' });
  await expect(dialog.getByLabel(/Nota/)).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: 'Guardar evaluación' })).toHaveCount(0);
});

test('the teacher pages refuse a student, and an unknown course shows its error', async ({
  page,
  request,
}) => {
  const student = await createVerifiedUser(request, 'STUDENT', 'curiosa');
  await openAs(page, student.session, '/teacher');
  await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
  // No dead end; the refused student is offered their own panel.
  await page.getByRole('link', { name: 'Ir al panel del estudiante' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel del estudiante' })).toBeVisible();

  const teacher = await createVerifiedUser(request, 'TEACHER', 'profe');
  // A teacher who is not a student has no 'Modo estudiante' leading to a refusal.
  await openAs(page, teacher.session, '/teacher');
  await expect(page.getByRole('heading', { level: 2, name: 'Mis cursos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modo estudiante' })).toHaveCount(0);
  await openAs(page, teacher.session, '/student');
  await expect(page.getByText('Debes iniciar sesión como estudiante.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al panel del profesor' })).toBeVisible();
  await openAs(page, teacher.session, '/teacher/course/999999');
  await expect(page.getByText('Error al cargar el curso')).toBeVisible();
  await expect(page.getByText('No se pudo encontrar la información del curso solicitado.')).toBeVisible();
});
