import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import {
  activities,
  activityResults,
  courses,
  materials,
  options,
  questions,
  storedFiles,
} from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  auth,
  FORBIDDEN,
  makeActivity,
  makeResult,
  makeTest,
  multipart,
  SAMPLES,
  type TeacherWorld,
  teacherWorld,
  UNAUTHENTICATED,
} from './support/teacher';

type Caller = 'owner' | 'otherTeacher' | 'student' | 'admin' | 'none';

/** What one call needs: fresh rows to act on, so that an allowed call really changes something. */
interface Target {
  materialId: number;
  fileId: string;
  taskId: number;
  testId: number;
  questionId: number;
  optionIds: number[];
  resultId: number;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (w: TeacherWorld, t: Target) => string;
  body?: (
    w: TeacherWorld,
    t: Target,
  ) => Promise<{ payload: Buffer | object; headers?: Record<string, string> }>;
  expect: Record<Caller, number>;
}

const due = '2030-07-01T10:00:00.000Z';
const OWN_ONLY = { owner: 200, otherTeacher: 404, student: 403, admin: 403, none: 401 };
const LIST = { owner: 200, otherTeacher: 200, student: 403, admin: 403, none: 401 };
const json = (payload: object) => async () => ({ payload });

const ROUTES: RouteCase[] = [
  { name: 'GET /teacher/courses', method: 'GET', url: () => '/api/teacher/courses', expect: LIST },
  {
    name: 'POST /teacher/create-course',
    method: 'POST',
    url: (w) => `/api/teacher/create-course?teacherUsername=${w.teacher.username}`,
    body: json({
      name: 'Alemán A1',
      description: 'Curso de alemán para principiantes.',
      level: 'A1',
      type: 'GRUPAL',
    }),
    expect: { owner: 201, otherTeacher: 403, student: 403, admin: 403, none: 401 },
  },
  { name: 'GET /teacher/students', method: 'GET', url: () => '/api/teacher/students', expect: LIST },
  {
    name: 'GET /teacher/activity-results',
    method: 'GET',
    url: () => '/api/teacher/activity-results',
    expect: LIST,
  },
  {
    name: 'POST /teacher/activity/{id}/evaluate',
    method: 'POST',
    url: (w, t) => `/api/teacher/activity/${t.taskId}/evaluate?username=${w.student.username}`,
    body: json({
      score: 8.5,
      feedback: 'Muy bien',
      autoCorrected: false,
      completed: true,
      completedAt: '2030-01-01',
    }),
    expect: OWN_ONLY,
  },
  {
    name: 'GET /teacher/course/{id}',
    method: 'GET',
    url: (w) => `/api/teacher/course/${w.course.id}`,
    expect: OWN_ONLY,
  },
  {
    name: 'GET /teacher/course/{id}/students',
    method: 'GET',
    url: (w) => `/api/teacher/course/${w.course.id}/students`,
    expect: OWN_ONLY,
  },
  {
    name: 'GET /teacher/course/{id}/material',
    method: 'GET',
    url: (w) => `/api/teacher/course/${w.course.id}/material`,
    expect: OWN_ONLY,
  },
  {
    name: 'GET /teacher/course/{id}/material/download/{filename}',
    method: 'GET',
    url: (w, t) => `/api/teacher/course/${w.course.id}/material/download/${t.fileId}`,
    expect: OWN_ONLY,
  },
  {
    name: 'POST /teacher/course/{id}/add-material',
    method: 'POST',
    url: (w) => `/api/teacher/course/${w.course.id}/add-material`,
    body: () =>
      multipart([
        ['title', 'Tema 2'],
        ['youtubeLink', ''],
        ['file', SAMPLES.pdf, 'tema2.pdf'],
      ]),
    expect: { ...OWN_ONLY, owner: 201 },
  },
  {
    name: 'PUT /teacher/material/{id}',
    method: 'PUT',
    url: (_w, t) => `/api/teacher/material/${t.materialId}`,
    body: () =>
      multipart([
        ['title', 'Tema renombrado'],
        ['youtubeLink', 'https://youtu.be/dQw4w9WgXcQ'],
      ]),
    expect: OWN_ONLY,
  },
  {
    name: 'PUT /teacher/material/{id}?teacherUsername=owner',
    method: 'PUT',
    url: (w, t) => `/api/teacher/material/${t.materialId}?teacherUsername=${w.teacher.username}`,
    body: () =>
      multipart([
        ['title', 'Tema renombrado'],
        ['youtubeLink', ''],
      ]),
    expect: { ...OWN_ONLY, otherTeacher: 403 },
  },
  {
    name: 'DELETE /teacher/material/{id}',
    method: 'DELETE',
    url: (_w, t) => `/api/teacher/material/${t.materialId}`,
    expect: OWN_ONLY,
  },
  {
    name: 'GET /teacher/course/{id}/activity',
    method: 'GET',
    url: (w) => `/api/teacher/course/${w.course.id}/activity`,
    expect: OWN_ONLY,
  },
  {
    name: 'POST /teacher/course/{id}/activity',
    method: 'POST',
    url: (w) => `/api/teacher/course/${w.course.id}/activity`,
    body: json({ title: 'Nueva tarea', description: '', type: 'TASK', dueDate: due }),
    expect: { ...OWN_ONLY, owner: 201 },
  },
  {
    name: 'PUT /teacher/activity/{id}',
    method: 'PUT',
    url: (_w, t) => `/api/teacher/activity/${t.taskId}`,
    body: json({ title: 'Tarea editada', description: 'Otra descripción', dueDate: due }),
    expect: OWN_ONLY,
  },
  {
    name: 'DELETE /teacher/activity/{id}',
    method: 'DELETE',
    url: (_w, t) => `/api/teacher/activity/${t.testId}`,
    expect: OWN_ONLY,
  },
  {
    name: 'GET /teacher/test/{id}',
    method: 'GET',
    url: (_w, t) => `/api/teacher/test/${t.testId}`,
    expect: OWN_ONLY,
  },
  {
    name: 'POST /teacher/course/{id}/test',
    method: 'POST',
    url: (w) => `/api/teacher/course/${w.course.id}/test`,
    body: json({
      title: 'Test nuevo',
      dueDate: due,
      questions: [
        {
          text: '¿Sí?',
          options: [
            { text: 'Sí', correct: true },
            { text: 'No', correct: false },
          ],
        },
      ],
    }),
    expect: { ...OWN_ONLY, owner: 201 },
  },
  {
    name: 'PUT /teacher/test/{id}',
    method: 'PUT',
    url: (_w, t) => `/api/teacher/test/${t.testId}`,
    body: async (_w, t) => ({
      payload: {
        title: 'Test editado',
        description: 'Descripción',
        dueDate: due,
        questions: [
          {
            id: t.questionId,
            text: 'Pregunta editada',
            options: t.optionIds.map((id, i) => ({ id, text: `Opción ${i}`, correct: true })),
          },
        ],
      },
    }),
    expect: OWN_ONLY,
  },
  {
    name: 'GET /activity-result/{id}/download',
    method: 'GET',
    url: (_w, t) => `/api/activity-result/${t.resultId}/download`,
    // The student here is the one who handed it in; the admin is neither teacher nor author.
    expect: { owner: 200, otherTeacher: 404, student: 200, admin: 404, none: 401 },
  },
];

describeEachDatabase('teacher routes: who may call them', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await teacherWorld(app);
  });

  async function freshTarget(): Promise<Target> {
    const file = await app.files.save(app.db, {
      data: SAMPLES.pdf,
      originalName: 'tema1.pdf',
      mimeType: 'application/pdf',
    });
    const [material] = await app.db
      .insert(materials)
      .values({ courseId: w.course.id, title: 'Tema 1', fileId: file.id })
      .returning();
    const task = await makeActivity(app.db, w.course.id);
    const test = await makeTest(app.db, w.course.id, [2]);
    const { result } = await makeResult(app, task.id, w.student.id);
    const question = test.questions[0];
    if (!material || !question) throw new Error('fixtures missing');
    return {
      materialId: material.id,
      fileId: file.id,
      taskId: task.id,
      testId: test.activity.id,
      questionId: question.id,
      optionIds: question.options,
      resultId: result.id,
    };
  }

  async function snapshot() {
    const rows = async (table: typeof materials | typeof activities | typeof questions | typeof options) =>
      app.db.select().from(table);
    return {
      courses: await app.db.select().from(courses),
      materials: await rows(materials),
      activities: await rows(activities),
      questions: await rows(questions),
      options: await rows(options),
      results: await app.db.select().from(activityResults),
      files: await app.db.select().from(storedFiles),
    };
  }

  const tokens: Record<Caller, (w: TeacherWorld) => string | undefined> = {
    owner: (world) => world.teacher.token,
    otherTeacher: (world) => world.otherTeacher.token,
    student: (world) => world.student.token,
    admin: (world) => world.admin.token,
    none: () => undefined,
  };

  for (const route of ROUTES) {
    describe(route.name, () => {
      for (const caller of Object.keys(tokens) as Caller[]) {
        const status = route.expect[caller];
        it(`${caller} → ${status}`, async () => {
          const target = await freshTarget();
          const body = route.body ? await route.body(w, target) : undefined;
          const before = status >= 400 ? await snapshot() : undefined;
          const response = await app.inject({
            method: route.method,
            url: route.url(w, target),
            headers: { ...auth(tokens[caller](w)), ...(body?.headers ?? {}) },
            ...(body ? { payload: body.payload } : {}),
          });
          expect(response.statusCode, response.body).toBe(status);
          if (status === 401) expect(response.json()).toEqual(UNAUTHENTICATED);
          if (status === 403 && (caller === 'student' || caller === 'admin'))
            expect(response.json()).toEqual(FORBIDDEN);
          if (status === 404) expect(response.json()).toHaveProperty('error');
          // A refused call changes nothing.
          if (before) expect(await snapshot()).toEqual(before);
        });
      }
    });
  }

  it("another teacher's lists hold none of the owner's courses, students or results", async () => {
    const target = await freshTarget();
    const get = async (url: string, token: string) =>
      (await app.inject({ method: 'GET', url, headers: auth(token) })).json() as { id?: number }[];
    const otherCourses = await get('/api/teacher/courses', w.otherTeacher.token);
    expect(otherCourses.map((c) => c.id)).toEqual([w.otherCourse.id]);
    const otherStudents = (await get('/api/teacher/students', w.otherTeacher.token)) as {
      username?: string;
    }[];
    expect(otherStudents.map((s) => s.username)).toEqual([w.outsider.username]);
    const otherResults = (await get('/api/teacher/activity-results', w.otherTeacher.token)) as {
      activityResultId?: number;
    }[];
    expect(otherResults.map((r) => r.activityResultId)).not.toContain(target.resultId);
    const ownResults = (await get('/api/teacher/activity-results', w.teacher.token)) as {
      activityResultId?: number;
    }[];
    expect(ownResults.map((r) => r.activityResultId)).toContain(target.resultId);
  });

  it('a student who did not hand the work in cannot download it', async () => {
    const target = await freshTarget();
    const response = await app.inject({
      method: 'GET',
      url: `/api/activity-result/${target.resultId}/download`,
      headers: auth(w.outsider.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
