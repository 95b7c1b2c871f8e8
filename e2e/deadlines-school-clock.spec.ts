import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, bearer, createVerifiedUser, ok, openAs, type Session } from './support/api';
import { slowCpu } from './support/cpu';
import { approveCourse, enrol } from './support/teacher';

/**
 * Deadlines on the school's clock (decision 172): the server keeps Madrid time (SCHOOL_TIMEZONE's default),
 * the teacher and the student browse from New York. A date typed alone is 23:59 of that day in Madrid, and
 * both see it so, with the note that says whose hours they are: never 23:59 New York time, which is 05:59
 * of the next day in Madrid (the '00:59' of an end-of-day deadline typed an hour west of the school).
 * Run as it is and with the pages' CPU four times slower: every step waits on what the page shows.
 */

const NEW_YORK = 'America/New_York';
const NOTE = 'Horas de Madrid (hora de Europa central).';
const DUE = '2030-12-10T22:59:00.000Z';

async function pageIn(browser: Browser, cpu: number): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: NEW_YORK });
  const page = await context.newPage();
  await slowCpu(page, cpu);
  return page;
}

async function storedDueDate(request: APIRequestContext, teacher: Session, courseId: number, title: string) {
  const activities = await ok<{ title: string; dueDate: string }[]>(
    await request.get(`/api/teacher/course/${courseId}/activity`, { headers: bearer(teacher) }),
  );
  return activities.find((activity) => activity.title === title)?.dueDate;
}

for (const cpu of [1, 4]) {
  test(`a date typed in New York is due at 23:59 school time for teacher and student (CPU ${cpu}× slower)`, async ({
    browser,
    request,
  }) => {
    // Two people, two browsers, a course made from scratch; the slowed CPU makes every page four times longer.
    test.setTimeout(cpu === 1 ? 120_000 : 240_000);
    // A page's first load (its code, then the school's clock, then its data) gets the CPU's share of time.
    const arrival = { timeout: cpu * 15_000 };
    const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
    const { session: teacher } = await createVerifiedUser(request, 'TEACHER', 'plazo');
    const { session: student } = await createVerifiedUser(request, 'STUDENT', 'plazo');
    const course = await createCourseAsTeacher(request, teacher, {
      name: `Inglés B2 con plazos ${cpu}`,
      description: 'Un curso cuyas entregas vencen a la hora de la escuela.',
    });
    await approveCourse(request, admin, course.id);
    await enrol(request, student, course.id);
    const title = `Redacción de diciembre ${cpu}`;

    // The teacher, in New York, types the day alone.
    const teacherPage = await pageIn(browser, cpu);
    await openAs(teacherPage, teacher, `/teacher/course/${course.id}`);
    await teacherPage.getByRole('button', { name: 'Nueva Actividad' }).click();
    let dialog = teacherPage.getByRole('dialog', { name: 'Crear Nueva Actividad' });
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Descripción').fill('Escribe 150 palabras sobre tus planes de invierno.');
    await dialog.getByLabel('Fecha límite').fill('10/12/2030');
    await dialog.getByRole('button', { name: 'Crear actividad' }).click();
    await expect(dialog).toBeHidden();

    // 23:59 in Madrid is 22:59 UTC in December.
    expect(await storedDueDate(request, teacher, course.id, title)).toBe(DUE);
    const card = teacherPage.getByRole('article', { name: title });
    await expect(card.locator(`time[datetime="${DUE}"]`)).toHaveText('10 dic 2030');
    // Once, under the count of the list (the timetable's own note may be on the page too).
    await expect(
      teacherPage.getByTestId('activity-count').locator('xpath=following-sibling::p[1]'),
    ).toHaveText(NOTE);
    await card.getByRole('button', { name: 'Editar' }).click();
    dialog = teacherPage.getByRole('dialog', { name: 'Editar actividad' });
    await expect(dialog.getByLabel('Fecha límite')).toHaveValue('10/12/2030 23:59');
    // Saving unchanged keeps the instant: the form reads back what it wrote.
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog).toBeHidden();
    expect(await storedDueDate(request, teacher, course.id, title)).toBe(DUE);

    // The student, in New York too, sees the school's 23:59 on the course page and the task page.
    const studentPage = await pageIn(browser, cpu);
    await openAs(studentPage, student, `/student/course/${course.id}`);
    const item = studentPage.getByRole('link', { name: new RegExp(title) });
    await expect(item).toContainText('Fecha límite: 10 de diciembre de 2030, 23:59', arrival);
    await expect(
      studentPage.getByRole('region', { name: 'Actividades', exact: true }).getByText(NOTE),
    ).toBeVisible();
    await item.click();
    await expect(studentPage.getByRole('heading', { name: title, level: 1 })).toBeVisible(arrival);
    await expect(studentPage.locator(`time[datetime="${DUE}"]`)).toHaveText('10 de diciembre de 2030, 23:59');
    await expect(studentPage.getByText(NOTE)).toBeVisible();
    await expect(studentPage.getByText(/00:59|17:59|11 de diciembre/)).toHaveCount(0);

    await teacherPage.context().close();
    await studentPage.context().close();
  });
}
