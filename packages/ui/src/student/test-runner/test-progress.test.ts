import { describe, expect, it } from 'vitest';
import { answerList, testProgress } from './test-progress';

const questions = [{ id: 10 }, { id: 11 }, { id: 12 }];

describe('testProgress', () => {
  it('counts answered questions and lists the rest in order', () => {
    expect(testProgress(questions, { 11: 5 })).toEqual({
      answered: 1,
      total: 3,
      unanswered: [10, 12],
      complete: false,
      percent: 33,
    });
  });

  it('ignores answers to questions that are not in the test', () => {
    expect(testProgress(questions, { 99: 1, 10: 1, 11: 2, 12: 3 })).toMatchObject({
      answered: 3,
      complete: true,
    });
  });

  it('is never complete without questions', () => {
    expect(testProgress([], {})).toEqual({
      answered: 0,
      total: 0,
      unanswered: [],
      complete: false,
      percent: 0,
    });
  });
});

describe('answerList', () => {
  it('gives one numeric option per answered question, in test order', () => {
    expect(answerList(questions, { 12: 7, 10: 3 })).toEqual([
      { questionId: 10, selectedOptionId: 3 },
      { questionId: 12, selectedOptionId: 7 },
    ]);
  });
});
