import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { createCourseAsTeacher } from './support/admin';
import { ADMIN, apiLogin, createVerifiedUser, openAs, type Session } from './support/api';
import { approvedCourseWithWork } from './support/student';
import { enrol, SAMPLE_PDF, submitTask } from './support/teacher';

/**
 * Phones first: every screen of every role, and the dialogs opened from them, at phone widths.
 * A screen fails when the page scrolls sideways (the document is wider than the window) or a dialog sticks
 * out of the window. Soft assertions, so one run names every screen that does not fit.
 */
const WIDTHS = [360, 320, 390] as const;

interface School {
  admin: Session;
  teacher: Session;
  student: Session;
  course: Awaited<ReturnType<typeof approvedCourseWithWork>>;
}

let school: School;

test.beforeAll(async () => {
  const api: APIRequestContext = await request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
  });
  const teacher = await createVerifiedUser(api, 'TEACHER', 'movilprof');
  const student = await createVerifiedUser(api, 'STUDENT', 'movilalum');
  const course = await approvedCourseWithWork(api, teacher.session);
  // A second approved course the student has not joined, so 'Cursos disponibles' has a row.
  await approvedCourseWithWork(api, teacher.session);
  // A pending course with long words, for the administrator's pending list and its reject dialog.
  await createCourseAsTeacher(api, teacher.session, {
    name: 'Conversación intensiva de negocios internacionales',
    description: 'Negociaciones, presentaciones y correspondencia comercial para profesionales.',
  });
  await enrol(api, student.session, course.courseId);
  await submitTask(api, student.session, course.taskId, {
    name: 'redaccion-mi-ciudad.pdf',
    mimeType: 'application/pdf',
    buffer: SAMPLE_PDF,
  });
  school = {
    admin: await apiLogin(api, ADMIN.username, ADMIN.password),
    teacher: teacher.session,
    // Log in again so the stored user lists the course the student joined.
    student: await apiLogin(api, student.person.username, student.person.password),
    course,
  };
  await api.dispose();
});

/** Waits until nothing on the page is loading, then checks that the page (and `dialog`, if any) fits. */
async function expectFits(page: Page, where: string, dialog?: Locator) {
  await expect(page.locator('[data-slot="spinner"], .animate-spin')).toHaveCount(0);
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    // The outermost elements that end right of the window: where a failure starts.
    const wide = (element: Element | null) =>
      !!element && element.getBoundingClientRect().right > window.innerWidth + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => wide(element) && !wide(element.parentElement))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
  });
  expect
    .soft(
      scrollWidth,
      `${where}: the page is ${scrollWidth}px wide in a ${innerWidth}px window (${culprits.join(' ')})`,
    )
    .toBeLessThanOrEqual(innerWidth);
  if (dialog) {
    const box = await dialog.boundingBox();
    expect.soft(box, `${where}: the dialog is not on screen`).not.toBeNull();
    if (box) {
      expect.soft(box.x, `${where}: the dialog starts left of the window`).toBeGreaterThanOrEqual(0);
      expect
        .soft(box.x + box.width, `${where}: the dialog ends right of the window`)
        .toBeLessThanOrEqual(innerWidth + 0.5);
    }
  }
}

/** Opens `path` and waits for its heading `name` (of `level`, if given) before checking the width. */
async function visit(page: Page, path: string, heading: string | RegExp, level?: number) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading }).first()).toBeVisible();
  await expectFits(page, path);
}

/** Opens a dialog with `button`, checks it, and closes it with Escape. */
async function dialogFits(page: Page, button: Locator, name: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectFits(page, `dialog '${name}'`, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the administrator: every section and the reject dialog', async ({ page }) => {
      await openAs(page, school.admin, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
      await expectFits(page, '/admin');
      for (const [id, title] of [
        ['todos-los-usuarios', 'Todos los usuarios'],
        ['todos-los-cursos', 'Todos los cursos'],
        ['cursos-activos', 'Cursos activos'],
        ['cursos-pendientes', 'Cursos pendientes'],
        ['estadisticas', 'Estadísticas'],
        ['ofertas-empleo', 'Ofertas de empleo'],
        ['candidaturas', 'Candidaturas'],
        ['mensajes-contacto', 'Mensajes de contacto'],
        ['boletin', 'Boletín'],
        ['mensajes', 'Mensajes'],
      ] as const) {
        await visit(page, `/admin?seccion=${id}`, title);
        if (id === 'cursos-pendientes') {
          await dialogFits(page, page.getByRole('button', { name: /^Rechazar/ }).first(), 'Rechazar curso');
        }
        if (id === 'ofertas-empleo') {
          await page.getByRole('button', { name: 'Nueva oferta' }).click();
          await expect(page.getByRole('button', { name: 'Publicar oferta' })).toBeVisible();
          await expectFits(page, 'the new position form');
        }
      }
    });

    test('the teacher: panel sections, course sections and their dialogs', async ({ page }) => {
      await openAs(page, school.teacher, '/teacher');
      await expect(page.getByRole('heading', { level: 2, name: 'Mis cursos' })).toBeVisible();
      await expectFits(page, '/teacher');
      await dialogFits(page, page.getByRole('button', { name: 'Crear Curso' }), 'Crear Curso');

      await visit(page, '/teacher?seccion=mis-estudiantes', 'Mis estudiantes');
      await visit(page, '/teacher?seccion=clases-semana', 'Clases de la semana');
      await visit(page, '/teacher?seccion=tareas-entregadas', 'Tareas entregadas');
      await dialogFits(page, page.getByRole('button', { name: /^Evaluar «/ }).first(), 'Evaluar tarea');
      await visit(page, '/teacher?seccion=mensajes', 'Mensajes');

      const course = `/teacher/course/${school.course.courseId}`;
      await visit(page, course, 'Estudiantes');
      await visit(page, `${course}?seccion=material`, 'Material del Curso');
      await dialogFits(page, page.getByRole('button', { name: 'Añadir Material' }), 'Añadir Material');
      await visit(page, `${course}?seccion=actividades`, 'Actividades del Curso');
      await dialogFits(page, page.getByRole('button', { name: 'Nueva Actividad' }), 'Crear Nueva Actividad');
      await visit(page, `${course}?seccion=horario`, 'Horario y clases');
    });

    test('the student: panel sections, course sections, task and test pages', async ({ page }) => {
      await openAs(page, school.student, '/student');
      await expect(page.getByRole('heading', { level: 2, name: 'Mis cursos' })).toBeVisible();
      await expectFits(page, '/student');
      // The header leaves the screen to the page (it took three rows, about 190 px), and every section tab
      // is in sight: none hides past the edge of a strip.
      const header = await page.getByRole('banner').boundingBox();
      expect.soft(header?.height, 'the header height').toBeLessThanOrEqual(120);
      const tabs = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('button');
      await expect(tabs).toHaveCount(6);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect
          .soft(box && box.x >= 0 && box.x + box.width <= width, `${await tab.textContent()} in sight`)
          .toBe(true);
      }
      await visit(page, '/student?seccion=cursos-disponibles', 'Cursos disponibles');
      await visit(page, '/student?seccion=mis-evaluaciones', 'Mis evaluaciones');
      await visit(page, '/student?seccion=mensajes', 'Mensajes');
      await visit(page, '/student?seccion=proximas-clases', 'Próximas clases');
      await visit(page, '/student?seccion=horario', 'Horario semanal');

      const course = `/student/course/${school.course.courseId}`;
      await visit(page, course, school.course.name, 1);
      await visit(page, `${course}?seccion=material`, school.course.name, 1);
      await visit(page, `${course}/task/${school.course.taskId}`, /Redacción: mi ciudad/, undefined);
      await visit(page, `${course}/test/${school.course.testId}`, /Test de pasado simple/);
    });
  });
}
