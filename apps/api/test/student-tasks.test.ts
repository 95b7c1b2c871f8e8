import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activityResults, storedFiles } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { storedByteEntries, storedBytes } from './support/stored-bytes';
import {
  bearer,
  classroom,
  enrol,
  insertCourse,
  insertTask,
  insertTest,
  insertUser,
  multipartBody,
  SAMPLE_FILES,
  simpleQuestions,
  type TestUser,
} from './support/student-fixtures';

type Part = Parameters<typeof multipartBody>[0][number];

const TOO_LARGE = { error: 'El archivo es demasiado grande. Máximo 10MB.' };

describeEachDatabase('student tasks: submit-task', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const submit = (user: TestUser, activityId: number, parts: Part[]) => {
    const { payload, headers } = multipartBody(parts);
    return app.inject({
      method: 'POST',
      url: `/api/student/activity/${activityId}/submit-task`,
      payload,
      headers: { ...headers, ...bearer(user) },
    });
  };

  const handIn = (
    user: TestUser,
    file: { filename: string; bytes: Buffer } = { filename: 'tarea.pdf', bytes: SAMPLE_FILES.pdf },
  ) => [
    { name: 'username', value: user.username },
    { name: 'textAnswer', value: 'Mi redacción sobre Madrid.' },
    { name: 'file', ...file, type: 'application/pdf' },
  ];

  async function freshStudent() {
    const student = await insertUser(app, ['STUDENT']);
    await enrol(app.db, world.courseId, student.id);
    return student;
  }

  /**
   * Stored bytes (files on disk, pieces in PostgreSQL) and rows in stored_files: a refusal must leave both as they were. `.partial` files are not
   * counted: FileStorage.save can leave one behind when a stream fails before its write stream has opened
   * (reported to the foundation; not a stored file).
   */
  async function storage() {
    const files = (await storedByteEntries(app)).filter((name) => !name.endsWith('.partial'));
    const [rows] = await app.db.select({ n: count() }).from(storedFiles);
    return { files: files.length, rows: rows?.n };
  }

  it('stores the answer and the file under a generated name and marks the task completed', async () => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId, { title: 'Redacción' });
    const response = await submit(
      student,
      taskId,
      handIn(student, { filename: 'Mi tarea ñ.pdf', bytes: SAMPLE_FILES.pdf }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Tarea enviada correctamente. El profesor la calificará pronto.',
      activityResultId: expect.any(Number),
      submittedAt: expect.any(String),
    });

    const [result] = await app.db
      .select()
      .from(activityResults)
      .where(and(eq(activityResults.activityId, taskId), eq(activityResults.studentId, student.id)));
    expect(result).toMatchObject({
      textAnswer: 'Mi redacción sobre Madrid.',
      score: null,
      autoCorrected: false,
    });
    const [file] = await app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, result?.fileId ?? ''));
    expect(file).toMatchObject({
      originalName: 'Mi tarea ñ.pdf',
      mimeType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
    });
    // Stored under its generated id, never under the student's name.
    expect(await storedBytes(app, file?.id ?? '')).toEqual(SAMPLE_FILES.pdf);
    expect((await storedByteEntries(app)).some((name) => name.includes('tarea'))).toBe(false);

    const activity = (
      (
        await app.inject({
          method: 'GET',
          url: `/api/student/course/${world.courseId}/activity`,
          headers: bearer(student),
        })
      ).json() as { id: number; completed: boolean; completedDate: string }[]
    ).find((a) => a.id === taskId);
    expect(activity).toMatchObject({ completed: true, completedDate: response.json().submittedAt });

    const results = (
      await app.inject({ method: 'GET', url: '/api/student/activity-results', headers: bearer(student) })
    ).json();
    expect(results).toEqual([
      expect.objectContaining({
        activityId: taskId,
        activityTitle: 'Redacción',
        activityType: 'TASK',
        score: null,
        feedback: null,
        completedAt: null,
        textAnswer: 'Mi redacción sobre Madrid.',
        fileName: 'Mi tarea ñ.pdf',
        studentUsername: student.username,
        teacherName: 'Marta Ruiz',
      }),
    ]);
  });

  it('accepts the fields in any order and without the username field (the student comes from the token)', async () => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId);
    const response = await submit(student, taskId, [
      { name: 'file', filename: 'notas.txt', bytes: SAMPLE_FILES.txt, type: 'text/plain' },
      { name: 'textAnswer', value: 'Adjunto mis notas.' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['png', 'foto.PNG', SAMPLE_FILES.png],
    ['txt', 'notas.txt', SAMPLE_FILES.txt],
    ['jpeg', 'foto.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['zip', 'entrega.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0])],
    ['rar', 'entrega.rar', Buffer.from('Rar!\x1a\x07\x01\x00rest', 'latin1')],
  ])('accepts a real .%s', async (_ext, filename, bytes) => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId);
    const response = await submit(student, taskId, handIn(student, { filename, bytes }));
    expect(response.statusCode, response.body).toBe(201);
  });

  describe('refusals (nothing is stored)', () => {
    const cases: [string, (student: TestUser) => Part[], number, string][] = [
      [
        'a username field that names someone else',
        () => [{ name: 'username', value: world.student.username }, ...handIn(world.student).slice(1)],
        403,
        'No puedes enviar una tarea en nombre de otro estudiante.',
      ],
      [
        'a blank answer',
        (s) => [handIn(s)[0] as Part, { name: 'textAnswer', value: '   ' }, handIn(s)[2] as Part],
        400,
        'Debes escribir una respuesta antes de enviar la tarea.',
      ],
      [
        'a missing answer (file first)',
        (s) => [handIn(s)[2] as Part],
        400,
        'Debes escribir una respuesta antes de enviar la tarea.',
      ],
      [
        'a missing file',
        (s) => handIn(s).slice(0, 2),
        400,
        'Debes adjuntar un archivo para enviar la tarea.',
      ],
      [
        'an empty file',
        (s) => handIn(s, { filename: 'vacio.txt', bytes: Buffer.alloc(0) }),
        400,
        'Debes adjuntar un archivo para enviar la tarea.',
      ],
      [
        'a disallowed extension',
        (s) => handIn(s, { filename: 'virus.exe', bytes: SAMPLE_FILES.exe }),
        400,
        'Tipo de archivo no permitido. Formatos admitidos: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, ZIP y RAR.',
      ],
      [
        'an executable renamed to .pdf',
        (s) => handIn(s, { filename: 'tarea.pdf', bytes: SAMPLE_FILES.exe }),
        400,
        'El contenido del archivo no corresponde a su tipo. Adjunta un archivo válido.',
      ],
      [
        'a PNG renamed to .docx',
        (s) => handIn(s, { filename: 'tarea.docx', bytes: SAMPLE_FILES.png }),
        400,
        'El contenido del archivo no corresponde a su tipo. Adjunta un archivo válido.',
      ],
      [
        'a binary .txt',
        (s) =>
          handIn(s, {
            filename: 'notas.txt',
            bytes: Buffer.concat([Buffer.from('hola mundo '), Buffer.from([0, 1, 2])]),
          }),
        400,
        'El contenido del archivo no corresponde a su tipo. Adjunta un archivo válido.',
      ],
      [
        'an unknown field',
        (s) => [...handIn(s), { name: 'score', value: '10' }],
        400,
        'La petición contiene campos no permitidos.',
      ],
      [
        'a second file',
        (s) => [...handIn(s), { name: 'file', filename: 'otra.pdf', bytes: SAMPLE_FILES.pdf }],
        400,
        'Cada campo del formulario solo puede enviarse una vez.',
      ],
      [
        'a file over 10 MB (checked while streaming)',
        (s) =>
          handIn(s, {
            filename: 'grande.pdf',
            bytes: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]),
          }),
        413,
        TOO_LARGE.error,
      ],
    ];

    it.each(cases)('refuses %s', async (_name, parts, status, message) => {
      const student = await freshStudent();
      const taskId = await insertTask(app.db, world.courseId);
      const before = await storage();
      const response = await submit(student, taskId, parts(student));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ error: message });
      expect(await storage()).toEqual(before);
      const [results] = await app.db
        .select({ n: count() })
        .from(activityResults)
        .where(eq(activityResults.studentId, student.id));
      expect(results?.n).toBe(0);
    });

    it('accepts a file of exactly 10 MB', async () => {
      const student = await freshStudent();
      const taskId = await insertTask(app.db, world.courseId);
      const bytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
      SAMPLE_FILES.pdf.copy(bytes);
      const response = await submit(student, taskId, handIn(student, { filename: 'justo.pdf', bytes }));
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses a JSON body with 415', async () => {
      const taskId = await insertTask(app.db, world.courseId);
      const response = await app.inject({
        method: 'POST',
        url: `/api/student/activity/${taskId}/submit-task`,
        headers: bearer(world.student),
        payload: { textAnswer: 'hola' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'La tarea debe enviarse como formulario con archivo (multipart/form-data).',
      });
    });

    it('refuses a test, a task of another course and a task of a finished course', async () => {
      const student = await freshStudent();
      const test = await insertTest(app.db, world.courseId, { questions: simpleQuestions(1) });
      const asTest = await submit(student, test.id, handIn(student));
      expect(asTest.statusCode).toBe(400);
      expect(asTest.json()).toEqual({ error: 'La actividad no es una tarea.' });

      const foreign = await insertTask(app.db, await insertCourse(app.db));
      const notMine = await submit(student, foreign, handIn(student));
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toEqual({ error: 'La actividad no existe o no estás inscrito en su curso.' });

      const finished = await insertCourse(app.db, { completed: true });
      await enrol(app.db, finished, student.id);
      const closed = await submit(student, await insertTask(app.db, finished), handIn(student));
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ error: 'El curso ha finalizado: ya no se pueden enviar actividades.' });
    });
  });

  it('answers a too-large upload over a real connection with 413, keeping nothing', async () => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const before = await storage();
    const form = new FormData();
    form.append('username', student.username);
    form.append('textAnswer', 'Respuesta');
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(12 * 1024 * 1024)]);
    form.append('file', new Blob([big], { type: 'application/pdf' }), 'grande.pdf');
    const response = await fetch(`${address}/api/student/activity/${taskId}/submit-task`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}` },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(await storage()).toEqual(before);
  });

  it('refuses a second hand-in with 409 and keeps the first', async () => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId);
    expect((await submit(student, taskId, handIn(student))).statusCode).toBe(201);
    const before = await storage();
    const again = await submit(student, taskId, handIn(student));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Ya has enviado esta tarea.' });
    expect(await storage()).toEqual(before);
  });

  it('lets exactly one of several simultaneous hand-ins land and removes the other files', async () => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId);
    const before = await storage();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(student, taskId, handIn(student))),
    );
    // The others: 409 once the first has landed, or 429 while it is still streaming (one upload in flight
    // per student and task, decision 095).
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409 || status === 429)).toBe(true);
    const [results] = await app.db
      .select({ n: count() })
      .from(activityResults)
      .where(and(eq(activityResults.activityId, taskId), eq(activityResults.studentId, student.id)));
    expect(results?.n).toBe(1);
    expect(await storage()).toEqual({ files: before.files + 1, rows: (before.rows ?? 0) + 1 });
  });

  it('accepts a hand-in after the due date (decision 030)', async () => {
    const student = await freshStudent();
    const taskId = await insertTask(app.db, world.courseId, { dueDate: new Date(Date.now() - 86_400_000) });
    expect((await submit(student, taskId, handIn(student))).statusCode).toBe(201);
  });
});
