import { expect, test } from '@playwright/test';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, bearer, createVerifiedUser, openAs } from './support/api';
import { verificationLinkFor } from './support/outbox';
import { approvedCourseWithWork, gradeTask } from './support/student';
import { approveCourse, enrol } from './support/teacher';
import { fillRegistration, logIn, newPerson } from './support/users';

test('a student enrols, studies, hands in a task, takes a test and sees the grades', async ({
  page,
  request,
}) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const course = await approvedCourseWithWork(request, teacher);

  // Registers and verifies through the pages, then logs in.
  const student = newPerson('alumna');
  await page.goto('/register');
  await fillRegistration(page, { ...student, confirm: student.password });
  await page.getByRole('radio', { name: 'Alumno' }).check();
  await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
  await expect(page.getByRole('heading', { name: '¡Registro completado!' })).toBeVisible();
  await page.goto(await verificationLinkFor(student.email));
  await expect(page.getByText('Tu cuenta ha sido verificada exitosamente')).toBeVisible();
  await logIn(page, student.username, student.password);
  await expect(page).toHaveURL(/\/student$/);

  // Enrols in the approved course; it leaves Available courses.
  await page.getByRole('button', { name: 'Cursos disponibles' }).click();
  const row = page.getByRole('row').filter({ hasText: course.name });
  await expect(row).toContainText('Lucía Martín');
  await row.getByRole('button', { name: `Inscribirse en ${course.name}` }).click();
  await expect(page.getByText(`Te has inscrito en el curso "${course.name}".`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: course.name })).toHaveCount(0);
  // The header's one bell now lists the course's task and test among the upcoming activities.
  await page.getByRole('button', { name: /^Notificaciones:/ }).click();
  const upcoming = page.getByRole('group', { name: 'Próximas actividades' });
  await expect(upcoming.getByRole('menuitem')).toHaveCount(2);
  await expect(upcoming.getByRole('menuitem', { name: /Redacción: mi ciudad/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Opens it from My courses.
  await page.getByRole('button', { name: 'Mis cursos' }).click();
  await page.getByRole('link', { name: new RegExp(`^Acceder al curso.*${course.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/student/course/${course.courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  // The tab names the course, the task and the test, not the kind of page.
  await expect(page).toHaveTitle(`${course.name} · Aula`);
  // The teacher by name, then the username the spec's header card gives.
  await expect(
    page.getByRole('definition').filter({ hasText: `Lucía Martín (@${teacher.username})` }),
  ).toBeVisible();

  // Downloads the material.
  await page.getByRole('button', { name: 'Material' }).click();
  await expect(page.getByRole('heading', { name: /Documentos PDF/ })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar archivo' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('vocabulario-casa.pdf');

  // Hands in the task: a wrong file type is refused first.
  await page.getByRole('button', { name: 'Actividades', exact: true }).click();
  await page.getByRole('link', { name: /Redacción: mi ciudad/ }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${course.taskId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Redacción: mi ciudad' })).toBeVisible();
  await expect(page).toHaveTitle('Redacción: mi ciudad · Aula');
  await expect(page.getByRole('button', { name: 'Completa todos los campos requeridos' })).toBeDisabled();
  await page.getByLabel(/Tu respuesta/).fill('Vivo en Madrid, una ciudad llena de vida.');
  await page.getByLabel(/Archivo adjunto/).setInputFiles({
    name: 'programa.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00'),
  });
  await expect(
    page.getByText(
      'Tipo de archivo no permitido. Formatos admitidos: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, ZIP y RAR.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Completa todos los campos requeridos' })).toBeDisabled();
  await page.getByLabel(/Archivo adjunto/).setInputFiles({
    name: 'redaccion.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Mi redacción completa sobre Madrid.'),
  });
  await page.getByRole('button', { name: 'Enviar Tarea' }).click();
  const sent = page.getByRole('dialog', { name: '¡Tarea Enviada Correctamente!' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Volver al curso' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/course/${course.courseId}$`));

  // Takes the test: the unanswered warning first, then the graded result.
  await page.getByRole('link', { name: /Test de pasado simple/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test de pasado simple' })).toBeVisible();
  await expect(page).toHaveTitle('Test de pasado simple · Aula');
  await expect(page.getByText('Progreso: 0 de 4 preguntas respondidas')).toBeVisible();
  await page.getByRole('radio', { name: 'went' }).check();
  await page.getByRole('radio', { name: 'played' }).check();
  await page.getByRole('button', { name: 'Enviar Test (2/4)' }).click();
  await expect(
    page.getByText('⚠️ Por favor responde todas las preguntas antes de enviar el test.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'wrote' }).check();
  await page.getByRole('radio', { name: 'was' }).check();
  await page.getByRole('button', { name: 'Enviar Test (4/4)' }).click();
  const graded = page.getByRole('dialog', { name: '¡Test Completado y Corregido!' });
  await expect(graded).toBeVisible();
  await expect(graded).toContainText('7,5/10');
  await expect(graded).toContainText('Test completado automáticamente');
  await expect(graded).toContainText('Respuestas correctas: 3 de 4.');
  await graded.getByRole('button', { name: 'Volver al curso' }).click();

  // The completed test opens its review (decision 163); the handed-in task still cannot be opened.
  const completed = page.getByRole('region', { name: /Actividades completadas/ });
  await expect(completed.getByText('Redacción: mi ciudad')).toBeVisible();
  await expect(completed.getByRole('link', { name: /Redacción: mi ciudad/ })).toHaveCount(0);
  await completed.getByRole('link', { name: /Test de pasado simple/ }).click();
  await expect(page).toHaveURL(new RegExp(`/student/course/${course.courseId}/test/${course.testId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Test de pasado simple' })).toBeVisible();
  const stored = page.getByRole('region', { name: 'Tu resultado' });
  await expect(stored).toContainText('7,5/10');
  await expect(stored).toContainText('Respuestas correctas: 3 de 4.');
  await expect(page.getByRole('radio')).toHaveCount(0);

  // Question by question: what she answered and how it was marked, in words and not only in colour.
  const review = page.getByRole('region', { name: 'Revisión de tus respuestas' });
  const right = review.getByRole('article', { name: 'Pregunta 1' });
  await expect(right).toContainText('She ___ to London last year.');
  await expect(right.getByText('Correcta', { exact: true })).toBeVisible();
  await expect(right.getByText('went', { exact: true })).toBeVisible();
  await expect(right).toContainText('Puntos: 2,5 de 2,5');
  const wrong = review.getByRole('article', { name: 'Pregunta 4' });
  await expect(wrong).toContainText('We ___ at home.');
  await expect(wrong.getByText('Incorrecta', { exact: true })).toBeVisible();
  await expect(wrong.getByText('was', { exact: true })).toBeVisible();
  await expect(wrong).toContainText('Puntos: 0 de 2,5');
  // The due date is ahead: classmates may still take the test, so the key waits for it.
  await expect(review).toContainText('Las respuestas correctas se mostrarán cuando se cierre el test');
  await expect(review.getByText('Respuesta correcta')).toHaveCount(0);
  // At 320 px the review wraps instead of scrolling sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 740 });
  await expect(wrong).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (viewport) await page.setViewportSize(viewport);

  // Opened by its URL, the handed-in task shows what is stored, read-only.
  await page.goto(`/student/course/${course.courseId}/task/${course.taskId}`);
  const handIn = page.getByRole('region', { name: 'Tu entrega' });
  await expect(handIn).toContainText('Vivo en Madrid, una ciudad llena de vida.');
  await expect(handIn).toContainText('redaccion.txt');
  await expect(handIn).toContainText('Pendiente de calificación');

  // The teacher grades the task; the student sees both grades and the average.
  await gradeTask(request, teacher, course.taskId, student.username, 9, 'Muy buena redacción.');
  await page.goto('/student?seccion=mis-evaluaciones');
  const table = page.getByRole('table', { name: 'Mis evaluaciones' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: 'Redacción: mi ciudad' })).toContainText(
    'Muy buena redacción.',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Test de pasado simple' })).toContainText('7,5/10');
  // (7.5 + 9) / 2 = 8.25 → 8,3; one excellent (9), one good (7.5).
  await expect(page.getByText('Promedio').locator('..')).toContainText('8,3');
  await expect(page.getByText('Excelentes (9 o más)').locator('..')).toContainText('1');
  await expect(page.getByText('Buenas (7 a menos de 9)').locator('..')).toContainText('1');
});

test('a full intensive course says so in place of Inscribirse; a group course counts its places left', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const stamp = Date.now().toString(36);
  const intensive = await createCourseAsTeacher(request, teacher, {
    name: `Intensivo completo ${stamp}`,
    description: 'Tres alumnos como máximo: ya están todos.',
  });
  const group = await createCourseAsTeacher(request, teacher, {
    name: `Grupo con plazas ${stamp}`,
    description: 'Hasta quince alumnos por grupo.',
    type: 'GRUPAL',
  });
  for (const course of [intensive, group]) await approveCourse(request, admin, course.id);
  for (const prefix of ['uno', 'dos', 'tres']) {
    const { session } = await createVerifiedUser(request, 'STUDENT', prefix);
    await enrol(request, session, intensive.id);
  }
  const { session: late } = await createVerifiedUser(request, 'STUDENT', 'tarde');

  await openAs(page, late, '/student');
  await page.getByRole('button', { name: 'Cursos disponibles' }).click();
  const full = page.getByRole('row').filter({ hasText: intensive.name });
  await expect(full).toContainText('Curso completo');
  await expect(full.getByRole('button', { name: /Inscribirse/ })).toHaveCount(0);
  const open = page.getByRole('row').filter({ hasText: group.name });
  await expect(open).toContainText('Quedan 15 plazas');
  await expect(open.getByRole('button', { name: `Inscribirse en ${group.name}` })).toBeEnabled();

  // Enrolling by hand anyway is refused by the server.
  const refused = await request.post(`/api/student/enroll/${intensive.id}`, { headers: bearer(late) });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: 'El curso está completo: ya no quedan plazas libres.' });
});
