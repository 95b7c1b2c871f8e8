import { count, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activityResults, enrolments } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  bearer,
  classroom,
  enrol,
  insertCourse,
  insertMaterial,
  insertTask,
  insertTest,
  multipartBody,
  SAMPLE_FILES,
  simpleQuestions,
  type TestUser,
} from './support/student-fixtures';

const UNAUTHENTICATED = { error: 'Sesión no válida o expirada.' };
const FORBIDDEN = { error: 'No tienes permisos para realizar esta acción.' };

type Caller = 'enrolled student' | 'another student' | 'teacher' | 'admin' | 'no token';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

/**
 * Every student route, each with a fresh target so that an allowed call would succeed. `expect` gives the
 * status for the enrolled student and for a student of another class.
 */
function routes(app: App, world: Awaited<ReturnType<typeof classroom>>) {
  const testBody = async (): Promise<Call> => {
    const test = await insertTest(app.db, world.courseId, { questions: simpleQuestions(2) });
    return {
      method: 'POST',
      url: `/api/student/activity/${test.id}/submit-test`,
      payload: {
        answers: test.questions.map((q) => ({ questionId: q.id, selectedOptionId: q.options[0]?.id })),
      },
    };
  };
  const taskBody = async (user: TestUser | undefined): Promise<Call> => {
    const taskId = await insertTask(app.db, world.courseId);
    const form = multipartBody([
      { name: 'username', value: user?.username ?? '' },
      { name: 'textAnswer', value: 'Mi respuesta' },
      { name: 'file', filename: 'tarea.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    return { method: 'POST', url: `/api/student/activity/${taskId}/submit-task`, ...form };
  };
  return [
    {
      name: 'GET /courses',
      call: async (): Promise<Call> => ({ method: 'GET', url: '/api/student/courses' }),
      enrolled: 200,
      other: 200,
    },
    {
      name: 'GET /available-courses',
      call: async (): Promise<Call> => ({ method: 'GET', url: '/api/student/available-courses' }),
      enrolled: 200,
      other: 200,
    },
    {
      name: 'POST /enroll/{courseId}',
      call: async (): Promise<Call> => {
        // A course of its own, so that the other student's enrolment does not open the class to them.
        const courseId = await insertCourse(app.db, { teacherId: world.teacher.id });
        await enrol(app.db, courseId, world.student.id);
        return { method: 'POST', url: `/api/student/enroll/${courseId}` };
      },
      // Already enrolled: the 400 the client maps; the other student may enrol.
      enrolled: 400,
      other: 201,
    },
    {
      name: 'GET /course/{id}',
      call: async (): Promise<Call> => ({ method: 'GET', url: `/api/student/course/${world.courseId}` }),
      enrolled: 200,
      other: 404,
    },
    {
      name: 'GET /course/{id}/activity',
      call: async (): Promise<Call> => ({
        method: 'GET',
        url: `/api/student/course/${world.courseId}/activity`,
      }),
      enrolled: 200,
      other: 404,
    },
    {
      name: 'GET /course/{id}/material',
      call: async (): Promise<Call> => ({
        method: 'GET',
        url: `/api/student/course/${world.courseId}/material`,
      }),
      enrolled: 200,
      other: 404,
    },
    {
      name: 'GET /course/{id}/material/download/{filename}',
      call: async (): Promise<Call> => {
        const material = await insertMaterial(app, world.courseId, {
          file: { name: 'apuntes.pdf', bytes: SAMPLE_FILES.pdf, mimeType: 'application/pdf' },
        });
        return {
          method: 'GET',
          url: `/api/student/course/${world.courseId}/material/download/${material.fileId}`,
        };
      },
      enrolled: 200,
      other: 404,
    },
    {
      name: 'GET /activity-results',
      call: async (): Promise<Call> => ({ method: 'GET', url: '/api/student/activity-results' }),
      enrolled: 200,
      other: 200,
    },
    {
      name: 'GET /activity/{id}/questions',
      call: async (): Promise<Call> => {
        const test = await insertTest(app.db, world.courseId, { questions: simpleQuestions(1) });
        return { method: 'GET', url: `/api/student/activity/${test.id}/questions` };
      },
      enrolled: 200,
      other: 404,
    },
    { name: 'POST /activity/{id}/submit-test', call: testBody, enrolled: 201, other: 404 },
    { name: 'POST /activity/{id}/submit-task', call: taskBody, enrolled: 201, other: 404 },
  ] as const;
}

describeEachDatabase('student routes: who may call them', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;
  let callers: Record<Caller, TestUser | undefined>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
    callers = {
      'enrolled student': world.student,
      'another student': world.otherStudent,
      teacher: world.teacher,
      admin: world.admin,
      'no token': undefined,
    };
  });

  // The list is built lazily (it needs the app), so the names are repeated here for the test titles.
  const names = [
    'GET /courses',
    'GET /available-courses',
    'POST /enroll/{courseId}',
    'GET /course/{id}',
    'GET /course/{id}/activity',
    'GET /course/{id}/material',
    'GET /course/{id}/material/download/{filename}',
    'GET /activity-results',
    'GET /activity/{id}/questions',
    'POST /activity/{id}/submit-test',
    'POST /activity/{id}/submit-task',
  ];

  for (const [index, name] of names.entries()) {
    describe(name, () => {
      const route = () => {
        const found = routes(app, world)[index];
        if (!found || found.name !== name) throw new Error(`route table out of order at ${name}`);
        return found;
      };

      it('answers 401 without a token and 403 to a teacher or an administrator, changing nothing', async () => {
        const before = await counts();
        for (const caller of ['no token', 'teacher', 'admin'] as const) {
          const user = callers[caller];
          const call = await route().call(user);
          const response = await app.inject({
            method: call.method,
            url: call.url,
            payload: call.payload,
            headers: { ...call.headers, ...bearer(user) },
          });
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(caller === 'no token' ? 401 : 403);
          expect(response.json()).toEqual(caller === 'no token' ? UNAUTHENTICATED : FORBIDDEN);
        }
        expect(await counts()).toEqual(before);
      });

      it('answers the enrolled student and keeps another class out', async () => {
        for (const caller of ['enrolled student', 'another student'] as const) {
          const user = callers[caller];
          const call = await route().call(user);
          const response = await app.inject({
            method: call.method,
            url: call.url,
            payload: call.payload,
            headers: { ...call.headers, ...bearer(user) },
          });
          const expected = caller === 'enrolled student' ? route().enrolled : route().other;
          expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected);
          if (expected === 404) expect(response.json().error).toMatch(/no existe/);
        }
      });
    });
  }

  /** What a refused caller could have written: enrolments and results under the teacher's or admin's name. */
  async function counts() {
    const refused = [world.teacher.id, world.admin.id];
    const [results] = await app.db
      .select({ n: count() })
      .from(activityResults)
      .where(inArray(activityResults.studentId, refused));
    const [enrolled] = await app.db
      .select({ n: count() })
      .from(enrolments)
      .where(inArray(enrolments.studentId, refused));
    const [allResults] = await app.db.select({ n: count() }).from(activityResults);
    return { results: results?.n, enrolled: enrolled?.n, allResults: allResults?.n };
  }
});
