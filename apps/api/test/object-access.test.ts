import { isNotNull, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import {
  activities,
  activityResults,
  classOpenings,
  conversationMembers,
  courses,
  enrolments,
  jobApplications,
  materials,
  messages,
  notifications,
} from '../src/db/schema';
import { notify } from '../src/notifications/notify';
import { type AccessWorld, accessWorld, type CourseSide, courseSide } from './support/access-world';
import { classBodies } from './support/class-bodies';
import { PAST_CLASS_START } from './support/classes';
import { describeEachDatabase } from './support/harness';
import { makeAnnouncement } from './support/messages';
import { applicationForm, makeApplication, makePosition } from './support/public-forms';
import { makeCourseAudio, makeTakenTest, SAMPLE_AUDIO } from './support/question-fixtures';
import { multipartBody, SAMPLE_FILES } from './support/student-fixtures';
import { enrol, makeCourse, makeUser, multipart, type TestUser } from './support/teacher';
import { unzip } from './support/zip';

/**
 * Object-level access: two students and two teachers in different courses. Every id of a course,
 * material, activity, result or file that is not the caller's answers 404 (never its data, never a change),
 * walking every id in sequence from 1 to past the last one. The caller's own ids answer 2xx on the reads,
 * so the walk is known to reach the handlers.
 */

type Kind = 'course' | 'material' | 'activity' | 'result';

interface Call {
  payload?: Buffer | object;
  headers?: Record<string, string>;
}

interface IdRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (id: number) => string;
  kind: Kind;
  /** Changes what it reaches: walked on foreign ids only. */
  writes?: boolean;
  /** The caller's own activities of the other type are skipped (refused for their type, not their owner). */
  activityType?: 'TASK' | 'TEST';
  /** The caller's own activities they have not handed in are skipped (refused for that, not their owner). */
  handedIn?: true;
  /** A valid body, so that only ownership can refuse it; `other` is the side the caller does not belong to. */
  body?: (other: CourseSide) => Promise<Call> | Call;
}

const due = '2030-07-01T10:00:00.000Z';
const json = (payload: object) => () => ({ payload });
const testBody = {
  title: 'Test',
  description: 'Elige',
  dueDate: due,
  questions: [{ text: '¿Sí?', options: [{ text: 'Sí', correct: true }, { text: 'No' }] }],
};

const STUDENT_ROUTES: IdRoute[] = [
  { method: 'GET', path: (id) => `/api/student/course/${id}`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/student/course/${id}/activity`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/student/course/${id}/material`, kind: 'course' },
  {
    method: 'GET',
    path: (id) => `/api/student/activity/${id}/questions`,
    kind: 'activity',
    activityType: 'TEST',
  },
  {
    method: 'POST',
    path: (id) => `/api/student/activity/${id}/submit-test`,
    kind: 'activity',
    writes: true,
    body: (other) => ({ payload: { answers: other.testAnswers } }),
  },
  {
    method: 'GET',
    path: (id) => `/api/student/activity/${id}/answers`,
    kind: 'activity',
    activityType: 'TEST',
  },
  {
    method: 'GET',
    path: (id) => `/api/student/activity/${id}/review`,
    kind: 'activity',
    activityType: 'TEST',
    handedIn: true,
  },
  {
    method: 'PUT',
    path: (id) => `/api/student/activity/${id}/answers`,
    kind: 'activity',
    writes: true,
    body: (other) => ({ payload: { answers: other.testAnswers, revision: 1 } }),
  },
  {
    method: 'POST',
    path: (id) => `/api/student/activity/${id}/submit-task`,
    kind: 'activity',
    writes: true,
    body: () =>
      multipartBody([
        { name: 'textAnswer', value: 'Mi redacción' },
        { name: 'file', filename: 'tarea.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
      ]),
  },
  { method: 'GET', path: (id) => `/api/activity-result/${id}/download`, kind: 'result' },
  { method: 'GET', path: (id) => `/api/student/course/${id}/timetable`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/calendar/course/${id}/class/${PAST_CLASS_START}`, kind: 'course' },
  {
    method: 'POST',
    path: (id) => `/api/student/course/${id}/join`,
    kind: 'course',
    writes: true,
    body: json(classBodies['POST /api/student/course/:courseId/join']),
  },
];

const TEACHER_ROUTES: IdRoute[] = [
  { method: 'GET', path: (id) => `/api/teacher/course/${id}`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/calendar/course/${id}/class/${PAST_CLASS_START}`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/teacher/course/${id}/students`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/teacher/course/${id}/material`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/teacher/course/${id}/activity`, kind: 'course' },
  { method: 'GET', path: (id) => `/api/teacher/course/${id}/attendance`, kind: 'course' },
  {
    method: 'GET',
    path: (id) => `/api/teacher/course/${id}/class/${PAST_CLASS_START}/attendance`,
    kind: 'course',
  },
  {
    method: 'PUT',
    path: (id) => `/api/teacher/course/${id}/class/${PAST_CLASS_START}/attendance`,
    kind: 'course',
    writes: true,
    body: (other) => ({ payload: { marks: [{ studentId: other.student.id, status: 'absent' }] } }),
  },
  {
    method: 'POST',
    path: (id) => `/api/teacher/course/${id}/test-media`,
    kind: 'course',
    writes: true,
    body: () => multipartBody([{ name: 'file', filename: 'escucha.mp3', bytes: SAMPLE_AUDIO.mp3 }]),
  },
  {
    method: 'POST',
    path: (id) => `/api/teacher/course/${id}/add-material`,
    kind: 'course',
    writes: true,
    body: () =>
      multipart([
        ['title', 'Intruso'],
        ['youtubeLink', ''],
        ['file', SAMPLE_FILES.pdf, 'x.pdf'],
      ]),
  },
  {
    method: 'POST',
    path: (id) => `/api/teacher/course/${id}/activity`,
    kind: 'course',
    writes: true,
    body: json({ title: 'Intrusa', description: '', type: 'TASK', dueDate: due }),
  },
  {
    method: 'POST',
    path: (id) => `/api/teacher/course/${id}/test`,
    kind: 'course',
    writes: true,
    body: json(testBody),
  },
  {
    method: 'PUT',
    path: (id) => `/api/teacher/material/${id}`,
    kind: 'material',
    writes: true,
    body: () =>
      multipart([
        ['title', 'Cambiado'],
        ['youtubeLink', ''],
      ]),
  },
  { method: 'DELETE', path: (id) => `/api/teacher/material/${id}`, kind: 'material', writes: true },
  {
    method: 'PUT',
    path: (id) => `/api/teacher/activity/${id}`,
    kind: 'activity',
    writes: true,
    body: json({ title: 'Cambiada', description: 'Otra', dueDate: due }),
  },
  { method: 'DELETE', path: (id) => `/api/teacher/activity/${id}`, kind: 'activity', writes: true },
  { method: 'GET', path: (id) => `/api/teacher/test/${id}`, kind: 'activity', activityType: 'TEST' },
  {
    method: 'PUT',
    path: (id) => `/api/teacher/test/${id}`,
    kind: 'activity',
    writes: true,
    body: json(testBody),
  },
  {
    method: 'POST',
    path: (id) => `/api/teacher/activity/${id}/evaluate?username=${'{student}'}`,
    kind: 'activity',
    writes: true,
    body: json({ score: 10, feedback: 'Intruso' }),
  },
  { method: 'GET', path: (id) => `/api/activity-result/${id}/download`, kind: 'result' },
  { method: 'GET', path: (id) => `/api/teacher/course/${id}/timetable`, kind: 'course' },
  {
    method: 'PUT',
    path: (id) => `/api/teacher/course/${id}/timetable`,
    kind: 'course',
    writes: true,
    body: json(classBodies['PUT /api/teacher/course/:courseId/timetable']),
  },
  {
    method: 'POST',
    path: (id) => `/api/teacher/course/${id}/class-change`,
    kind: 'course',
    writes: true,
    body: json(classBodies['POST /api/teacher/course/:courseId/class-change']),
  },
];

/** What one caller may reach, read from the database after the world is made. */
interface Reach {
  course: Set<number>;
  material: Set<number>;
  activity: Set<number>;
  /** The caller's activities of each type. */
  activityOfType: Record<'TASK' | 'TEST', Set<number>>;
  /** The activities the caller (a student) has handed in. */
  handedIn: Set<number>;
  result: Set<number>;
  /** `${courseId}/${fileId}` of the material downloads it may make. */
  download: Set<string>;
}

/** What the walk must leave as it was: row counts, evaluations and every title. */
async function snapshot(app: App) {
  const result = (await app.db.execute(sql`
    select (select count(*) from courses)::int as courses,
           (select count(*) from materials)::int as materials,
           (select count(*) from activities)::int as activities,
           (select count(*) from activity_results)::int as results,
           (select count(*) from enrolments)::int as enrolments,
           (select count(*) from attendance)::int as attendance,
           (select count(*) from stored_files)::int as files,
           (select count(*) from activity_results where score is not null)::int as evaluated,
           ((select count(*) from class_slots) + (select count(*) from class_changes)
             + (select count(*) from class_joins))::int as classes,
           (select string_agg(title, '|' order by title) from
              (select title from materials union all select title from activities) t) as titles`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0];
}

async function reachOf(app: App, side: CourseSide, role: 'teacher' | 'student'): Promise<Reach> {
  const courseRows = await app.db.select().from(courses);
  const enrolRows = await app.db.select().from(enrolments);
  const own = new Set(
    role === 'teacher'
      ? courseRows.filter((c) => c.teacherId === side.teacher.id).map((c) => c.id)
      : enrolRows.filter((e) => e.studentId === side.student.id).map((e) => e.courseId),
  );
  const materialRows = (await app.db.select().from(materials)).filter((m) => own.has(m.courseId));
  const activityRows = (await app.db.select().from(activities)).filter((a) => own.has(a.courseId));
  const activityIds = new Set(activityRows.map((a) => a.id));
  const resultRows = (await app.db.select().from(activityResults)).filter((r) =>
    role === 'teacher' ? activityIds.has(r.activityId) : r.studentId === side.student.id,
  );
  return {
    course: own,
    material: new Set(materialRows.map((m) => m.id)),
    activity: activityIds,
    activityOfType: {
      TASK: new Set(activityRows.filter((a) => a.type === 'TASK').map((a) => a.id)),
      TEST: new Set(activityRows.filter((a) => a.type === 'TEST').map((a) => a.id)),
    },
    // A taken test's result has no file: its download is refused for that, not for its owner.
    result: new Set(resultRows.filter((r) => r.fileId !== null).map((r) => r.id)),
    handedIn: new Set(resultRows.map((r) => r.activityId)),
    download: new Set(materialRows.filter((m) => m.fileId).map((m) => `${m.courseId}/${m.fileId}`)),
  };
}

describeEachDatabase('object-level access: nobody reaches another course’s rows', (ctx) => {
  let app: App;
  let world: AccessWorld;
  let highestId: number;

  beforeAll(async () => {
    app = await ctx.app();
    await app.ready();
    world = await accessWorld(app);
    // A third class nobody here belongs to: more foreign ids of every kind in the walk.
    await courseSide(app, 'C');
    // A test each side's student has taken, so the review is walked on ids it must answer too.
    for (const side of [world.a, world.b]) await makeTakenTest(app.db, side.courseId, side.student.id);
    const ids = (await app.db.execute(
      sql`select greatest((select max(id) from courses), (select max(id) from materials),
                          (select max(id) from activities), (select max(id) from activity_results))::int as n`,
    )) as unknown as { rows: { n: number }[] };
    highestId = Number(ids.rows[0]?.n);
  });

  const send = async (user: TestUser, method: IdRoute['method'], url: string, call: Call = {}) =>
    app.inject({
      method,
      url,
      headers: { ...call.headers, authorization: `Bearer ${user.token}` },
      ...(call.payload ? { payload: call.payload } : {}),
    });

  async function walk(user: TestUser, role: 'teacher' | 'student', side: CourseSide, other: CourseSide) {
    const routes = role === 'teacher' ? TEACHER_ROUTES : STUDENT_ROUTES;
    const reach = await reachOf(app, side, role);
    const problems: string[] = [];
    let foreign = 0;
    let owned = 0;
    for (const route of routes) {
      for (let id = 1; id <= highestId + 3; id++) {
        const mine = reach[route.kind].has(id);
        if (mine && route.writes) continue;
        if (mine && route.activityType && !reach.activityOfType[route.activityType].has(id)) continue;
        if (mine && route.handedIn && !reach.handedIn.has(id)) continue;
        const url = route.path(id).replace('{student}', other.student.username);
        const response = await send(user, route.method, url, route.body ? await route.body(other) : {});
        const expected = mine ? 'a 2xx' : '404';
        const ok = mine
          ? response.statusCode >= 200 && response.statusCode < 300
          : response.statusCode === 404;
        if (mine) owned += 1;
        else foreign += 1;
        if (!ok)
          problems.push(
            `${route.method} ${url}: ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 120)}`,
          );
      }
    }
    return { problems, foreign, owned, routes: routes.length };
  }

  for (const [label, role, pick] of [
    ['student A', 'student', (w: AccessWorld) => [w.a, w.b]],
    ['student B', 'student', (w: AccessWorld) => [w.b, w.a]],
    ['teacher A', 'teacher', (w: AccessWorld) => [w.a, w.b]],
    ['teacher B', 'teacher', (w: AccessWorld) => [w.b, w.a]],
  ] as const) {
    it(`${label}: every id walked in sequence is 404 unless it is theirs, and nothing changes`, async () => {
      const [side, other] = pick(world) as [CourseSide, CourseSide];
      const user = role === 'teacher' ? side.teacher : side.student;
      const before = await snapshot(app);
      const { problems, foreign, owned, routes } = await walk(user, role, side, other);
      expect(problems).toEqual([]);
      // At least the other side's rows and the three ids past the last one, on every route.
      expect(foreign).toBeGreaterThanOrEqual(routes * 4);
      expect(owned).toBeGreaterThan(3);
      expect(await snapshot(app)).toEqual(before);
    });
  }

  it('material files of another course, or of a course through another course, are 404', async () => {
    const files = [world.a.fileId, world.b.fileId, world.a.resultFileId, world.b.resultFileId];
    const problems: string[] = [];
    let checked = 0;
    for (const [side, role] of [
      [world.a, 'student'],
      [world.b, 'student'],
      [world.a, 'teacher'],
      [world.b, 'teacher'],
    ] as const) {
      const reach = await reachOf(app, side, role);
      const user = role === 'teacher' ? side.teacher : side.student;
      for (let courseId = 1; courseId <= highestId + 1; courseId++) {
        for (const fileId of files) {
          const url = `/api/${role}/course/${courseId}/material/download/${fileId}`;
          const response = await send(user, 'GET', url);
          const expected = reach.download.has(`${courseId}/${fileId}`) ? 200 : 404;
          checked += 1;
          if (response.statusCode !== expected)
            problems.push(`${role} ${url}: ${response.statusCode} ≠ ${expected}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('class openings (decision 138): every course and opening id not the caller’s is 404, and nothing changes', async () => {
    // Each side gets a flexible course with two openings and its student enrolled; B's student books one.
    const flexible = new Map<number, { courseId: number; openings: number[] }>();
    for (const side of [world.a, world.b]) {
      const course = await makeCourse(app.db, side.teacher.id, { type: 'FLEXIBLE' });
      await enrol(app.db, course.id, side.student.id);
      const openings = await app.db
        .insert(classOpenings)
        .values(
          [1, 2].map((day) => ({
            courseId: course.id,
            startsAt: new Date(Date.now() + day * 86_400_000),
            durationMinutes: 60,
            capacity: 3,
          })),
        )
        .returning({ id: classOpenings.id });
      flexible.set(side.teacher.id, { courseId: course.id, openings: openings.map((o) => o.id) });
    }
    const sideB = flexible.get(world.b.teacher.id);
    const sideA = flexible.get(world.a.teacher.id);
    if (!sideA || !sideB) throw new Error('both sides need a flexible course');
    const bookB = `/api/student/course/${sideB.courseId}/openings/${sideB.openings[0]}/booking`;
    expect((await send(world.b.student, 'POST', bookB)).statusCode).toBe(201);

    const counts = async () =>
      (
        (await app.db.execute(sql`select (select count(*) from class_openings)::int as openings,
          (select count(*) from class_bookings)::int as bookings,
          (select count(*) from class_openings where cancelled_at is not null)::int as cancelled`)) as unknown as {
          rows: unknown[];
        }
      ).rows[0];
    const before = await counts();
    const teacherA = await reachOf(app, world.a, 'teacher');
    const maxId = Math.max(highestId, ...sideB.openings) + 2;
    const problems: string[] = [];
    let checked = 0;
    const expect404 = async (user: TestUser, method: IdRoute['method'], url: string, payload?: object) => {
      const response = await send(user, method, url, payload ? { payload } : {});
      checked += 1;
      if (response.statusCode !== 404) problems.push(`${method} ${url}: ${response.statusCode}`);
    };
    const opening = { date: '2030-07-01', time: '19:00', durationMinutes: 60, capacity: 2 };
    for (let courseId = 1; courseId <= maxId; courseId++) {
      if (courseId !== sideA.courseId)
        await expect404(world.a.student, 'GET', `/api/student/course/${courseId}/openings`);
      if (!teacherA.course.has(courseId)) {
        await expect404(world.a.teacher, 'GET', `/api/teacher/course/${courseId}/openings`);
        await expect404(world.a.teacher, 'POST', `/api/teacher/course/${courseId}/openings`, opening);
      }
      for (const openingId of [...sideB.openings, ...sideA.openings, maxId]) {
        const mine = courseId === sideA.courseId && sideA.openings.includes(openingId);
        if (mine) continue;
        const booking = `/api/student/course/${courseId}/openings/${openingId}/booking`;
        await expect404(world.a.student, 'POST', booking);
        await expect404(world.a.student, 'DELETE', booking);
        await expect404(world.a.teacher, 'DELETE', `/api/teacher/course/${courseId}/openings/${openingId}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(maxId * 10);
    expect(await counts()).toEqual(before);
    // The caller's own reads reach the handlers.
    const own = await send(world.a.student, 'GET', `/api/student/course/${sideA.courseId}/openings`);
    expect(own.json().openings).toHaveLength(2);
  });

  it('positions and applications (decision 144): a closed or missing position takes no application, and only administrators reach applications', async () => {
    const closed = await makePosition(app.db, 'closed');
    const application = await makeApplication(app);
    const maxId = Math.max(closed.id, application.id, application.positionId) + 3;
    const open = new Set([application.positionId]);
    const before = (await app.db.select().from(jobApplications)).length;
    const problems: string[] = [];
    const check = async (
      user: TestUser | undefined,
      method: IdRoute['method'],
      url: string,
      want: number,
    ) => {
      const call = url.endsWith('/applications')
        ? applicationForm()
        : method === 'PUT'
          ? { payload: { status: 'reviewed' } }
          : {};
      const response = user
        ? await send(user, method, url, call)
        : await app.inject({ method, url, remoteAddress: '10.46.0.1', ...call });
      if (response.statusCode !== want) problems.push(`${method} ${url}: ${response.statusCode} ≠ ${want}`);
    };
    for (let id = 1; id <= maxId; id++) {
      if (!open.has(id)) await check(undefined, 'POST', `/api/public/job-positions/${id}/applications`, 404);
      const mine = id === application.id;
      // Nobody but an administrator deletes; the administrator's walk deletes nothing that exists.
      for (const url of [`/api/admin/job-applications/${id}`, `/api/admin/contact-messages/${id}`]) {
        for (const user of [world.a.student, world.a.teacher]) await check(user, 'DELETE', url, 403);
      }
      if (id > maxId - 3) await check(world.admin, 'DELETE', `/api/admin/job-applications/${id}`, 404);
      for (const [method, url] of [
        ['GET', `/api/admin/job-applications/${id}/cv`],
        ['PUT', `/api/admin/job-applications/${id}/status`],
      ] as const) {
        await check(world.admin, method, url, mine ? 200 : 404);
        for (const user of [world.a.student, world.a.teacher]) await check(user, method, url, 403);
      }
    }
    expect(problems).toEqual([]);
    expect((await app.db.select().from(jobApplications)).length).toBe(before);
  });

  it('test media: a course’s audio and pictures reach its teacher and its students only, through its own tests', async () => {
    const media = {
      a: { test: world.a.testId, name: await makeCourseAudio(app.db, world.a.courseId, world.a.fileId) },
      b: { test: world.b.testId, name: await makeCourseAudio(app.db, world.b.courseId, world.b.fileId) },
    };
    const problems: string[] = [];
    for (const [user, role, own] of [
      [world.a.student, 'student', 'a'],
      [world.b.student, 'student', 'b'],
      [world.a.teacher, 'teacher', 'a'],
      [world.b.teacher, 'teacher', 'b'],
      [world.admin, 'teacher', null],
    ] as const) {
      for (const testOf of ['a', 'b'] as const) {
        for (const mediaOf of ['a', 'b'] as const) {
          const url =
            role === 'student'
              ? `/api/student/activity/${media[testOf].test}/media/${media[mediaOf].name}`
              : `/api/teacher/test/${media[testOf].test}/media/${media[mediaOf].name}`;
          const expected = own === testOf && testOf === mediaOf ? 200 : 404;
          const { statusCode } = await send(user, 'GET', url);
          // An administrator is refused by role before any lookup.
          const ok = own === null ? statusCode === 403 || statusCode === 404 : statusCode === expected;
          if (!ok) problems.push(`${user.username} ${url}: ${statusCode} ≠ ${expected}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('messages: every conversation and attachment id not the caller’s is 404, and nothing changes', async () => {
    // A's student writes to A's teacher with a file; B's teacher announces to B's student with a file, who
    // answers privately with one; an administrator writes to A's student.
    const sendTo = async (
      user: TestUser,
      recipient: TestUser,
      courseId: number | null,
      withFile: boolean,
    ) => {
      const parts = [
        { name: 'recipientId', value: String(recipient.id) },
        ...(courseId ? [{ name: 'courseId', value: String(courseId) }] : []),
        { name: 'body', value: 'Hola' },
        ...(withFile ? [{ name: 'file', filename: 'a.pdf', bytes: SAMPLE_FILES.pdf }] : []),
      ];
      const response = await send(user, 'POST', '/api/messages', multipartBody(parts));
      expect(response.statusCode, response.body).toBe(201);
    };
    await sendTo(world.a.student, world.a.teacher, world.a.courseId, true);
    await sendTo(world.admin, world.a.student, null, false);
    const announcement = await makeAnnouncement(
      app,
      world.b.teacher.id,
      world.b.courseId,
      [world.b.student.id],
      {
        withFile: true,
      },
    );
    const privateReply = await send(
      world.b.student,
      'POST',
      `/api/messages/${announcement.conversationId}`,
      multipartBody([
        { name: 'body', value: 'Solo para el profesor' },
        { name: 'file', filename: 'b.pdf', bytes: SAMPLE_FILES.pdf },
      ]),
    );
    expect(privateReply.statusCode, privateReply.body).toBe(201);
    // A second student of B, who sees the announcement but not the private reply nor its file.
    const classmate = await makeUser(app, ['STUDENT'], 'Compañero', 'B');
    await enrol(app.db, world.b.courseId, classmate.id);
    await app.db
      .insert(conversationMembers)
      .values({ conversationId: announcement.conversationId, userId: classmate.id });

    const counted = async () =>
      (
        (await app.db.execute(sql`select (select count(*) from messages)::int as messages,
          (select count(*) from conversations)::int as conversations,
          (select string_agg(coalesce(last_read_message_id, 0)::text, ',' order by conversation_id, user_id)
             from conversation_members) as marks`)) as unknown as { rows: unknown[] }
      ).rows[0];
    const memberships = await app.db.select().from(conversationMembers);
    const visible = (await app.db.select().from(messages)).filter((m) => m.attachmentFileId !== null);
    const maxConversation = Math.max(...memberships.map((m) => m.conversationId)) + 3;
    const maxMessage = Math.max(...visible.map((m) => m.id)) + 3;
    const problems: string[] = [];
    let foreign = 0;
    for (const user of [
      world.a.student,
      world.b.student,
      classmate,
      world.a.teacher,
      world.b.teacher,
      world.admin,
    ]) {
      const mine = new Set(memberships.filter((m) => m.userId === user.id).map((m) => m.conversationId));
      const before = await counted();
      for (let id = 1; id <= maxConversation; id++) {
        const member = mine.has(id);
        if (!member) foreign += 1;
        const routes = [
          ['GET', `/api/messages/${id}`],
          ...(member ? [] : ([['POST', `/api/messages/${id}/read`]] as const)),
        ] as const;
        for (const [method, url] of routes) {
          const { statusCode } = await send(user, method, url);
          if (statusCode !== (member ? 200 : 404))
            problems.push(`${user.username} ${method} ${url}: ${statusCode}`);
        }
        if (!member) {
          const reply = await send(
            user,
            'POST',
            `/api/messages/${id}`,
            multipartBody([{ name: 'body', value: 'Intruso' }]),
          );
          if (reply.statusCode !== 404) problems.push(`${user.username} reply ${id}: ${reply.statusCode}`);
        }
      }
      for (let id = 1; id <= maxMessage; id++) {
        const message = visible.find((m) => m.id === id);
        const sees =
          message !== undefined &&
          mine.has(message.conversationId) &&
          (message.recipientId === null || message.recipientId === user.id || message.senderId === user.id);
        const { statusCode } = await send(user, 'GET', `/api/messages/attachment/${id}`);
        if (statusCode !== (sees ? 200 : 404))
          problems.push(`${user.username} attachment ${id}: ${statusCode}`);
      }
      expect(await counted()).toEqual(before);
    }
    expect(problems).toEqual([]);
    expect(foreign).toBeGreaterThan(12);
  });

  it('a handed-in file is reachable by its student and the course’s teacher only', async () => {
    const result = world.b.resultId;
    const status = async (user: TestUser) =>
      (await send(user, 'GET', `/api/activity-result/${result}/download`)).statusCode;
    expect(await status(world.b.student)).toBe(200);
    expect(await status(world.b.teacher)).toBe(200);
    expect(await status(world.a.student)).toBe(404);
    expect(await status(world.a.teacher)).toBe(404);
    // An administrator is not the teacher of the course either.
    expect(await status(world.admin)).toBe(404);
  });

  it("each account's data download holds its own hand-ins only, never the other side's", async () => {
    for (const [side, other] of [
      [world.a, world.b],
      [world.b, world.a],
    ] as const) {
      for (const user of [side.student, side.teacher]) {
        const response = await send(user, 'GET', '/api/account/export');
        expect(response.statusCode).toBe(200);
        const entries = await unzip(response.rawPayload);
        const text = Buffer.concat([...entries.values()]).toString('utf8');
        expect(text).not.toContain(other.student.username);
        expect(text).not.toContain(other.teacher.username);
        expect(text).not.toContain(`"activityResultId": ${other.resultId},`);
        const files = [...entries.keys()].filter((path) => path.includes('/entregas/'));
        expect(files).toEqual(
          user === side.student ? [expect.stringContaining(`/entregas/${side.resultId}-`)] : [],
        );
      }
    }
  });

  it('the public catalogue (decision 143) opens every approved, unfinished course and no other id', async () => {
    // A fixed day: an open course is also one whose last day has not passed. The world's classes are on this
    // day (PAST_CLASS_START), so their courses end on it or later.
    const today = '2026-01-12';
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T10:00:00Z`) });
    try {
      const rows = await app.db
        .select({
          id: courses.id,
          approved: courses.approved,
          completed: courses.completed,
          lastDay: sql<string | null>`coalesce(${courses.endDate}, ${courses.completedAt})::text`,
        })
        .from(courses);
      const isOpen = (row: (typeof rows)[number]) =>
        row.approved && !row.completed && (row.lastDay === null || row.lastDay >= today);
      const open = new Set(rows.filter(isOpen).map((row) => row.id));
      const problems: string[] = [];
      for (let id = 1; id <= highestId + 3; id++) {
        const response = await app.inject({ method: 'GET', url: `/api/public/courses/${id}` });
        const expected = open.has(id) ? 200 : 404;
        if (response.statusCode !== expected) problems.push(`${id}: ${response.statusCode} ≠ ${expected}`);
        if (response.body.includes('@') || response.body.includes(world.a.teacher.username))
          problems.push(`${id}: private data in ${response.body.slice(0, 120)}`);
      }
      expect(problems).toEqual([]);
      expect(open.size).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a notification is its user's only: marking any other id read answers 404 and changes nothing", async () => {
    const people = [world.a.student, world.a.teacher, world.b.student, world.b.teacher, world.admin];
    for (const person of people) {
      await notify(app.db, {
        kind: 'message',
        userIds: [person.id],
        title: `Aviso ${person.username}`,
        link: null,
      });
    }
    const rows = await app.db
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications);
    const last = Math.max(...rows.map((row) => row.id));
    const owner = new Map(rows.map((row) => [row.id, row.userId]));
    const problems: string[] = [];
    for (const person of people) {
      for (let id = 1; id <= last + 3; id++) {
        if (owner.get(id) === person.id) continue;
        const { statusCode, body } = await send(person, 'POST', `/api/notifications/${id}/read`);
        if (statusCode !== 404) problems.push(`${person.username} ${id}: ${statusCode} ${body.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await app.db.select().from(notifications).where(isNotNull(notifications.readAt))).toEqual([]);
    // Each one's own answers 204: the walk reaches the handler.
    for (const person of people) {
      const own = rows.find((row) => row.userId === person.id);
      expect((await send(person, 'POST', `/api/notifications/${own?.id}/read`)).statusCode).toBe(204);
    }
  });
});
