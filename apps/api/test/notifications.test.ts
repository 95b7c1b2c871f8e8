import { COURSE_REJECTION_MESSAGES, COURSE_REJECTION_REASON_MAX } from '@aula/forms';
import { asc, eq, gt, max } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  conversationMembers,
  conversations,
  liveEvents,
  messages,
  notificationPreferences,
  notifications,
  users,
} from '../src/db/schema';
import { notify } from '../src/notifications/notify';
import { classBodies } from './support/class-bodies';
import { describeEachDatabase } from './support/harness';
import {
  auth,
  makeActivity,
  makeCourse,
  makeResult,
  makeUser,
  multipart,
  SAMPLES,
  type TeacherWorld,
  teacherWorld,
} from './support/teacher';

describeEachDatabase('notifications', (ctx) => {
  let app: App;
  let w: TeacherWorld;
  let since = 0;

  beforeAll(async () => {
    app = await ctx.app();
    w = await teacherWorld(app);
  });

  /** Each test looks only at the rows written after it started. */
  beforeEach(async () => {
    const [row] = await app.db.select({ last: max(notifications.id) }).from(notifications);
    since = row?.last ?? 0;
  });
  const newRows = () =>
    app.db
      .select({
        userId: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        link: notifications.link,
      })
      .from(notifications)
      .where(gt(notifications.id, since))
      .orderBy(asc(notifications.id));

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

  describe('the events', () => {
    it('tells the teacher when an administrator approves, finishes or rejects their course', async () => {
      const approved = await makeCourse(app.db, w.teacher.id, { name: 'Alemán A1', approved: false });
      expect((await call('PUT', `/admin/approve-course/${approved.id}`, w.admin.token)).statusCode).toBe(200);
      expect((await call('PUT', `/admin/complete-course/${approved.id}`, w.admin.token)).statusCode).toBe(
        200,
      );
      const rejected = await makeCourse(app.db, w.teacher.id, { name: 'Ruso', approved: false });
      expect((await call('DELETE', `/admin/reject-course/${rejected.id}`, w.admin.token)).statusCode).toBe(
        200,
      );
      expect(await newRows()).toEqual([
        {
          userId: w.teacher.id,
          kind: 'course-approved',
          title: 'Tu curso «Alemán A1» ha sido aprobado',
          link: `/teacher/course/${approved.id}`,
        },
        {
          userId: w.teacher.id,
          kind: 'course-finished',
          title: 'Tu curso «Alemán A1» ha sido finalizado',
          link: `/teacher/course/${approved.id}`,
        },
        {
          userId: w.teacher.id,
          kind: 'course-rejected',
          title: 'Tu curso «Ruso» ha sido rechazado',
          link: '/teacher',
        },
      ]);
    });

    it("gives the teacher the administrator's reason for a rejection, and refuses one too long", async () => {
      const tooLong = await makeCourse(app.db, w.teacher.id, { name: 'Polaco', approved: false });
      const refused = await call('DELETE', `/admin/reject-course/${tooLong.id}`, w.admin.token, {
        reason: 'x'.repeat(COURSE_REJECTION_REASON_MAX + 1),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(COURSE_REJECTION_MESSAGES.reasonTooLong);
      const blank = await call('DELETE', `/admin/reject-course/${tooLong.id}`, w.admin.token, {
        reason: '  ',
      });
      expect(blank.statusCode, blank.body).toBe(200);
      const course = await makeCourse(app.db, w.teacher.id, { name: 'Checo', approved: false });
      const rejected = await call('DELETE', `/admin/reject-course/${course.id}`, w.admin.token, {
        reason: '  Falta el calendario\nde las clases. ',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await newRows()).map((row) => row.title)).toEqual([
        'Tu curso «Polaco» ha sido rechazado',
        'Tu curso «Checo» ha sido rechazado. Motivo: Falta el calendario de las clases.',
      ]);
    });

    it('tells every enabled administrator of a new pending course, and nobody else', async () => {
      const otherAdmin = await makeUser(app, ['ADMIN']);
      const disabledAdmin = await makeUser(app, ['ADMIN']);
      await app.db.update(users).set({ disabled: true }).where(eq(users.id, disabledAdmin.id));
      const response = await call('POST', '/teacher/create-course', w.teacher.token, {
        name: 'Italiano A1',
        description: 'Curso de italiano para empezar desde cero.',
        level: 'A1',
        type: 'GRUPAL',
        completedAt: '2030-06-30',
      });
      expect(response.statusCode, response.body).toBe(201);
      const rows = await newRows();
      const told = rows.map((row) => row.userId);
      // The first administrator the server created at start is one of them.
      expect(told).toEqual(expect.arrayContaining([w.admin.id, otherAdmin.id]));
      expect(told).not.toContain(disabledAdmin.id);
      expect(told).not.toContain(w.teacher.id);
      expect(new Set(told).size).toBe(told.length);
      expect(rows[0]).toMatchObject({
        kind: 'course-pending',
        title: 'Nuevo curso pendiente de aprobación: «Italiano A1»',
        link: '/admin?seccion=cursos-pendientes',
      });
    });

    it('tells the teacher of a new enrolment and of a task handed in', async () => {
      const course = await makeCourse(app.db, w.teacher.id, { name: 'Inglés C1', type: 'GRUPAL' });
      const newcomer = await makeUser(app, ['STUDENT'], 'Nora', 'Nueva');
      expect((await call('POST', `/student/enroll/${course.id}`, newcomer.token)).statusCode).toBe(201);
      const task = await makeActivity(app.db, course.id, { title: 'Redacción' });
      const body = await multipart([
        ['username', newcomer.username],
        ['textAnswer', 'Mi redacción.'],
        ['file', SAMPLES.pdf, 'tarea.pdf'],
      ]);
      const handIn = await app.inject({
        method: 'POST',
        url: `/api/student/activity/${task.id}/submit-task`,
        headers: { ...auth(newcomer.token), ...body.headers },
        payload: body.payload,
      });
      expect(handIn.statusCode, handIn.body).toBe(201);
      expect(await newRows()).toEqual([
        {
          userId: w.teacher.id,
          kind: 'enrolment',
          title: 'Nora Nueva se ha inscrito en «Inglés C1»',
          link: `/teacher/course/${course.id}`,
        },
        {
          userId: w.teacher.id,
          kind: 'hand-in',
          title: 'Nora Nueva ha entregado «Redacción»',
          link: '/teacher?seccion=tareas-entregadas',
        },
      ]);
    });

    it("tells the course's students, and only them, of a new task, test and material", async () => {
      const task = await call('POST', `/teacher/course/${w.course.id}/activity`, w.teacher.token, {
        title: 'Redacción 2',
        type: 'TASK',
        dueDate: '2030-07-01T12:00:00+02:00',
      });
      expect(task.statusCode, task.body).toBe(201);
      const test = await call('POST', `/teacher/course/${w.course.id}/test`, w.teacher.token, {
        title: 'Vocabulario',
        description: '',
        dueDate: '2030-07-01T12:00:00+02:00',
        questions: [
          {
            text: 'Dog',
            options: [
              { text: 'Perro', correct: true },
              { text: 'Gato', correct: false },
            ],
          },
        ],
      });
      expect(test.statusCode, test.body).toBe(201);
      const body = await multipart([
        ['title', 'Tema 1'],
        ['youtubeLink', ''],
        ['file', SAMPLES.pdf, 'tema1.pdf'],
      ]);
      const material = await app.inject({
        method: 'POST',
        url: `/api/teacher/course/${w.course.id}/add-material`,
        headers: { ...auth(w.teacher.token), ...body.headers },
        payload: body.payload,
      });
      expect(material.statusCode, material.body).toBe(201);
      const c = w.course.id;
      expect(await newRows()).toEqual([
        {
          userId: w.student.id,
          kind: 'activity',
          title: 'Nueva tarea en «Inglés B1»: Redacción 2',
          link: `/student/course/${c}/task/${task.json().id}`,
        },
        {
          userId: w.student.id,
          kind: 'activity',
          title: 'Nuevo test en «Inglés B1»: Vocabulario',
          link: `/student/course/${c}/test/${test.json().id}`,
        },
        {
          userId: w.student.id,
          kind: 'material',
          title: 'Nuevo material en «Inglés B1»: Tema 1',
          link: `/student/course/${c}`,
        },
      ]);
    });

    it('tells the student when their work is graded', async () => {
      const task = await makeActivity(app.db, w.course.id, { title: 'Carta formal' });
      await makeResult(app, task.id, w.student.id);
      const response = await call(
        'POST',
        `/teacher/activity/${task.id}/evaluate?username=${w.student.username}`,
        w.teacher.token,
        { score: 8, feedback: 'Bien' },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(await newRows()).toEqual([
        {
          userId: w.student.id,
          kind: 'grade',
          title: 'Ya tienes la calificación de «Carta formal»',
          link: '/student?seccion=mis-evaluaciones',
        },
      ]);
    });

    it("tells the course's students of a new timetable and of an extra class, in the school's time", async () => {
      const timetable = await call(
        'PUT',
        `/teacher/course/${w.course.id}/timetable`,
        w.teacher.token,
        classBodies['PUT /api/teacher/course/:courseId/timetable'],
      );
      expect(timetable.statusCode, timetable.body).toBe(200);
      const extra = await call(
        'POST',
        `/teacher/course/${w.course.id}/class-change`,
        w.teacher.token,
        classBodies['POST /api/teacher/course/:courseId/class-change'],
      );
      expect(extra.statusCode, extra.body).toBe(201);
      const link = '/student?seccion=proximas-clases';
      expect(await newRows()).toEqual([
        { userId: w.student.id, kind: 'timetable', title: 'Nuevo horario de «Inglés B1»', link },
        {
          userId: w.student.id,
          kind: 'timetable',
          title: 'Clase extra en «Inglés B1»: viernes, 1 de febrero, 10:00',
          link,
        },
      ]);
    });

    it('names a moved class that is then cancelled by the time it had moved to', async () => {
      const timetable = classBodies['PUT /api/teacher/course/:courseId/timetable'];
      const url = `/teacher/course/${w.course.id}/class-change`;
      expect(
        (await call('PUT', `/teacher/course/${w.course.id}/timetable`, w.teacher.token, timetable))
          .statusCode,
      ).toBe(200);
      // Monday 14 January, 19:00 in Madrid, moved to Tuesday at 17:00, then cancelled.
      const classKey = '2030-01-14T18:00:00.000Z';
      const moved = await call('POST', url, w.teacher.token, {
        kind: 'moved',
        classKey,
        date: '2030-01-15',
        time: '17:00',
        reason: 'Cambio de aula',
      });
      expect(moved.statusCode, moved.body).toBe(201);
      const cancelled = await call('POST', url, w.teacher.token, {
        kind: 'cancelled',
        classKey,
        reason: 'Enfermedad',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(201);
      expect((await newRows()).slice(-2).map((row) => row.title)).toEqual([
        'Clase cambiada en «Inglés B1»: ahora el martes, 15 de enero, 17:00',
        'Clase cancelada en «Inglés B1»: martes, 15 de enero, 17:00',
      ]);
    });

    it('tells nobody of a change that was refused', async () => {
      const response = await call('PUT', `/admin/approve-course/${w.course.id}`, w.admin.token);
      expect(response.statusCode).toBe(409);
      expect(await newRows()).toEqual([]);
    });
  });

  describe('the list', () => {
    let reader: Awaited<ReturnType<typeof makeUser>>;
    const tell = (title: string, kind: 'grade' | 'material' = 'grade') =>
      notify(app.db, { kind, userIds: [reader.id], title, link: null });

    beforeAll(async () => {
      reader = await makeUser(app, ['STUDENT']);
      for (let index = 1; index <= 23; index++) await tell(`Aviso ${index}`);
    });

    it('lists the newest first, 20 a page, with the unread count and the next page', async () => {
      const first = await call('GET', '/notifications', reader.token);
      expect(first.statusCode).toBe(200);
      const page = first.json();
      expect(page.notifications).toHaveLength(20);
      expect(page.notifications[0]).toMatchObject({
        title: 'Aviso 23',
        kind: 'grade',
        link: null,
        read: false,
      });
      expect(page).toMatchObject({ unread: 23, hasMore: true });
      const last = page.notifications.at(-1).id;
      const second = (await call('GET', `/notifications?before=${last}`, reader.token)).json();
      expect(second.notifications.map((n: { title: string }) => n.title)).toEqual([
        'Aviso 3',
        'Aviso 2',
        'Aviso 1',
      ]);
      expect(second.hasMore).toBe(false);
    });

    it('marks one read, tells the other tabs, and answers 404 for another user’s notification', async () => {
      const [newest] = (await call('GET', '/notifications', reader.token)).json().notifications;
      const [lastEvent] = await app.db.select({ last: max(liveEvents.id) }).from(liveEvents);
      expect((await call('POST', `/notifications/${newest.id}/read`, reader.token)).statusCode).toBe(204);
      const events = await app.db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, lastEvent?.last ?? 0));
      expect(events).toEqual([
        expect.objectContaining({ userId: reader.id, payload: { type: 'notifications-read' } }),
      ]);
      expect((await call('GET', '/notifications/unread', reader.token)).json()).toEqual({
        notifications: 22,
        conversations: 0,
      });
      // Marking it again changes nothing and is no error.
      expect((await call('POST', `/notifications/${newest.id}/read`, reader.token)).statusCode).toBe(204);
      const other = await call('POST', `/notifications/${newest.id}/read`, w.student.token);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'La notificación no existe.' });
      expect((await call('POST', '/notifications/999999999/read', reader.token)).statusCode).toBe(404);
    });

    it('marks all read', async () => {
      expect((await call('POST', '/notifications/read-all', reader.token)).statusCode).toBe(204);
      const page = (await call('GET', '/notifications', reader.token)).json();
      expect(page.unread).toBe(0);
      expect(page.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    });

    it('neither lists nor counts the kinds the user chose not to see in the app', async () => {
      await app.db
        .insert(notificationPreferences)
        .values({ userId: reader.id, kind: 'material', inApp: false, email: 'instant' });
      await tell('Material oculto', 'material');
      await tell('Nota visible');
      const page = (await call('GET', '/notifications', reader.token)).json();
      expect(page.notifications[0].title).toBe('Nota visible');
      expect(page.notifications.some((n: { title: string }) => n.title === 'Material oculto')).toBe(false);
      expect(page.unread).toBe(1);
      const [hidden] = await app.db.select().from(notifications).where(gt(notifications.id, since));
      expect(hidden).toMatchObject({ title: 'Material oculto', inApp: false });
      expect((await call('POST', `/notifications/${hidden?.id}/read`, reader.token)).statusCode).toBe(404);
    });
  });

  describe('unread conversations', () => {
    it('counts conversations with a message I may see, from someone else, after the last I read', async () => {
      const me = await makeUser(app, ['STUDENT']);
      const other = await makeUser(app, ['STUDENT']);
      const conversation = async (key: string) => {
        const [row] = await app.db
          .insert(conversations)
          .values({ kind: 'announcement', courseId: w.course.id, subject: key })
          .returning({ id: conversations.id });
        if (!row) throw new Error('no conversation');
        return row.id;
      };
      const say = async (conversationId: number, senderId: number, recipientId: number | null = null) => {
        const [row] = await app.db
          .insert(messages)
          .values({ conversationId, senderId, recipientId, body: 'Hola' })
          .returning({ id: messages.id });
        return row?.id ?? 0;
      };
      const unread = await conversation('Para todos');
      const readAlready = await conversation('Leída');
      const mineOnly = await conversation('Solo mías');
      const privateToOther = await conversation('Privada a otro');
      const notMember = await conversation('Ajena');
      await say(unread, w.teacher.id);
      await say(unread, w.teacher.id, me.id);
      const seen = await say(readAlready, w.teacher.id);
      await say(mineOnly, me.id);
      await say(privateToOther, w.teacher.id, other.id);
      await say(notMember, w.teacher.id);
      await app.db.insert(conversationMembers).values([
        { conversationId: unread, userId: me.id },
        { conversationId: readAlready, userId: me.id, lastReadMessageId: seen },
        { conversationId: mineOnly, userId: me.id },
        { conversationId: privateToOther, userId: me.id },
      ]);
      expect((await call('GET', '/notifications/unread', me.token)).json()).toEqual({
        notifications: 0,
        conversations: 1,
      });
    });
  });

  it('refuses a stranger and bad parameters', async () => {
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await call('GET', '/notifications?before=abc', w.student.token)).statusCode).toBe(400);
    expect((await call('GET', '/notifications?page=2', w.student.token)).statusCode).toBe(400);
  });
});
