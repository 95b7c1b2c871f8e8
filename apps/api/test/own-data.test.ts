import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  activityResults,
  adminActions,
  calendarFeeds,
  courses,
  emailChangeTokens,
  externalIdentities,
  recoveryCodes,
  storedFiles,
  testAnswers,
  twoFactor,
  userRoles,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';
import { describeEachDatabase } from './support/harness';
import { login, register, unique, validRegistration } from './support/helpers';
import { insertMaterial, SAMPLE_FILES } from './support/student-fixtures';
import {
  auth,
  enrol,
  makeActivity,
  makeCourse,
  makeResult,
  makeTest,
  makeUser,
  type TestUser,
} from './support/teacher';
import { jsonEntry, unzip } from './support/zip';

const PASSWORD = 'clave-de-prueba-9';
const DELETED = { message: 'Tu cuenta se ha eliminado. Hemos cerrado todas sus sesiones.' };
const FOLDER = 'aula-mis-datos';

describeEachDatabase('own data: export and account deletion', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  /** A user of makeUser that can prove its password, as deletion asks. */
  async function userWithPassword(roles: Parameters<typeof makeUser>[1], name = 'Ana', surname = 'García') {
    const user = await makeUser(app, roles, name, surname);
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, user.id));
    return user;
  }

  async function exportOf(user: TestUser) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: auth(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { response, entries: await unzip(response.rawPayload) };
  }

  const deleteAccount = (user: TestUser, payload: object) =>
    app.inject({ method: 'POST', url: '/api/account/delete', headers: auth(user.token), payload });

  /** A student with a handed-in task file and a graded test, and a classmate with a file of their own. */
  async function studentWithWork() {
    const teacher = await makeUser(app, ['TEACHER'], 'Marta', 'Ruiz');
    const student = await userWithPassword(['STUDENT']);
    const classmate = await makeUser(app, ['STUDENT'], 'Pablo', 'López');
    const course = await makeCourse(app.db, teacher.id, { name: `Inglés B1 ${unique()}` });
    await enrol(app.db, course.id, student.id);
    await enrol(app.db, course.id, classmate.id);
    const task = await makeActivity(app.db, course.id, { title: 'Redacción sobre Madrid' });
    const handIn = await makeResult(app, task.id, student.id);
    const classmateFile = await app.files.save(app.db, {
      data: Buffer.from('%PDF-1.4 trabajo de otra persona'),
      originalName: 'secreto-del-compañero.pdf',
      mimeType: 'application/pdf',
    });
    const classmateTask = await makeActivity(app.db, course.id);
    await app.db
      .insert(activityResults)
      .values({ activityId: classmateTask.id, studentId: classmate.id, fileId: classmateFile.id });
    const test = await makeTest(app.db, course.id, [2]);
    const [testResult] = await app.db
      .insert(activityResults)
      .values({ activityId: test.activity.id, studentId: student.id, score: 10, autoCorrected: true })
      .returning();
    const [question] = test.questions;
    if (!testResult || !question) throw new Error('no test result');
    await app.db
      .insert(testAnswers)
      .values({ resultId: testResult.id, questionId: question.id, optionId: question.options[0] as number });
    return { teacher, student, classmate, course, task, handIn, testResult };
  }

  it('gives a student a ZIP of the account, courses, hand-ins with their files and test results', async () => {
    const { student, course, task, handIn, testResult } = await studentWithWork();
    const { response, entries } = await exportOf(student);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="aula-mis-datos-\d{4}-\d\d-\d\d\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    expect(entries.get(`${FOLDER}/LEEME.txt`)?.toString()).toContain(
      'Esta carpeta contiene los datos de tu cuenta',
    );
    const account = jsonEntry(entries, `${FOLDER}/cuenta.json`);
    expect(account).toEqual({
      username: student.username,
      name: 'Ana',
      surname: 'García',
      email: student.email,
      roles: ['STUDENT'],
      verified: true,
      createdAt: student.createdAt.toISOString(),
    });
    expect(jsonEntry(entries, `${FOLDER}/cursos.json`)).toMatchObject({
      teaching: [],
      enrolled: [{ id: course.id, name: course.name, language: 'en' }],
    });

    const filePath = `entregas/${handIn.result.id}-mi tarea «final».pdf`;
    expect(jsonEntry(entries, `${FOLDER}/entregas.json`)).toMatchObject([
      {
        activityResultId: handIn.result.id,
        activityId: task.id,
        activityTitle: 'Redacción sobre Madrid',
        courseName: course.name,
        textAnswer: 'Mi respuesta',
        score: null,
        file: { name: 'mi tarea «final».pdf', type: 'application/pdf', path: filePath },
        testAnswers: [],
      },
      {
        activityResultId: testResult.id,
        activityType: 'TEST',
        score: 10,
        autoCorrected: true,
        file: null,
        testAnswers: [{ question: 'Pregunta 1', answer: 'Opción 1' }],
      },
    ]);
    expect(entries.get(`${FOLDER}/${filePath}`)?.toString()).toBe('%PDF-1.4 entrega del estudiante');
  });

  it("never puts another user's data or files in the ZIP, and never a password hash", async () => {
    const { student, classmate } = await studentWithWork();
    const { entries } = await exportOf(student);
    const everything = Buffer.concat([...entries.values()]).toString('utf8');
    expect(everything).not.toContain('trabajo de otra persona');
    expect(everything).not.toContain('secreto-del-compañero');
    expect(everything).not.toContain(classmate.username);
    expect(everything).not.toContain('López');
    expect(everything).not.toMatch(/argon2|passwordHash|tokensValidAfter/);
    expect([...entries.keys()].filter((path) => path.startsWith(`${FOLDER}/entregas/`))).toHaveLength(1);
  });

  it('gives a teacher their courses with activities and materials, and no student work', async () => {
    const { teacher, course, task } = await studentWithWork();
    await insertMaterial(app, course.id, {
      title: 'Tema 1',
      file: { name: 'tema.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
    });
    const { entries } = await exportOf(teacher);
    const courses = jsonEntry(entries, `${FOLDER}/cursos.json`) as {
      teaching: unknown[];
      enrolled: unknown[];
    };
    expect(courses.enrolled).toEqual([]);
    expect(courses.teaching).toEqual([
      expect.objectContaining({
        id: course.id,
        name: course.name,
        approved: true,
        completed: false,
        activities: expect.arrayContaining([
          expect.objectContaining({ id: task.id, title: 'Redacción sobre Madrid', type: 'TASK' }),
        ]),
        materials: [expect.objectContaining({ title: 'Tema 1', fileName: 'tema.pdf' })],
      }),
    ]);
    expect(jsonEntry(entries, `${FOLDER}/entregas.json`)).toEqual([]);
    expect([...entries.keys()].some((path) => path.includes('/entregas/'))).toBe(false);
  });

  it('streams a hand-in larger than one stored piece (256 KiB) whole, byte for byte', async () => {
    const teacher = await makeUser(app, ['TEACHER']);
    const student = await makeUser(app, ['STUDENT']);
    const course = await makeCourse(app.db, teacher.id);
    await enrol(app.db, course.id, student.id);
    const task = await makeActivity(app.db, course.id);
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32LE(i, i);
    const file = await app.files.save(app.db, {
      data: bytes,
      originalName: 'grande.pdf',
      mimeType: 'application/pdf',
    });
    const [result] = await app.db
      .insert(activityResults)
      .values({ activityId: task.id, studentId: student.id, fileId: file.id })
      .returning({ id: activityResults.id });
    const { entries } = await exportOf(student);
    expect(entries.get(`${FOLDER}/entregas/${result?.id}-grande.pdf`)?.equals(bytes)).toBe(true);
  });

  it('needs a session, and limits exports per account', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/account/export' });
    expect(anonymous.statusCode).toBe(401);
    const user = await makeUser(app, ['STUDENT']);
    for (let i = 0; i < 5; i++) await exportOf(user);
    const limited = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: auth(user.token),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Demasiados intentos/);
  });

  it('refuses a deletion without the confirmation word or with a wrong password, and keeps the account', async () => {
    const user = await userWithPassword(['STUDENT']);
    const refusals = [
      [{ password: PASSWORD }, 'Escribe ELIMINAR para confirmar'],
      [{ password: PASSWORD, confirmation: 'eliminar' }, 'Escribe ELIMINAR, en mayúsculas, para confirmar'],
      [{ confirmation: 'ELIMINAR' }, 'Escribe tu contraseña'],
      [{ password: 'otra-clave-mala', confirmation: 'ELIMINAR' }, 'La contraseña no es correcta'],
    ] as const;
    for (const [payload, error] of refusals) {
      const response = await deleteAccount(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await login(app, user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('deletes a student: the grade book keeps the grades as "Estudiante eliminado", the rest is gone', async () => {
    const { teacher, student, course, handIn } = await studentWithWork();
    await app.db
      .update(activityResults)
      .set({ score: 7.5, feedback: 'Bien hecho', evaluatedBy: teacher.id })
      .where(eq(activityResults.id, handIn.result.id));

    const response = await deleteAccount(student, { password: PASSWORD, confirmation: 'ELIMINAR' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(DELETED);

    const results = await app.inject({
      method: 'GET',
      url: '/api/teacher/activity-results',
      headers: auth(teacher.token),
    });
    const graded = results
      .json()
      .find((row: { activityResultId: number }) => row.activityResultId === handIn.result.id);
    expect(graded).toMatchObject({
      studentName: 'Estudiante eliminado',
      studentUsername: `eliminado#${student.id}`,
      score: 7.5,
      feedback: 'Bien hecho',
      textAnswer: null,
      hasFile: false,
    });
    const classList = await app.inject({
      method: 'GET',
      url: `/api/teacher/course/${course.id}/students`,
      headers: auth(teacher.token),
    });
    expect(classList.json()).toContainEqual(
      expect.objectContaining({ name: 'Estudiante', surname: 'eliminado' }),
    );
    expect(JSON.stringify(classList.json())).not.toContain(student.username);

    // The handed-in file: row and bytes gone.
    const fileId = handIn.file?.id as string;
    expect(await app.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(await app.files.open(fileId)).toBeUndefined();

    // Sessions ended, password useless, roles gone.
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(student.token) });
    expect(me.statusCode).toBe(401);
    expect((await login(app, student.username, PASSWORD)).statusCode).toBe(401);
    expect(await app.db.select().from(userRoles).where(eq(userRoles.userId, student.id))).toEqual([]);

    // The audit row names the account by id only.
    const [audit] = await app.db
      .select()
      .from(adminActions)
      .where(
        and(
          eq(adminActions.action, 'DELETE_ACCOUNT'),
          eq(adminActions.details, { userId: student.id, via: 'self' }),
        ),
      );
    expect(audit).toBeDefined();
  });

  it('removes the Google link, two-factor secrets, pending e-mail change and calendar feed with the account', async () => {
    const student = await userWithPassword(['STUDENT']);
    const feed = await app.inject({
      method: 'POST',
      url: '/api/calendar/feed',
      headers: auth(student.token),
    });
    expect(feed.statusCode, feed.body).toBe(201);
    const feedPath = new URL(feed.json().url).pathname;
    expect((await app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    const soon = new Date(Date.now() + 3_600_000);
    await app.db
      .insert(externalIdentities)
      .values({ userId: student.id, issuer: 'https://accounts.google.com', subject: `sub-${unique()}` });
    await app.db
      .insert(twoFactor)
      .values({ userId: student.id, secretBox: 'sellado', enabledAt: new Date() });
    await app.db.insert(recoveryCodes).values({ userId: student.id, codeHash: `hash-${unique()}` });
    await app.db.insert(emailChangeTokens).values({
      userId: student.id,
      tokenHash: `hash-${unique()}`,
      expiresAt: soon,
      newEmail: `nueva-${unique()}@example.com`,
    });

    const response = await deleteAccount(student, { password: PASSWORD, confirmation: 'ELIMINAR' });
    expect(response.statusCode, response.body).toBe(200);

    for (const table of [externalIdentities, twoFactor, recoveryCodes, emailChangeTokens, calendarFeeds]) {
      expect(await app.db.select().from(table).where(eq(table.userId, student.id))).toEqual([]);
    }
    expect((await app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
  });

  it("lets the teacher grade a deleted student's pending hand-in by its new username", async () => {
    const { teacher, student, task } = await studentWithWork();
    const deleted = await deleteAccount(student, { password: PASSWORD, confirmation: 'ELIMINAR' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const graded = await app.inject({
      method: 'POST',
      url: `/api/teacher/activity/${task.id}/evaluate?username=${encodeURIComponent(`eliminado#${student.id}`)}`,
      headers: auth(teacher.token),
      payload: { score: 6, feedback: 'Corregida sin archivo', autoCorrected: false, completed: true },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({ studentName: 'Estudiante eliminado', score: 6 });
  });

  it('frees the username and the e-mail of a deleted account for a new registration', async () => {
    const student = await userWithPassword(['STUDENT']);
    const response = await deleteAccount(student, { password: PASSWORD, confirmation: 'ELIMINAR' });
    expect(response.statusCode, response.body).toBe(200);
    const again = await register(
      app,
      validRegistration({ username: student.username, email: student.email }),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a teacher with pending or active courses; a finished course is left without teacher', async () => {
    const teacher = await userWithPassword(['TEACHER'], 'Marta', 'Ruiz');
    const active = await makeCourse(app.db, teacher.id);
    const finished = await makeCourse(app.db, teacher.id, { completed: true });
    const body = { password: PASSWORD, confirmation: 'ELIMINAR' };

    const refused = await deleteAccount(teacher, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'Tienes cursos pendientes o activos: pide a un administrador que los finalice o los rechace antes de eliminar tu cuenta.',
    });

    await app.db.update(courses).set({ completed: true }).where(eq(courses.id, active.id));
    expect((await deleteAccount(teacher, body)).statusCode).toBe(200);
    const kept = await app.db.select().from(courses).where(eq(courses.id, finished.id));
    expect(kept).toEqual([expect.objectContaining({ id: finished.id, teacherId: null })]);
    const [row] = await app.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row).toMatchObject({ name: 'Usuario', surname: 'eliminado', disabled: true });
  });

  it('refuses to delete the last enabled administrator', async () => {
    const admin = await userWithPassword(['ADMIN']);
    // Every other administrator of this database disabled for the while.
    const others = await app.db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, 'ADMIN'), ne(users.id, admin.id), eq(users.disabled, false)));
    const setDisabled = async (disabled: boolean) => {
      for (const { id } of others) await app.db.update(users).set({ disabled }).where(eq(users.id, id));
    };
    await setDisabled(true);
    try {
      const refused = await deleteAccount(admin, { password: PASSWORD, confirmation: 'ELIMINAR' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error:
          'Eres el último administrador activo: la escuela se quedaría sin administrador. Nombra a otro antes de eliminar tu cuenta.',
      });
    } finally {
      await setDisabled(false);
    }
    const allowed = await deleteAccount(admin, { password: PASSWORD, confirmation: 'ELIMINAR' });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
