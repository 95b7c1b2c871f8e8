import { ANSWER_MESSAGES } from '@aula/forms';
import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES } from '../src/courses/student-messages';
import { type GradableQuestion, gradeAnswer, gradeSubmission, scoreOutOfTen } from '../src/questions/grading';

const question = (
  id: number,
  kind: GradableQuestion['kind'],
  data: GradableQuestion['data'] = {},
  options: GradableQuestion['options'] = [],
) => ({ id, kind, data, options }) satisfies GradableQuestion;

const single = question(1, 'choice', {}, [
  { id: 11, correct: true },
  { id: 12, correct: false },
]);
const multiple = question(2, 'choice', { multiple: true }, [
  { id: 21, correct: true },
  { id: 22, correct: true },
  { id: 23, correct: false },
  { id: 24, correct: false },
]);
const gaps = question(3, 'gaps', {
  passage: 'Yo [1] en [2] y [3].',
  gaps: [
    { id: 901, accepted: ['vivo'], choices: null },
    { id: 902, accepted: ['España', 'Espana'], choices: null },
    { id: 903, accepted: ['trabajo'], choices: ['trabajo', 'trabaja'] },
  ],
  ignoreCase: true,
  ignoreAccents: false,
});
const matching = question(4, 'matching', {
  pairs: [
    { id: 77, rightId: 5, left: 'dog', leftImage: null, right: 'perro' },
    { id: 13, rightId: 91, left: 'cat', leftImage: null, right: 'gato' },
    { id: 40, rightId: 8, left: 'bird', leftImage: null, right: 'pájaro' },
    { id: 2, rightId: 60, left: 'fish', leftImage: null, right: 'pez' },
  ],
});
const ordering = question(5, 'ordering', {
  items: [
    { id: 300, text: 'I' },
    { id: 17, text: 'am' },
    { id: 912, text: 'a' },
    { id: 45, text: 'student' },
  ],
});
const short = question(6, 'short', { accepted: ['Ciudad de México', 'CDMX'], ignoreAccents: true });
const speaking = question(7, 'speaking', { maxSeconds: 60 });

const shareOf = (grade: ReturnType<typeof gradeAnswer>) => ('share' in grade ? grade.share : grade);

describe('grading by kind (decision 141)', () => {
  it('single choice: 1 for a correct option, 0 otherwise, refusing a foreign one', () => {
    expect(shareOf(gradeAnswer(single, { questionId: 1, selectedOptionId: 11 }))).toBe(1);
    expect(shareOf(gradeAnswer(single, { questionId: 1, selectedOptionId: 12 }))).toBe(0);
    expect(gradeAnswer(single, { questionId: 1, selectedOptionId: 99 })).toEqual({
      refused: STUDENT_MESSAGES.foreignOption,
    });
  });

  it('multiple choice: the exact set is 1, else (right − wrong) / correct, floored at 0', () => {
    const ticks = (selectedOptionIds: number[]) =>
      shareOf(gradeAnswer(multiple, { questionId: 2, selectedOptionIds }));
    expect(ticks([21, 22])).toBe(1);
    expect(ticks([21])).toBe(0.5);
    expect(ticks([21, 22, 23])).toBe(0.5);
    expect(ticks([21, 23, 24])).toBe(0);
    expect(ticks([])).toBe(0);
  });

  it('gaps: right gaps / gaps, case ignored when asked, accents kept unless asked', () => {
    const fill = (given: string[]) => shareOf(gradeAnswer(gaps, { questionId: 3, gaps: given }));
    expect(fill(['vivo', 'España', 'trabajo'])).toBe(1);
    expect(fill(['  VIVO ', 'espana', 'trabaja'])).toBeCloseTo(2 / 3);
    expect(fill(['vivó', 'Francia'])).toBe(0);
    expect(gradeAnswer(gaps, { questionId: 3, gaps: ['a', 'b', 'c', 'd'] })).toEqual({
      refused: ANSWER_MESSAGES.tooManyParts,
    });
  });

  it('matching: right pairs / pairs', () => {
    const match = (pairs: { left: number; right: number }[]) =>
      shareOf(gradeAnswer(matching, { questionId: 4, pairs }));
    expect(
      match([
        { left: 77, right: 5 },
        { left: 13, right: 91 },
        { left: 40, right: 8 },
        { left: 2, right: 60 },
      ]),
    ).toBe(1);
    expect(
      match([
        { left: 77, right: 5 },
        { left: 13, right: 8 },
        { left: 40, right: 91 },
      ]),
    ).toBe(0.25);
    expect(gradeAnswer(matching, { questionId: 4, pairs: [{ left: 77, right: 77 }] })).toEqual({
      refused: STUDENT_MESSAGES.foreignOption,
    });
  });

  it('ordering: items in their correct position / items', () => {
    const order = (ids: number[]) => shareOf(gradeAnswer(ordering, { questionId: 5, order: ids }));
    expect(order([300, 17, 912, 45])).toBe(1);
    expect(order([17, 300, 912, 45])).toBe(0.5);
    expect(order([45, 912, 17, 300])).toBe(0);
  });

  it('short answer: spaces and case always normalised, accents when asked', () => {
    const type = (text: string) => shareOf(gradeAnswer(short, { questionId: 6, text }));
    expect(type('  ciudad   de MEXICO ')).toBe(1);
    expect(type('cdmx')).toBe(1);
    expect(type('Guadalajara')).toBe(0);
    expect(type('   ')).toBe(0);
    const strict = question(8, 'short', { accepted: ['México'], ignoreAccents: false });
    expect(shareOf(gradeAnswer(strict, { questionId: 8, text: 'mexico' }))).toBe(0);
    expect(shareOf(gradeAnswer(strict, { questionId: 8, text: 'MÉXICO' }))).toBe(1);
  });

  it('refuses the field of another kind', () => {
    expect(gradeAnswer(short, { questionId: 6, gaps: ['x'] })).toEqual({
      refused: ANSWER_MESSAGES.wrongKind,
    });
    expect(gradeAnswer(multiple, { questionId: 2, selectedOptionId: 21 })).toEqual({
      refused: ANSWER_MESSAGES.wrongKind,
    });
  });
});

describe('gradeSubmission', () => {
  const all = [single, multiple, gaps, matching, ordering, short];
  const answers = [
    { questionId: 1, selectedOptionId: 11 },
    { questionId: 2, selectedOptionIds: [21] },
    { questionId: 3, gaps: ['vivo', 'España', 'no'] },
    { questionId: 4, pairs: [{ left: 77, right: 5 }] },
    { questionId: 5, order: [300, 17, 912, 45] },
    { questionId: 6, text: 'Monterrey' },
  ];

  it('sums each question share × 10 / questions, one decimal', () => {
    // 1 + 0.5 + 2/3 + 0.25 + 1 + 0 = 3.4166… of 6 → 5.7
    expect(gradeSubmission(all, answers)).toEqual({
      ok: true,
      score: 5.7,
      autoScore: 5.7,
      pendingReview: false,
      feedback: STUDENT_MESSAGES.testFeedback(2, 6),
    });
  });

  it('leaves a test with a speaking answer pending review, keeping the auto part', () => {
    const graded = gradeSubmission(
      [single, speaking],
      [
        { questionId: 1, selectedOptionId: 11 },
        { questionId: 7, recording: 'abcdefgh12.webm' },
      ],
    );
    expect(graded).toMatchObject({ ok: true, score: null, autoScore: 10, pendingReview: true });
  });

  it('refuses a missing, foreign or repeated answer', () => {
    expect(gradeSubmission(all, answers.slice(1))).toEqual({
      ok: false,
      message: STUDENT_MESSAGES.missingAnswers,
    });
    expect(gradeSubmission([single], [{ questionId: 9, selectedOptionId: 11 }])).toEqual({
      ok: false,
      message: STUDENT_MESSAGES.foreignQuestion,
    });
    expect(gradeSubmission([], [])).toEqual({ ok: false, message: STUDENT_MESSAGES.testWithoutQuestions });
  });

  it('keeps the spec arithmetic: 2 of 3 is 6.7, 7 of 10 exactly 7', () => {
    expect(scoreOutOfTen(2, 3)).toBe(6.7);
    expect(scoreOutOfTen(7, 10)).toBe(7);
    expect(scoreOutOfTen(0.1 + 0.2, 3)).toBe(1);
  });
});
