import { TEACHER_MESSAGES as M } from '@aula/forms';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { activities, activityResults, options, questions } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import {
  auth,
  footprint,
  makeActivity,
  makeResult,
  makeTest,
  type TeacherWorld,
  teacherWorld,
} from './support/teacher';

const due = '2030-07-01T10:00:00.000Z';

interface TestJson {
  id: number;
  title: string;
  description: string;
  dueDate: string;
  type: 'TEST';
  questionCount: number;
  questions: { id: number; text: string; options: { id: number; text: string; correct: boolean }[] }[];
}

const oneQuestion = (i: number) => ({
  text: `Pregunta ${i + 1}`,
  options: [{ text: 'Sí', correct: true }, { text: 'No' }],
});

const threeQuestions = {
  title: 'Test de vocabulario',
  description: 'Elige la respuesta correcta',
  dueDate: '2030-07-01T12:00:00+02:00',
  questions: [
    {
      text: 'Dog',
      options: [
        { text: 'Perro', correct: true },
        { text: 'Gato', correct: false },
      ],
    },
    {
      text: 'Cat',
      options: [
        { text: 'Perro', correct: false },
        { text: 'Gato', correct: true },
        { text: 'Pez', correct: false },
      ],
    },
    {
      text: 'Fish',
      options: [
        { text: 'Pez', correct: true },
        { text: 'Ave', correct: false },
      ],
    },
  ],
};

describeEachDatabase('teacher activities and tests', (ctx) => {
  let app: App;
  let w: TeacherWorld;

  beforeAll(async () => {
    app = await ctx.app();
    w = await teacherWorld(app);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/teacher${url}`,
      headers: { ...auth(w.teacher.token), 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('written tasks', () => {
    it('creates a task (description optional) and lists it with its counts', async () => {
      const response = await call('POST', `/course/${w.course.id}/activity`, {
        title: ' Redacción ',
        type: 'TASK',
        dueDate: '2030-07-01T12:00:00+02:00',
      });
      expect(response.statusCode, response.body).toBe(201);
      const task = response.json();
      expect(task).toMatchObject({
        courseId: w.course.id,
        title: 'Redacción',
        description: '',
        type: 'TASK',
        dueDate: due,
        questionCount: 0,
        resultCount: 0,
      });
      const list = (await call('GET', `/course/${w.course.id}/activity`)).json() as { id: number }[];
      expect(list.map((a) => a.id)).toContain(task.id);
    });

    it.each([
      [{ title: '' }, M.activityTitleRequired],
      [{ title: 'x'.repeat(201) }, M.activityTitleMax],
      [{ dueDate: '' }, M.activityDueDateRequired],
      [{ dueDate: 'mañana' }, M.activityDueDateInvalid],
      [{ dueDate: '2030-07-01T12:00' }, M.activityDueDateInvalid],
      [{ type: 'EXAMEN' }, M.activityTypeInvalid],
      [{ type: 'TEST' }, 'Un test se crea con sus preguntas.'],
      [{ courseId: 3 }, M.unknownField],
    ])('create %o → 400 %s, nothing created', async (change, message) => {
      const before = await footprint(app);
      const response = await call('POST', `/course/${w.course.id}/activity`, {
        title: 'T',
        type: 'TASK',
        dueDate: due,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await footprint(app)).toEqual(before);
    });

    it('edits title, description and due date; the type cannot change', async () => {
      const task = await makeActivity(app.db, w.course.id);
      const response = await call('PUT', `/activity/${task.id}`, {
        title: 'Nueva',
        description: 'Nueva descripción',
        dueDate: '2031-01-01T00:00:00Z',
        type: 'TASK',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'Nueva',
        description: 'Nueva descripción',
        dueDate: '2031-01-01T00:00:00.000Z',
      });

      const [before] = await app.db.select().from(activities).where(eq(activities.id, task.id));
      for (const [body, message] of [
        [
          { title: 'X', description: 'D', dueDate: due, type: 'TEST' },
          'El tipo de una actividad no se puede cambiar.',
        ],
        [{ title: 'X', description: ' ', dueDate: due }, M.activityDescriptionRequired],
        [{ title: '', description: 'D', dueDate: due }, M.activityTitleRequired],
        [{ title: 'X', description: 'D', dueDate: '' }, M.activityDueDateRequired],
      ] as const) {
        const refused = await call('PUT', `/activity/${task.id}`, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ error: message });
      }
      expect(await app.db.select().from(activities).where(eq(activities.id, task.id))).toEqual([before]);
    });

    it('deletes a task without submissions; refuses one with submissions and keeps them', async () => {
      const free = await makeActivity(app.db, w.course.id);
      const deleted = await call('DELETE', `/activity/${free.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Actividad eliminada correctamente.' });
      expect(await app.db.select().from(activities).where(eq(activities.id, free.id))).toEqual([]);

      const used = await makeActivity(app.db, w.course.id);
      const { result } = await makeResult(app, used.id, w.student.id);
      const refused = await call('DELETE', `/activity/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/ya tiene entregas/);
      expect(
        await app.db.select().from(activityResults).where(eq(activityResults.id, result.id)),
      ).toHaveLength(1);

      const missing = await call('DELETE', '/activity/999999');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('tests', () => {
    it('creates a test with its questions and options in order, and reads it back', async () => {
      const response = await call('POST', `/course/${w.course.id}/test`, threeQuestions);
      expect(response.statusCode, response.body).toBe(201);
      const test = response.json() as TestJson;
      expect(test).toMatchObject({
        type: 'TEST',
        title: 'Test de vocabulario',
        dueDate: '2030-07-01T10:00:00.000Z',
        questionCount: 3,
      });
      expect(
        test.questions.map((q) => [q.text, q.options.map((o) => `${o.text}${o.correct ? '*' : ''}`)]),
      ).toEqual([
        ['Dog', ['Perro*', 'Gato']],
        ['Cat', ['Perro', 'Gato*', 'Pez']],
        ['Fish', ['Pez*', 'Ave']],
      ]);
      const read = await call('GET', `/test/${test.id}`);
      expect(read.json()).toEqual(test);
    });

    it.each([
      [{ questions: [] }, M.questionsRequired],
      [
        { questions: [{ text: ' ', options: [{ text: 'a', correct: true }, { text: 'b' }] }] },
        M.questionTextRequired,
      ],
      [{ questions: [{ text: 'P', options: [{ text: 'a', correct: true }] }] }, M.optionsMin],
      [{ questions: [{ text: 'P', options: [{ text: 'a' }, { text: 'b' }] }] }, M.correctRequired],
      [
        { questions: [{ text: 'P', options: [{ text: 'a', correct: true }, { text: '' }] }] },
        M.optionTextRequired,
      ],
      [{ title: '' }, M.activityTitleRequired],
      [{ type: 'TASK' }, M.activityTypeInvalid],
    ])('create %o → 400 %s, nothing created', async (change, message) => {
      const before = await footprint(app);
      const questionRows = await app.db.select().from(questions);
      const response = await call('POST', `/course/${w.course.id}/test`, { ...threeQuestions, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect(await footprint(app)).toEqual(before);
      expect(await app.db.select().from(questions)).toEqual(questionRows);
    });

    it('takes a test of 100 questions, the most one may hold, and refuses 101', async () => {
      const hundred = Array.from({ length: 100 }, (_, i) => oneQuestion(i));
      const response = await call('POST', `/course/${w.course.id}/test`, {
        ...threeQuestions,
        questions: hundred,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as TestJson).questions).toHaveLength(100);

      const questionRows = await app.db.select().from(questions);
      const tooMany = { ...threeQuestions, questions: [...hundred, oneQuestion(100)] };
      const refused = await call('POST', `/course/${w.course.id}/test`, tooMany);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: M.tooManyQuestions });
      expect(await app.db.select().from(questions)).toEqual(questionRows);
    });

    it('edits a test: adds an option, marks two correct, adds and removes questions, in one go', async () => {
      const test = (await call('POST', `/course/${w.course.id}/test`, threeQuestions)).json() as TestJson;
      const [dog, cat, fish] = test.questions;
      if (!dog || !cat || !fish) throw new Error('questions missing');
      const response = await call('PUT', `/test/${test.id}`, {
        title: 'Test editado',
        description: 'Con más opciones',
        dueDate: due,
        questions: [
          {
            id: cat.id,
            text: 'Cat (gato)',
            options: [
              ...cat.options.map((o) => ({ id: o.id, text: o.text, correct: o.text !== 'Perro' })),
              { id: null, text: 'Michi', correct: true },
            ],
          },
          {
            id: dog.id,
            text: dog.text,
            options: [
              { id: dog.options[0]?.id, text: 'Perro', correct: true },
              { id: null, text: 'Can', correct: true },
            ],
          },
          {
            id: null,
            text: 'Bird',
            options: [
              { id: null, text: 'Ave', correct: true },
              { id: null, text: 'Pez', correct: false },
            ],
          },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const edited = response.json() as TestJson;
      expect(edited).toMatchObject({
        title: 'Test editado',
        description: 'Con más opciones',
        questionCount: 3,
      });
      expect(
        edited.questions.map((q) => [q.text, q.options.map((o) => `${o.text}${o.correct ? '*' : ''}`)]),
      ).toEqual([
        ['Cat (gato)', ['Perro', 'Gato*', 'Pez*', 'Michi*']],
        ['Dog', ['Perro*', 'Can*']],
        ['Bird', ['Ave*', 'Pez']],
      ]);
      expect(edited.questions[0]?.id).toBe(cat.id);
      expect(edited.questions[0]?.options[0]?.id).toBe(cat.options[0]?.id);
      // Fish went with its options; Dog's 'Gato' option too.
      expect(await app.db.select().from(questions).where(eq(questions.id, fish.id))).toEqual([]);
      expect(
        await app.db
          .select()
          .from(options)
          .where(inArray(options.id, [...fish.options.map((o) => o.id), dog.options[1]?.id ?? 0])),
      ).toEqual([]);
    });

    it('refuses ids of another test or question, and repeated ids, changing nothing', async () => {
      const test = (await call('POST', `/course/${w.course.id}/test`, threeQuestions)).json() as TestJson;
      const other = await makeTest(app.db, w.course.id, [2]);
      const [q1, q2] = test.questions;
      if (!q1 || !q2) throw new Error('questions missing');
      const body = (questionList: unknown[]) => ({
        title: 'T',
        description: 'D',
        dueDate: due,
        questions: questionList,
      });
      const keep = (q: TestJson['questions'][number]) => ({ id: q.id, text: q.text, options: q.options });
      const cases: [unknown[], string][] = [
        [[{ ...keep(q1), id: other.questions[0]?.id }], 'Una de las preguntas no pertenece a este test.'],
        [
          [{ ...keep(q1), options: [...q1.options, { ...q2.options[0], correct: false }] }],
          'Una de las opciones no pertenece a su pregunta.',
        ],
        [[keep(q1), keep(q1)], 'Una pregunta u opción aparece más de una vez.'],
        [
          [{ id: null, text: 'Nueva', options: q1.options }],
          'Una de las opciones no pertenece a su pregunta.',
        ],
      ];
      for (const [questionList, message] of cases) {
        const before = await call('GET', `/test/${test.id}`);
        const response = await call('PUT', `/test/${test.id}`, body(questionList));
        expect(response.statusCode, JSON.stringify(questionList)).toBe(400);
        expect(response.json()).toEqual({ error: message });
        expect((await call('GET', `/test/${test.id}`)).json()).toEqual(before.json());
      }
    });

    it('once answered, a test keeps its questions but its title, description and date can change', async () => {
      const { activity, questions: made } = await makeTest(app.db, w.course.id, [2]);
      await makeResult(app, activity.id, w.student.id, { score: 10, withFile: false });
      const current = (await call('GET', `/test/${activity.id}`)).json() as TestJson;
      const same = current.questions.map((q) => ({ id: q.id, text: q.text, options: q.options }));
      const renamed = await call('PUT', `/test/${activity.id}`, {
        title: 'Renombrado',
        description: 'D',
        dueDate: due,
        questions: same,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().title).toBe('Renombrado');
      const changed = await call('PUT', `/test/${activity.id}`, {
        title: 'Renombrado',
        description: 'D',
        dueDate: due,
        questions: [{ ...same[0], options: same[0]?.options.map((o) => ({ ...o, correct: !o.correct })) }],
      });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().error).toMatch(/ya tiene respuestas/);
      expect((await call('GET', `/test/${activity.id}`)).json().questions[0].options[0].id).toBe(
        made[0]?.options[0],
      );
    });

    it('deleting a test deletes its questions and options', async () => {
      const { activity, questions: made } = await makeTest(app.db, w.course.id, [2, 3]);
      const response = await call('DELETE', `/activity/${activity.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await app.db.select().from(questions).where(eq(questions.activityId, activity.id))).toEqual([]);
      expect(
        await app.db
          .select()
          .from(options)
          .where(
            inArray(
              options.id,
              made.flatMap((q) => q.options),
            ),
          ),
      ).toEqual([]);
    });

    it('GET /test/{id} of a written task is 404', async () => {
      const task = await makeActivity(app.db, w.course.id);
      const response = await call('GET', `/test/${task.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Test no encontrado.' });
      const put = await call('PUT', `/test/${task.id}`, { ...threeQuestions, description: 'D' });
      expect(put.statusCode).toBe(404);
    });
  });
});
