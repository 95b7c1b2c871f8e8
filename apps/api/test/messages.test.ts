import { MESSAGE_MESSAGES } from '@aula/forms';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { conversationMembers, conversations, liveEvents, messages, notifications } from '../src/db/schema';
import { MESSAGE_SERVER_MESSAGES } from '../src/messages/server-messages';
import { deleteAccount } from '../src/own-data/deletion';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase } from './support/harness';
import { multipartBody, SAMPLE_FILES } from './support/student-fixtures';
import { auth, enrol, makeCourse, makeUser, type TestUser } from './support/teacher';
import { unzip } from './support/zip';

/**
 * Messages: who may write to whom, the visibility rule (a student's reply to an announcement is
 * seen by its teacher only), read marks and 'Leído', search, attachments, and the notices and live events
 * each message leaves, all on the real database.
 */

type Part = Parameters<typeof multipartBody>[0][number];

describeEachDatabase('messages', (ctx) => {
  let app: App;

  beforeAll(async () => {
    app = await ctx.app();
  });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth(user.token), ...(payload ? { payload } : {}) });
  const form = (user: TestUser, url: string, parts: Part[]) => {
    const { payload, headers } = multipartBody(parts);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth(user.token) } });
  };
  const send = (user: TestUser, fields: { recipientId: number; courseId?: number; body: string }) =>
    form(
      user,
      '/api/messages',
      Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    );
  const sent = async (user: TestUser, fields: { recipientId: number; courseId?: number; body: string }) => {
    const response = await send(user, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as {
      conversationId: number;
      message: { id: number; body: string; readBy: number; sentTo: number };
    };
  };
  const replyIn = (user: TestUser, conversationId: number, body: string) =>
    form(user, `/api/messages/${conversationId}`, [{ name: 'body', value: body }]);
  const thread = async (user: TestUser, conversationId: number) => {
    const response = await call(user, 'GET', `/api/messages/${conversationId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const inbox = async (user: TestUser, query = '') => {
    const response = await call(user, 'GET', `/api/messages${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** A teacher, a course with two students, a student of another course and an administrator. */
  async function school() {
    const teacher = await makeUser(app, ['TEACHER'], 'Teresa', 'Profe');
    const student = await makeUser(app, ['STUDENT'], 'Sara', 'Alumna');
    const classmate = await makeUser(app, ['STUDENT'], 'Carlos', 'Compañero');
    const outsider = await makeUser(app, ['STUDENT'], 'Óscar', 'Ajeno');
    const otherTeacher = await makeUser(app, ['TEACHER'], 'Otro', 'Profesor');
    const admin = await makeUser(app, ['ADMIN'], 'Ada', 'Admin');
    const course = await makeCourse(app.db, teacher.id, { name: 'Inglés B1' });
    const otherCourse = await makeCourse(app.db, otherTeacher.id, { name: 'Francés A2' });
    await enrol(app.db, course.id, student.id);
    await enrol(app.db, course.id, classmate.id);
    await enrol(app.db, otherCourse.id, outsider.id);
    return { teacher, student, classmate, outsider, otherTeacher, admin, course, otherCourse };
  }

  describe('who may write to whom', () => {
    it('a student writes to the teacher of their course, who is told with a link to their panel', async () => {
      const s = await school();
      const { conversationId, message } = await sent(s.student, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: '  Hola, ¿mañana hay clase?\nGracias.  ',
      });
      expect(message).toMatchObject({
        body: 'Hola, ¿mañana hay clase?\nGracias.',
        mine: true,
        sentTo: 1,
        readBy: 0,
      });
      const told = await app.db.select().from(notifications).where(eq(notifications.userId, s.teacher.id));
      expect(told).toMatchObject([
        {
          kind: 'message',
          title: 'Nuevo mensaje de Sara Alumna (Inglés B1)',
          link: `/teacher?seccion=mensajes&conversacion=${conversationId}`,
        },
      ]);
      const live = await app.db
        .select()
        .from(liveEvents)
        .where(sql`${liveEvents.payload}->>'type' = 'message'`);
      expect(live.filter((row) => row.userId === s.teacher.id || row.userId === s.student.id)).toHaveLength(
        2,
      );
    });

    it('a teacher writes to a student of their course, in the same thread as the student’s', async () => {
      const s = await school();
      const first = await sent(s.student, { recipientId: s.teacher.id, courseId: s.course.id, body: 'Hola' });
      const answer = await sent(s.teacher, {
        recipientId: s.student.id,
        courseId: s.course.id,
        body: 'Hola, Sara',
      });
      expect(answer.conversationId).toBe(first.conversationId);
      const [told] = await app.db.select().from(notifications).where(eq(notifications.userId, s.student.id));
      expect(told?.link).toBe(`/student?seccion=mensajes&conversacion=${first.conversationId}`);
    });

    it('an administrator writes to anyone, about no course or an existing one', async () => {
      const s = await school();
      const direct = await sent(s.admin, { recipientId: s.outsider.id, body: 'Bienvenido' });
      const [told] = await app.db.select().from(notifications).where(eq(notifications.userId, s.outsider.id));
      expect(told).toMatchObject({
        title: 'Nuevo mensaje de Ada Admin',
        link: `/student?seccion=mensajes&conversacion=${direct.conversationId}`,
      });
      await sent(s.admin, { recipientId: s.teacher.id, courseId: s.course.id, body: 'Sobre tu curso' });
      const missing = await send(s.admin, { recipientId: s.teacher.id, courseId: 2_000_000, body: 'x' });
      expect(missing.statusCode).toBe(403);
      // The answer goes back to the administrator's own panel.
      const back = await replyIn(s.outsider, direct.conversationId, 'Gracias');
      expect(back.statusCode, back.body).toBe(201);
      const [adminTold] = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, s.admin.id));
      expect(adminTold?.link).toBe(`/admin?seccion=mensajes&conversacion=${direct.conversationId}`);
    });

    it('refuses everyone else with 403, before storing anything', async () => {
      const s = await school();
      const refused = [
        // A teacher of a course the student is not in, a classmate, no course, themselves.
        [s.student, { recipientId: s.otherTeacher.id, courseId: s.otherCourse.id, body: 'x' }],
        [s.student, { recipientId: s.otherTeacher.id, courseId: s.course.id, body: 'x' }],
        [s.student, { recipientId: s.classmate.id, courseId: s.course.id, body: 'x' }],
        [s.student, { recipientId: s.teacher.id, body: 'x' }],
        [s.student, { recipientId: s.student.id, courseId: s.course.id, body: 'x' }],
        // A teacher to a student of another course, or of theirs about another course.
        [s.teacher, { recipientId: s.outsider.id, courseId: s.course.id, body: 'x' }],
        [s.teacher, { recipientId: s.outsider.id, courseId: s.otherCourse.id, body: 'x' }],
        [s.teacher, { recipientId: s.otherTeacher.id, body: 'x' }],
        [s.admin, { recipientId: s.admin.id, body: 'x' }],
        [s.admin, { recipientId: 2_000_000, body: 'x' }],
      ] as const;
      const before = await app.db.select({ id: messages.id }).from(messages);
      for (const [user, fields] of refused) {
        const response = await send(user, fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(403);
        expect(response.json().error).toBe(MESSAGE_MESSAGES.recipientNotAllowed);
      }
      expect(await app.db.select({ id: messages.id }).from(messages)).toHaveLength(before.length);
    });

    it('lists exactly those one may write to', async () => {
      const s = await school();
      const list = async (user: TestUser, q = '') =>
        (await call(user, 'GET', `/api/messages/recipients${q}`)).json();
      const ofStudent = await list(s.student);
      expect(ofStudent.recipients).toEqual([
        {
          person: {
            id: s.teacher.id,
            name: 'Teresa',
            surname: 'Profe',
            username: s.teacher.username,
            role: 'TEACHER',
          },
          course: { id: s.course.id, name: 'Inglés B1' },
        },
      ]);
      expect(ofStudent.announcementCourses).toEqual([]);
      const ofTeacher = await list(s.teacher);
      expect(ofTeacher.recipients.map((r: { person: { id: number } }) => r.person.id).sort()).toEqual(
        [s.student.id, s.classmate.id].sort(),
      );
      expect(ofTeacher.announcementCourses).toEqual([{ id: s.course.id, name: 'Inglés B1', students: 2 }]);
      const found = await list(s.admin, `?q=${encodeURIComponent(s.outsider.username)}`);
      expect(found.recipients).toEqual([
        { person: expect.objectContaining({ id: s.outsider.id, role: 'STUDENT' }), course: null },
      ]);
      expect((await list(s.admin)).recipients.length).toBeLessThanOrEqual(50);
      expect(JSON.stringify(ofTeacher)).not.toContain('@');
    });

    it('finds the thread with someone for the teacher’s Mensaje button', async () => {
      const s = await school();
      const url = `/api/messages/with/${s.student.id}?courseId=${s.course.id}`;
      expect((await call(s.teacher, 'GET', url)).json()).toEqual({ conversationId: null });
      const { conversationId } = await sent(s.teacher, {
        recipientId: s.student.id,
        courseId: s.course.id,
        body: 'Hola',
      });
      expect((await call(s.teacher, 'GET', url)).json()).toEqual({ conversationId });
      const foreign = await call(
        s.teacher,
        'GET',
        `/api/messages/with/${s.outsider.id}?courseId=${s.course.id}`,
      );
      expect(foreign.statusCode).toBe(403);
    });

    it('two first messages sent at once land in one thread', async () => {
      const s = await school();
      const [a, b] = await Promise.all([
        sent(s.student, { recipientId: s.teacher.id, courseId: s.course.id, body: 'Primero' }),
        sent(s.teacher, { recipientId: s.student.id, courseId: s.course.id, body: 'A la vez' }),
      ]);
      expect(a.conversationId).toBe(b.conversationId);
      const members = await app.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, a.conversationId));
      expect(members).toHaveLength(2);
    });
  });

  describe('reading', () => {
    it('lists my conversations newest first with unread counts, and marks them read (Leído)', async () => {
      const s = await school();
      const older = await sent(s.student, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: 'Primera',
      });
      const newer = await sent(s.classmate, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: 'x'.repeat(300),
      });
      await sent(s.classmate, { recipientId: s.teacher.id, courseId: s.course.id, body: 'Otra más' });
      const list = await inbox(s.teacher);
      expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(list.conversations.map((c: { id: number }) => c.id)).toEqual([
        newer.conversationId,
        older.conversationId,
      ]);
      expect(list.conversations[0]).toMatchObject({
        kind: 'direct',
        course: { id: s.course.id, name: 'Inglés B1' },
        subject: null,
        counterpart: { id: s.classmate.id, name: 'Carlos', role: 'STUDENT' },
        recipients: 1,
        lastMessage: { preview: 'Otra más', fromMe: false, hasAttachment: false },
        unreadCount: 2,
      });
      // The sender sees 'Leído' once the teacher opens the thread, and is told live.
      expect(
        (await thread(s.classmate, newer.conversationId)).messages.map((m: { readBy: number }) => m.readBy),
      ).toEqual([0, 0]);
      const read = await call(s.teacher, 'POST', `/api/messages/${newer.conversationId}/read`);
      expect(read.statusCode, read.body).toBe(204);
      const view = await thread(s.classmate, newer.conversationId);
      expect(view.messages.map((m: { readBy: number; sentTo: number }) => [m.readBy, m.sentTo])).toEqual([
        [1, 1],
        [1, 1],
      ]);
      expect(view.canReply).toBe(true);
      const told = await app.db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, s.classmate.id), sql`${liveEvents.payload}->>'type' = 'read'`));
      expect(told.map((row) => row.payload)).toEqual([
        { type: 'read', conversationId: newer.conversationId },
      ]);
      expect((await inbox(s.teacher)).conversations[0].unreadCount).toBe(0);
      // The preview is the first 140 characters.
      const [firstOfClassmate] = (await inbox(s.classmate)).conversations;
      expect(firstOfClassmate.lastMessage.preview).toBe('Otra más');
    });

    it('searches only the messages I can see, taking % and _ literally', async () => {
      const s = await school();
      await sent(s.student, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: 'El examen es al 100% oral',
      });
      const other = await sent(s.classmate, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: 'Nada que ver',
      });
      const search = async (user: TestUser, q: string) =>
        (await inbox(user, `?q=${encodeURIComponent(q)}`)).conversations.map((c: { id: number }) => c.id);
      expect(await search(s.teacher, 'EXAMEN')).toHaveLength(1);
      expect(await search(s.teacher, '100%')).toHaveLength(1);
      expect(await search(s.teacher, '%')).toHaveLength(1);
      expect(await search(s.teacher, 'n_da')).toEqual([]);
      expect(await search(s.teacher, 'nada')).toEqual([other.conversationId]);
      expect(await search(s.classmate, 'examen')).toEqual([]);
    });

    it('keeps text as plain text, and refuses empty, too long or NUL bodies', async () => {
      const s = await school();
      const markup = '<script>alert(1)</script>\n<b>negrita</b>';
      const { message } = await sent(s.student, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: markup,
      });
      expect(message.body).toBe(markup);
      for (const [body, text] of [
        ['   ', MESSAGE_MESSAGES.bodyRequired],
        ['x'.repeat(5001), MESSAGE_MESSAGES.bodyTooLong],
        ['a\u0000b', expect.any(String)],
      ] as const) {
        const response = await send(s.student, { recipientId: s.teacher.id, courseId: s.course.id, body });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual(text);
      }
      const exact = await send(s.student, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: 'é'.repeat(5000),
      });
      expect(exact.statusCode, exact.body).toBe(201);
    });

    it('answers 404 alike for a conversation that is not mine and one that does not exist', async () => {
      const s = await school();
      const { conversationId } = await sent(s.student, {
        recipientId: s.teacher.id,
        courseId: s.course.id,
        body: 'Privado',
      });
      const answers = [];
      for (const id of [conversationId, 2_000_000]) {
        for (const [method, url] of [
          ['GET', `/api/messages/${id}`],
          ['POST', `/api/messages/${id}/read`],
        ] as const) {
          const response = await call(s.classmate, method, url);
          answers.push([response.statusCode, response.json()]);
        }
        const written = await replyIn(s.classmate, id, 'Intruso');
        answers.push([written.statusCode, written.json()]);
      }
      const notFound = [404, { error: MESSAGE_MESSAGES.conversationNotFound }];
      expect(answers).toEqual(Array(6).fill(notFound));
      expect((await inbox(s.classmate)).conversations).toEqual([]);
    });
  });

  describe('announcements', () => {
    it('reach every student; a student’s reply is seen by the teacher only', async () => {
      const s = await school();
      const response = await call(s.teacher, 'POST', '/api/messages/announcements', {
        courseId: s.course.id,
        subject: 'Examen',
        body: 'El examen es el lunes.',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { conversationId, recipients } = response.json();
      expect(recipients).toBe(2);
      const told = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.title, 'Anuncio en Inglés B1: Examen'));
      expect(told.map((row) => row.userId).sort()).toEqual([s.student.id, s.classmate.id].sort());
      expect(told[0]?.link).toBe(`/student?seccion=mensajes&conversacion=${conversationId}`);

      const reply = await replyIn(s.student, conversationId, 'No podré ir');
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().message).toMatchObject({
        privateTo: { id: s.teacher.id, role: 'TEACHER' },
        sentTo: 1,
      });
      const ofTeacher = await thread(s.teacher, conversationId);
      expect(ofTeacher.messages.map((m: { body: string }) => m.body)).toEqual([
        'El examen es el lunes.',
        'No podré ir',
      ]);
      // Replying, the student has read it.
      expect(ofTeacher.messages[0]).toMatchObject({ mine: true, sentTo: 2, readBy: 1 });
      expect(ofTeacher.conversation).toMatchObject({
        kind: 'announcement',
        subject: 'Examen',
        counterpart: null,
        recipients: 2,
      });
      expect(ofTeacher.canReply).toBe(true);
      const ofClassmate = await thread(s.classmate, conversationId);
      expect(ofClassmate.messages.map((m: { body: string }) => m.body)).toEqual(['El examen es el lunes.']);
      expect(ofClassmate.conversation.counterpart).toMatchObject({ id: s.teacher.id });
      expect(ofClassmate.canReply).toBe(true);
      expect((await inbox(s.classmate, '?q=podr')).conversations).toEqual([]);
      // The reply tells the teacher only.
      const [teacherTold] = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, s.teacher.id));
      expect(teacherTold?.link).toBe(`/teacher?seccion=mensajes&conversacion=${conversationId}`);
      // The teacher's answer goes to everyone.
      const answer = await replyIn(s.teacher, conversationId, 'Hay otra fecha');
      expect(answer.json().message).toMatchObject({ privateTo: null, sentTo: 2 });
      expect((await thread(s.classmate, conversationId)).messages).toHaveLength(2);
      // Reading it moves 'Leído por' on the teacher's messages.
      await call(s.classmate, 'POST', `/api/messages/${conversationId}/read`);
      const after = await thread(s.teacher, conversationId);
      expect(after.messages.map((m: { readBy: number }) => m.readBy)).toEqual([2, 0, 1]);
    });

    it('only the course’s teacher announces, to a course with students', async () => {
      const s = await school();
      const announce = (user: TestUser, courseId: number) =>
        call(user, 'POST', '/api/messages/announcements', { courseId, subject: 'Aviso', body: 'Texto' });
      const before = await app.db.select({ id: conversations.id }).from(conversations);
      const refusals = [
        [await announce(s.otherTeacher, s.course.id), 403, MESSAGE_MESSAGES.notCourseTeacher],
        [await announce(s.student, s.course.id), 403, MESSAGE_MESSAGES.notCourseTeacher],
        [await announce(s.teacher, 2_000_000), 404, MESSAGE_SERVER_MESSAGES.courseNotFound],
        [
          await announce(s.teacher, (await makeCourse(app.db, s.teacher.id)).id),
          409,
          MESSAGE_MESSAGES.courseWithoutStudents,
        ],
      ] as const;
      for (const [response, status, text] of refusals) {
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toBe(text);
      }
      expect(await app.db.select({ id: conversations.id }).from(conversations)).toHaveLength(before.length);
    });

    it('reaches 200 students in a handful of statements', async () => {
      const teacher = await makeUser(app, ['TEACHER'], 'Grande', 'Curso');
      const course = await makeCourse(app.db, teacher.id, { name: 'Curso grande' });
      const rows = await app.db.execute(sql`
        with made as (
          insert into users (name, surname, username, email, password_hash, verified)
          select 'Alumno', 'N' || g, 'big_' || ${course.id}::int || '_' || g,
                 'big_' || ${course.id}::int || '_' || g || '@example.com', 'x', true
            from generate_series(1, 200) g
          returning id)
        insert into enrolments (course_id, student_id) select ${course.id}::int, id from made returning student_id`);
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(200);
      const started = performance.now();
      const response = await call(teacher, 'POST', '/api/messages/announcements', {
        courseId: course.id,
        subject: 'Bienvenida',
        body: 'Bienvenidos al curso.',
      });
      const elapsed = performance.now() - started;
      console.info(`announcement to 200 students (${ctx.kind}): ${elapsed.toFixed(0)} ms`);
      expect(response.statusCode, response.body).toBe(201);
      const { conversationId, recipients } = response.json();
      expect(recipients).toBe(200);
      const count = async (table: string, where: ReturnType<typeof sql>) =>
        Number(
          (
            (await app.db.execute(
              sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
            )) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
        );
      expect(await count('conversation_members', sql`conversation_id = ${conversationId}::int`)).toBe(201);
      expect(await count('notifications', sql`title = 'Anuncio en Curso grande: Bienvenida'`)).toBe(200);
      expect(
        await count(
          'live_events',
          sql`payload->>'type' = 'message' and (payload->>'conversationId')::int = ${conversationId}::int`,
        ),
      ).toBe(201);
    });
  });

  describe('attachments', () => {
    it('go with a message under the hand-in rules and reach only those who see it', async () => {
      const s = await school();
      const response = await form(s.student, '/api/messages', [
        { name: 'recipientId', value: String(s.teacher.id) },
        { name: 'courseId', value: String(s.course.id) },
        { name: 'body', value: 'Mi redacción' },
        { name: 'file', filename: 'redacción.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const { message, conversationId } = response.json();
      expect(message.attachment).toEqual({ name: 'redacción.pdf', size: SAMPLE_FILES.pdf.length });
      expect((await inbox(s.teacher)).conversations[0].lastMessage.hasAttachment).toBe(true);
      const download = (user: TestUser) => call(user, 'GET', `/api/messages/attachment/${message.id}`);
      const got = await download(s.teacher);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
      expect(got.headers['content-disposition']).toContain('attachment');
      expect((await download(s.classmate)).statusCode).toBe(404);
      expect((await download(s.admin)).statusCode).toBe(404);
      // A private reply's file is not for the classmates of an announcement.
      const announced = await call(s.teacher, 'POST', '/api/messages/announcements', {
        courseId: s.course.id,
        subject: 'Deberes',
        body: 'Enviadme los deberes.',
      });
      const announcement = announced.json().conversationId;
      const privateFile = await form(s.student, `/api/messages/${announcement}`, [
        { name: 'body', value: 'Aquí están' },
        { name: 'file', filename: 'deberes.txt', bytes: SAMPLE_FILES.txt, type: 'text/plain' },
      ]);
      expect(privateFile.statusCode, privateFile.body).toBe(201);
      const privateId = privateFile.json().message.id;
      expect((await call(s.teacher, 'GET', `/api/messages/attachment/${privateId}`)).statusCode).toBe(200);
      expect((await call(s.classmate, 'GET', `/api/messages/attachment/${privateId}`)).statusCode).toBe(404);
      expect(conversationId).not.toBe(announcement);
    });

    it('refuses a file of another type or too large, keeping nothing', async () => {
      const s = await school();
      const files = async () =>
        Number(
          (
            (await app.db.execute(sql`select count(*)::int as n from stored_files`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
        );
      const before = await files();
      const fields: Part[] = [
        { name: 'recipientId', value: String(s.teacher.id) },
        { name: 'courseId', value: String(s.course.id) },
        { name: 'body', value: 'Adjunto' },
      ];
      const exe = await form(s.student, '/api/messages', [
        ...fields,
        { name: 'file', filename: 'virus.exe', bytes: SAMPLE_FILES.exe },
      ]);
      expect(exe.statusCode).toBe(400);
      expect(exe.json().error).toBe(MESSAGE_MESSAGES.attachmentType);
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
      const large = await form(s.student, '/api/messages', [
        ...fields,
        { name: 'file', filename: 'grande.pdf', bytes: big },
      ]);
      expect(large.statusCode).toBe(413);
      expect(large.json().error).toBe(MESSAGE_MESSAGES.attachmentTooLarge);
      // Refused before the file is read: not allowed to write to this person.
      const foreign = await form(s.student, '/api/messages', [
        { name: 'recipientId', value: String(s.otherTeacher.id) },
        { name: 'courseId', value: String(s.otherCourse.id) },
        { name: 'body', value: 'Hola' },
        { name: 'file', filename: 'a.pdf', bytes: SAMPLE_FILES.pdf },
      ]);
      expect(foreign.statusCode).toBe(403);
      // An empty file input is no attachment.
      const none = await form(s.student, '/api/messages', [
        ...fields,
        { name: 'file', filename: '', bytes: Buffer.alloc(0) },
      ]);
      expect(none.statusCode, none.body).toBe(201);
      expect(none.json().message.attachment).toBeNull();
      expect(await files()).toBe(before);
    });
  });

  describe('accounts', () => {
    it('counts every message against its sender (30 a minute)', async () => {
      const s = await school();
      const limited = await ctx.app({
        rateLimits: {
          enabled: true,
          keyPrefix: `aula-test-messages-${s.student.id}`,
          rules: { ...DEFAULT_RATE_LIMITS.rules, messageAccount: { points: 2, durationSeconds: 60 } },
        },
      });
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/api/messages',
          headers: auth(s.student.token),
          payload: { recipientId: s.teacher.id, courseId: s.course.id, body: 'Hola' },
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
    });

    it('a deleted account leaves its conversations and its attachments; the others keep its words', async () => {
      const s = await school();
      const response = await form(s.student, '/api/messages', [
        { name: 'recipientId', value: String(s.teacher.id) },
        { name: 'courseId', value: String(s.course.id) },
        { name: 'body', value: 'Me voy de la escuela' },
        { name: 'file', filename: 'baja.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
      ]);
      const { conversationId } = response.json();
      const exported = await call(s.student, 'GET', '/api/account/export');
      expect(exported.statusCode).toBe(200);
      const entries = await unzip(exported.rawPayload);
      const json = [...entries].find(([path]) => path.endsWith('mensajes.json'))?.[1].toString('utf8') ?? '';
      expect(JSON.parse(json)).toMatchObject([
        { conversationId, body: 'Me voy de la escuela', attachment: { name: 'baja.pdf' } },
      ]);
      expect(
        [...entries.keys()].some((path) => path.includes('/mensajes/') || path.startsWith('mensajes/')),
      ).toBe(true);
      const fileIds = await deleteAccount(app.db, s.student.id);
      expect(fileIds).toHaveLength(1);
      const view = await thread(s.teacher, conversationId);
      expect(view.messages).toMatchObject([{ body: 'Me voy de la escuela', attachment: null }]);
      expect(view.canReply).toBe(false);
      expect(view.conversation.counterpart).toBeNull();
      expect((await replyIn(s.teacher, conversationId, 'Adiós')).statusCode).toBe(403);
    });
  });
});
