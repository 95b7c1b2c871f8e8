import { describe, expect, it } from 'vitest';
import {
  ANSWER_MESSAGES as A,
  gapMarkersInOrder,
  QUESTION_MESSAGES as M,
  nextGapMarker,
  normaliseAnswer,
  parsePassage,
} from './questions';
import { answerDraftSchema, STUDENT_TEST_MESSAGES, testSubmissionSchema } from './student';
import { createTestSchema, updateTestSchema } from './teacher';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('normaliseAnswer', () => {
  it('trims and collapses spaces, keeping case and accents unless asked', () => {
    expect(normaliseAnswer('  Él   está\tbien ')).toBe('Él está bien');
  });
  it('ignores case and accents when asked, ñ included', () => {
    expect(normaliseAnswer('ÉL ESTÁ', { ignoreCase: true })).toBe('él está');
    expect(normaliseAnswer('Él está en España', { ignoreAccents: true })).toBe('El esta en Espana');
    expect(normaliseAnswer('CAFÉ', { ignoreCase: true, ignoreAccents: true })).toBe('cafe');
  });
  it('compares a decomposed accent with a composed one', () => {
    expect(normaliseAnswer('cafe\u0301')).toBe(normaliseAnswer('café'));
  });
});

describe('gap markers', () => {
  it('splits a passage at its markers', () => {
    expect(parsePassage('I [1] a student, she [2].')).toEqual({
      parts: [{ text: 'I ' }, { gap: 0 }, { text: ' a student, she ' }, { gap: 1 }, { text: '.' }],
      markers: [1, 2],
    });
  });
  it('accepts only [1]…[n] once each and in order', () => {
    expect(gapMarkersInOrder('[1] and [2]', 2)).toBe(true);
    expect(gapMarkersInOrder('[2] and [1]', 2)).toBe(false);
    expect(gapMarkersInOrder('[1] and [1]', 2)).toBe(false);
    expect(gapMarkersInOrder('[1]', 2)).toBe(false);
  });
  it('offers the next marker to insert', () => {
    expect(nextGapMarker('no gaps')).toBe('[1]');
    expect(nextGapMarker('[1] then [2]')).toBe('[3]');
  });
});

const test = (question: Record<string, unknown>) => ({
  title: 'Unidad 3',
  dueDate: '2030-01-01T10:00:00.000Z',
  questions: [{ text: '¿Qué falta?', ...question }],
});

describe('teacher questions by kind', () => {
  it('keeps a question without kind as the spec choice question', () => {
    const parsed = createTestSchema.parse(test({ options: [{ text: 'a', correct: true }, { text: 'b' }] }));
    expect(parsed.questions[0]).toMatchObject({ text: '¿Qué falta?', audio: null });
    expect(parsed.questions[0]?.kind).toBeUndefined();
  });

  it('accepts every kind with its fields and fills its defaults', () => {
    const questions = [
      {
        kind: 'choice',
        multiple: true,
        options: [
          { text: 'a', correct: true },
          { text: 'b', correct: true },
        ],
      },
      { kind: 'gaps', passage: 'I [1] here', gaps: [{ accepted: ['am'], choices: ['am', 'is'] }] },
      {
        kind: 'matching',
        pairs: [
          { left: 'dog', right: 'perro' },
          { left: 'cat', right: 'gato' },
        ],
      },
      { kind: 'ordering', items: [{ text: 'I' }, { text: 'am' }] },
      { kind: 'short', accepted: ['Madrid'] },
      { kind: 'speaking', audio: { file: 'abcdefgh12.mp3', transcript: 'Describe tu casa.' } },
    ].map((question) => ({ text: 'Pregunta', ...question }));
    const parsed = createTestSchema.parse({ ...test({}), questions });
    expect(parsed.questions.map((q) => q.kind)).toEqual([
      'choice',
      'gaps',
      'matching',
      'ordering',
      'short',
      'speaking',
    ]);
    expect(parsed.questions[1]).toMatchObject({ ignoreCase: true, ignoreAccents: false, options: [] });
    expect(parsed.questions[5]).toMatchObject({
      maxSeconds: 120,
      audio: { transcript: 'Describe tu casa.' },
    });
  });

  it('drops the fields of another kind the editor kept', () => {
    const parsed = createTestSchema.parse(
      test({
        kind: 'short',
        accepted: ['sí'],
        items: [{ text: 'x' }],
        options: [{ text: 'a', correct: true }],
      }),
    );
    expect(parsed.questions[0]).not.toHaveProperty('items');
    expect(parsed.questions[0]?.options).toEqual([]);
  });

  it.each([
    [{ kind: 'quiz' }, M.kindInvalid],
    [{ kind: 'gaps', passage: '', gaps: [{ accepted: ['a'] }] }, M.passageRequired],
    [{ kind: 'gaps', passage: 'no marker', gaps: [{ accepted: ['a'] }] }, M.gapMarkers],
    [{ kind: 'gaps', passage: 'x', gaps: [] }, M.gapsMin],
    [{ kind: 'gaps', passage: '[1]', gaps: [{ accepted: [] }] }, M.gapAcceptedRequired],
    [{ kind: 'gaps', passage: '[1]', gaps: [{ accepted: [' '] }] }, M.acceptedTextRequired],
    [{ kind: 'gaps', passage: '[1]', gaps: [{ accepted: ['a'], choices: ['a'] }] }, M.gapChoicesCount],
    [
      { kind: 'gaps', passage: '[1]', gaps: [{ accepted: ['a'], choices: ['b', 'c'] }] },
      M.gapChoicesAccepted,
    ],
    [{ kind: 'matching', pairs: [{ left: 'a', right: 'b' }] }, M.pairsCount],
    [
      {
        kind: 'matching',
        pairs: [
          { left: 'a', right: 'b' },
          { left: 'c', right: 'b' },
        ],
      },
      M.pairRepeated,
    ],
    [
      {
        kind: 'matching',
        pairs: [
          { left: 'a', right: '' },
          { left: 'c', right: 'd' },
        ],
      },
      M.pairTextRequired,
    ],
    [{ kind: 'matching', pairs: [{ left: 'a', right: 'b', leftImage: '../x' }] }, M.imageInvalid],
    [{ kind: 'ordering', items: [{ text: 'solo' }] }, M.itemsCount],
    [{ kind: 'ordering', items: [{ text: 'a' }, { text: 'x'.repeat(501) }] }, M.itemTextMax],
    [{ kind: 'short', accepted: [] }, M.shortAcceptedRequired],
    [{ kind: 'short', accepted: Array.from({ length: 21 }, (_, i) => `r${i}`) }, M.shortAcceptedMax],
    [{ kind: 'speaking', maxSeconds: 5 }, M.maxSecondsRange],
    [{ kind: 'speaking', maxSeconds: 301 }, M.maxSecondsRange],
    [{ kind: 'speaking', audio: { file: 'abcdefgh12.mp3', transcript: ' ' } }, M.transcriptRequired],
    [{ kind: 'speaking', audio: { file: '/etc/passwd', transcript: 'x' } }, M.audioFileInvalid],
  ])('refuses %j with its Spanish message', (question, message) => {
    expect(messages(updateTestSchema.safeParse({ ...test(question), description: 'Repaso' }))).toContain(
      message,
    );
  });
});

describe('student answers', () => {
  it('accepts one field of one kind per answer, the spec single choice included', () => {
    const answers = [
      { questionId: 1, selectedOptionId: 2 },
      { questionId: 2, selectedOptionIds: [3, 4] },
      { questionId: 3, gaps: ['am', ''] },
      { questionId: 4, pairs: [{ left: 1, right: 2 }] },
      { questionId: 5, order: [3, 1, 2] },
      { questionId: 6, text: 'Madrid' },
      { questionId: 7, recording: 'abcdefgh12.webm' },
    ];
    expect(testSubmissionSchema.parse({ answers })).toEqual({ answers });
  });

  it.each([
    [{ questionId: 1 }, STUDENT_TEST_MESSAGES.answerShape],
    [{ questionId: 1, text: 'a', gaps: ['b'] }, A.wrongKind],
    [{ questionId: 1, text: 'x'.repeat(501) }, A.textMax],
    [{ questionId: 1, gaps: ['x'.repeat(201)] }, A.gapMax],
    [{ questionId: 1, order: [1, 1] }, A.tooManyParts],
    [{ questionId: 1, order: Array.from({ length: 13 }, (_, i) => i + 1) }, A.tooManyParts],
    [{ questionId: 1, recording: '../../secret.webm' }, A.recordingUnknown],
    [{ questionId: 1, selectedOptionId: -1 }, STUDENT_TEST_MESSAGES.answerShape],
  ])('refuses %j', (answer, message) => {
    expect(messages(testSubmissionSchema.safeParse({ answers: [answer] }))).toContain(message);
  });

  it('keeps a draft of any number of answers with its revision', () => {
    expect(answerDraftSchema.parse({ answers: [], revision: 0 })).toEqual({ answers: [], revision: 0 });
    expect(messages(answerDraftSchema.safeParse({ answers: [], revision: -1 }))).toContain(A.revisionInvalid);
    expect(messages(answerDraftSchema.safeParse({ answers: [], revision: 1.5 }))).toContain(
      A.revisionInvalid,
    );
    expect(messages(answerDraftSchema.safeParse({ answers: [], revision: 1, extra: 1 }))).toContain(
      STUDENT_TEST_MESSAGES.unknownField,
    );
  });
});
