import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type AccessWorld, accessWorld } from './support/access-world';
import { describeWithDatabase } from './support/harness';
import { notSpanish } from './support/spanish';
import { auth, makeActivity, multipart, SAMPLES } from './support/teacher';

/**
 * A NUL byte anywhere in a text field, or a date the database cannot hold (year 0000 or 9999
 * pushed over the edge by its offset), answered 500. Each must be the schema's Spanish 400.
 */
const NUL = 'a\u0000b';
const due = '2030-07-01T10:00:00.000Z';
const BAD_DATES = [
  '0000-01-01T00:00:00+01:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-01:00',
  '9999-12-31T23:00:00-14:00',
];

describeWithDatabase('NUL bytes and impossible dates', (ctx) => {
  let app: App;
  let w: AccessWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await accessWorld(app);
  });

  const testBody = () => ({
    title: 'Test',
    description: 'Elige la respuesta.',
    dueDate: due,
    questions: [{ id: null, text: '¿Sí?', options: [{ text: 'Sí', correct: true }, { text: 'No' }] }],
  });

  function jsonCases(): {
    name: string;
    method: 'POST' | 'PUT';
    url: string;
    token?: string;
    body: object;
  }[] {
    const teacher = w.a.teacher.token;
    const register = {
      name: 'Ana',
      surname: 'García',
      username: 'ana_nul',
      email: 'ana.nul@example.com',
      roles: ['STUDENT'],
      password: 'una-clave-larga-9',
      passwordConfirm: 'una-clave-larga-9',
    };
    const course = { name: 'Alemán A1', description: 'Curso de alemán para principiantes.' };
    const task = { title: 'Tarea', description: 'Hazla bien.', type: 'TASK', dueDate: due };
    const cases: { name: string; method: 'POST' | 'PUT'; url: string; token?: string; body: object }[] = [];
    for (const field of ['name', 'surname', 'username', 'email', 'password'] as const) {
      const value = field === 'email' ? 'a\u0000b@example.com' : `${register[field]}${NUL}`;
      const body = { ...register, [field]: value };
      if (field === 'password') Object.assign(body, { passwordConfirm: value });
      cases.push({ name: `register ${field}`, method: 'POST', url: '/api/auth/register', body });
    }
    cases.push({
      name: 'login username',
      method: 'POST',
      url: '/api/auth/login',
      body: { username: `ana${NUL}`, password: 'una-clave-larga-9' },
    });
    for (const field of ['name', 'description'] as const)
      cases.push({
        name: `course ${field}`,
        method: 'POST',
        url: '/api/teacher/create-course',
        token: teacher,
        body: { ...course, [field]: `${course[field]}${NUL}` },
      });
    for (const field of ['title', 'description'] as const) {
      cases.push({
        name: `task ${field}`,
        method: 'POST',
        url: `/api/teacher/course/${w.a.courseId}/activity`,
        token: teacher,
        body: { ...task, [field]: `${task[field]}${NUL}` },
      });
      cases.push({
        name: `edit ${field}`,
        method: 'PUT',
        url: `/api/teacher/activity/${w.a.taskId}`,
        token: teacher,
        body: { ...task, type: undefined, [field]: `${task[field]}${NUL}` },
      });
    }
    const question = testBody();
    (question.questions[0] as { text: string }).text = `¿Sí?${NUL}`;
    const option = testBody();
    (option.questions[0]?.options[0] as { text: string }).text = `Sí${NUL}`;
    const title = { ...testBody(), title: `Test${NUL}` };
    for (const [name, body] of Object.entries({ question, option, title }))
      cases.push({
        name: `test ${name}`,
        method: 'POST',
        url: `/api/teacher/course/${w.a.courseId}/test`,
        token: teacher,
        body,
      });
    cases.push({
      name: 'evaluation feedback',
      method: 'POST',
      url: `/api/teacher/activity/${w.a.taskId}/evaluate?username=${encodeURIComponent(w.a.student.username)}`,
      token: teacher,
      body: { score: 7, feedback: `Bien${NUL}` },
    });
    cases.push({
      name: 'evaluation username',
      method: 'POST',
      url: `/api/teacher/activity/${w.a.taskId}/evaluate?username=${encodeURIComponent(NUL)}`,
      token: teacher,
      body: { score: 7, feedback: 'Bien' },
    });
    for (const dueDate of BAD_DATES) {
      cases.push({
        name: `task due ${dueDate}`,
        method: 'POST',
        url: `/api/teacher/course/${w.a.courseId}/activity`,
        token: teacher,
        body: { ...task, dueDate },
      });
      cases.push({
        name: `test due ${dueDate}`,
        method: 'POST',
        url: `/api/teacher/course/${w.a.courseId}/test`,
        token: teacher,
        body: { ...testBody(), dueDate },
      });
    }
    return cases;
  }

  it('refuses every JSON text field with a NUL byte, and every impossible date, with a Spanish 400', async () => {
    const failures: string[] = [];
    for (const c of jsonCases()) {
      const response = await app.inject({
        method: c.method,
        url: c.url,
        headers: auth(c.token),
        payload: c.body,
      });
      const error = (response.json() as { error?: string }).error ?? '';
      if (response.statusCode !== 400 || notSpanish(error))
        failures.push(`${c.name}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  describe('multipart text fields', () => {
    it('refuses a material title with a NUL byte', async () => {
      const form = await multipart([
        ['title', `Tema${NUL}`],
        ['file', SAMPLES.pdf, 'tema.pdf'],
      ]);
      const response = await app.inject({
        method: 'POST',
        url: `/api/teacher/course/${w.a.courseId}/add-material`,
        headers: { ...auth(w.a.teacher.token), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    });

    it('refuses a task answer with a NUL byte', async () => {
      const task = await makeActivity(app.db, w.a.courseId);
      const form = await multipart([
        ['textAnswer', `Mi respuesta${NUL}`],
        ['file', SAMPLES.pdf, 'tarea.pdf'],
      ]);
      const response = await app.inject({
        method: 'POST',
        url: `/api/student/activity/${task.id}/submit-task`,
        headers: { ...auth(w.a.student.token), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    });
  });
});
