import { ANSWER_MESSAGES, QUESTION_MESSAGES } from '@aula/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { describeEachDatabase } from './support/harness';
import {
  bearer,
  classroom,
  enrol,
  insertUser,
  multipartBody,
  type TestUser,
} from './support/student-fixtures';

/** A few bytes that pass the audio checks: an ID3v2.4 tag, then an MPEG frame header. */
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64, 0x20)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), Buffer.alloc(64, 0x20)]);

describeEachDatabase('question kinds, drafts and recordings', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;

  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const upload = (user: TestUser, url: string, filename: string, bytes: Buffer) => {
    const body = multipartBody([{ name: 'file', filename, bytes }]);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(user), ...body.headers },
      payload: body.payload,
    });
  };
  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(user), ...(payload && { payload }) });

  async function everyKindTest(title: string) {
    const media = await upload(
      world.teacher,
      `/api/teacher/course/${world.courseId}/test-media`,
      'escucha.mp3',
      MP3,
    );
    expect(media.statusCode, media.body).toBe(201);
    const audio = { file: media.json().file as string, transcript: 'Escucha y responde.' };
    const created = await call(world.teacher, 'POST', `/teacher/course/${world.courseId}/test`, {
      title,
      dueDate: '2099-01-01T10:00:00.000Z',
      questions: [
        { text: 'Elige', options: [{ text: 'London', correct: true }, { text: 'Paris' }], audio },
        {
          text: 'Marca las ciudades',
          kind: 'choice',
          multiple: true,
          options: [{ text: 'Rome', correct: true }, { text: 'Blue' }, { text: 'Lima', correct: true }],
        },
        {
          text: 'Completa',
          kind: 'gaps',
          passage: 'I [1] in [2].',
          gaps: [{ accepted: ['live'] }, { accepted: ['London'], choices: ['Paris', 'London'] }],
        },
        {
          text: 'Relaciona',
          kind: 'matching',
          pairs: [
            { left: 'dog', right: 'perro' },
            { left: 'cat', right: 'gato' },
          ],
        },
        { text: 'Ordena', kind: 'ordering', items: [{ text: 'I' }, { text: 'am' }, { text: 'here' }] },
        { text: '¿Capital de España?', kind: 'short', accepted: ['Madrid'], ignoreAccents: true },
        { text: 'Preséntate', kind: 'speaking', maxSeconds: 60 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    return { test: created.json(), audio };
  }

  it('keeps every kind as the teacher wrote it, and refuses media of another course', async () => {
    const { test, audio } = await everyKindTest('Unidad 1');
    const kinds = test.questions.map((q: { kind?: string }) => q.kind ?? 'choice');
    expect(kinds).toEqual(['choice', 'choice', 'gaps', 'matching', 'ordering', 'short', 'speaking']);
    // The teacher sees the file by the name it was uploaded with; the test refers to its stored name.
    expect(audio.file).not.toBe('escucha.mp3');
    expect(test.questions[0].audio).toEqual({ ...audio, name: 'escucha.mp3' });
    const read = await call(world.teacher, 'GET', `/teacher/test/${test.id}`);
    expect(read.json().questions[0].audio).toEqual({ ...audio, name: 'escucha.mp3' });
    expect(test.questions[2]).toMatchObject({ passage: 'I [1] in [2].', ignoreCase: true, options: [] });
    expect(test.questions[4].items.map((item: { text: string }) => item.text)).toEqual(['I', 'am', 'here']);

    const other = await insertUser(app, ['TEACHER']);
    const refused = await call(other, 'PUT', `/teacher/test/${test.id}`, {
      title: 'x',
      description: 'y',
      dueDate: '2099-01-01T10:00:00.000Z',
      questions: [{ text: 'q', kind: 'short', accepted: ['a'], audio }],
    });
    expect(refused.statusCode).toBe(404);
    const foreign = await call(world.teacher, 'POST', `/teacher/course/${world.courseId}/test`, {
      title: 'Ajeno',
      dueDate: '2099-01-01T10:00:00.000Z',
      questions: [
        {
          text: 'Escucha',
          kind: 'short',
          accepted: ['a'],
          audio: { file: 'abcdefghijkl.mp3', transcript: 't' },
        },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(QUESTION_MESSAGES.audioFileInvalid);
  });

  it('shows the student every kind without an answer, by value, id or order', async () => {
    const { test } = await everyKindTest('Unidad 2');
    const response = await call(world.student, 'GET', `/student/activity/${test.id}/questions`);
    expect(response.statusCode).toBe(200);
    const questions = response.json();
    const text = JSON.stringify(questions);
    for (const secret of ['"correct"', 'accepted', 'live', 'Madrid', 'rightId'])
      expect(text).not.toContain(secret);
    expect(questions[0].audio.url).toBe(
      `/api/student/activity/${test.id}/media/${test.questions[0].audio.file}`,
    );
    expect(questions[2].gaps).toEqual([{ choices: null }, { choices: ['London', 'Paris'] }]);

    const [teacherPairs, teacherItems] = [test.questions[3].pairs, test.questions[4].items];
    const { left, right } = questions[3];
    // Right ids are not left ids, and the shown order pairs nothing by position.
    expect(right.map((r: { id: number }) => r.id)).not.toEqual(
      expect.arrayContaining(left.map((l: { id: number }) => l.id)),
    );
    expect(right.map((r: { text: string }) => r.text)).not.toEqual(
      teacherPairs.map((p: { right: string }) => p.right),
    );
    // Items never come in the correct order, and their ids do not sort into it either.
    const shown = questions[4].items;
    expect(shown.map((i: { text: string }) => i.text)).not.toEqual(['I', 'am', 'here']);
    const byId = [...shown].sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    expect(byId.map((i: { text: string }) => i.text)).not.toEqual(['I', 'am', 'here']);
    expect(shown.map((i: { id: number }) => i.id).sort()).toEqual(
      teacherItems.map((i: { id: number }) => i.id).sort(),
    );
    expect(questions[6]).toMatchObject({ kind: 'speaking', maxSeconds: 60, options: [] });
  });

  it('saves answers as you go, keeps the newest revision and continues after a reload', async () => {
    const { test } = await everyKindTest('Unidad 3');
    const url = `/student/activity/${test.id}/answers`;
    expect((await call(world.student, 'GET', url)).json()).toEqual({
      answers: [],
      savedAt: null,
      revision: 0,
    });

    const half = [
      { questionId: test.questions[0].id, selectedOptionId: test.questions[0].options[0].id },
      { questionId: test.questions[5].id, text: 'madrid' },
    ];
    const saved = await call(world.student, 'PUT', url, { answers: half, revision: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).toBe(2);
    // An older retry from an offline queue changes nothing.
    const stale = await call(world.student, 'PUT', url, { answers: [], revision: 1 });
    expect(stale.json()).toEqual(saved.json());
    expect((await call(world.student, 'GET', url)).json()).toMatchObject({ answers: half, revision: 2 });

    const wrongKind = await call(world.student, 'PUT', url, {
      answers: [{ questionId: test.questions[5].id, gaps: ['x'] }],
      revision: 3,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe(ANSWER_MESSAGES.wrongKind);
    expect((await call(world.otherStudent, 'GET', url)).statusCode).toBe(404);
  });

  it('grades every kind with partial credit and waits for the teacher on a speaking answer', async () => {
    const { test } = await everyKindTest('Unidad 4');
    const [single, multiple, gaps, matching, ordering, short, speaking] = test.questions;
    const student = await insertUser(app, ['STUDENT']);
    await enrol(app.db, world.courseId, student.id);

    const notSpeaking = await upload(
      student,
      `/api/student/activity/${test.id}/recording/${short.id}`,
      'voz.webm',
      WEBM,
    );
    expect(notSpeaking.statusCode).toBe(400);
    const recorded = await upload(
      student,
      `/api/student/activity/${test.id}/recording/${speaking.id}`,
      'voz.webm',
      WEBM,
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { recording } = recorded.json();

    const answers = [
      { questionId: single.id, selectedOptionId: single.options[0].id },
      { questionId: multiple.id, selectedOptionIds: [multiple.options[0].id] },
      { questionId: gaps.id, gaps: ['LIVE', 'Paris'] },
      {
        questionId: matching.id,
        pairs: matching.pairs.map((pair: { id: number }) => ({ left: pair.id, right: -1 })),
      },
      { questionId: ordering.id, order: ordering.items.map((item: { id: number }) => item.id) },
      { questionId: short.id, text: '  MADRID ' },
      { questionId: speaking.id, recording },
    ];
    // A right id is needed: the student reads them from the questions call.
    const shown = (await call(student, 'GET', `/student/activity/${test.id}/questions`)).json();
    const rightOf = new Map(
      shown[3].right.map((right: { id: number; text: string }) => [right.text, right.id] as const),
    );
    answers[3] = {
      questionId: matching.id,
      pairs: [
        { left: matching.pairs[0].id, right: rightOf.get('perro') as number },
        { left: matching.pairs[1].id, right: rightOf.get('perro') as number },
      ],
    };
    await call(student, 'PUT', `/student/activity/${test.id}/answers`, { answers, revision: 1 });
    const submitted = await call(student, 'POST', `/student/activity/${test.id}/submit-test`, { answers });
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json()).toMatchObject({ score: null, pendingReview: true });
    // The draft is gone with the hand-in, and no more drafts are taken.
    expect((await call(student, 'GET', `/student/activity/${test.id}/answers`)).json().savedAt).toBeNull();
    const late = await call(student, 'PUT', `/student/activity/${test.id}/answers`, {
      answers: [],
      revision: 9,
    });
    expect(late.statusCode).toBe(409);

    const results = (await call(world.teacher, 'GET', '/teacher/activity-results')).json();
    const mine = results.find(
      (r: { activityId: number; studentUsername: string }) =>
        r.activityId === test.id && r.studentUsername === student.username,
    );
    // 1 + 0.5 + 0.5 + 0.5 + 1 + 1 = 4.5 of 6 auto-graded questions → 7.5
    expect(mine).toMatchObject({ score: null, pendingReview: true, autoScore: 7.5 });
    expect(mine.speakingAnswers).toEqual([
      {
        questionId: speaking.id,
        questionText: 'Preséntate',
        recordingUrl: `/api/teacher/test/${test.id}/media/${recording}`,
      },
    ]);
    const heard = await app.inject({
      method: 'GET',
      url: mine.speakingAnswers[0].recordingUrl,
      headers: bearer(world.teacher),
    });
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/webm');
    expect((await call(student, 'GET', `/student/activity/${test.id}/media/${recording}`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(world.student, 'GET', `/student/activity/${test.id}/media/${recording}`)).statusCode,
    ).toBe(404);

    const graded = await app.inject({
      method: 'POST',
      url: `/api/teacher/activity/${test.id}/evaluate?username=${student.username}`,
      headers: bearer(world.teacher),
      payload: { score: 8, feedback: 'Buena pronunciación.' },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({ score: 8, pendingReview: false });
    const own = (await call(student, 'GET', '/student/activity-results')).json();
    expect(own.find((r: { activityId: number }) => r.activityId === test.id)).not.toHaveProperty(
      'pendingReview',
    );
  });

  describe('test media', () => {
    it('refuses another type, a fake audio and another teacher', async () => {
      const url = `/api/teacher/course/${world.courseId}/test-media`;
      const exe = await upload(world.teacher, url, 'virus.exe', Buffer.from('MZ\x90\x00'));
      expect(exe.statusCode).toBe(400);
      expect(exe.json().error).toBe(QUESTION_MESSAGES.mediaType);
      const fake = await upload(world.teacher, url, 'fake.mp3', Buffer.from('not an mp3 at all'));
      expect(fake.json().error).toBe(QUESTION_MESSAGES.mediaContent);
      const other = await insertUser(app, ['TEACHER']);
      expect((await upload(other, url, 'escucha.mp3', MP3)).statusCode).toBe(404);
    });
  });
});
