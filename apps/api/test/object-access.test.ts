import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activities, activityResults, classOpenings, courses, enrolments, materials } from '../src/db/schema';
import { type AccessWorld, accessWorld, type CourseSide, courseSide } from './support/access-world';
import { classBodies } from './support/class-bodies';
import { PAST_CLASS_START } from './support/classes';
import { describeEachDatabase } from './support/harness';
import { multipartBody, SAMPLE_FILES } from './support/student-fixtures';
import { enrol, makeCourse, multipart, type TestUser } from './support/teacher';
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
    result: new Set(resultRows.map((r) => r.id)),
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
});
