import { describe, expect, it } from 'vitest';
import { moveItem, passageParts, type TestRunnerQuestion } from './question-kinds';
import { answerList, answersById, testProgress } from './test-progress';

const choice = (id: number): TestRunnerQuestion => ({
  id,
  text: `P${id}`,
  options: [{ id: id * 10, text: 'a' }],
});
const questions = [choice(10), choice(11), choice(12)];

const gaps: TestRunnerQuestion = {
  id: 20,
  text: 'Completa',
  kind: 'gaps',
  options: [],
  passage: 'I [1] here [2] 2019.',
  gaps: [{ choices: null }, { choices: ['for', 'since'] }],
};
const matching: TestRunnerQuestion = {
  id: 21,
  text: 'Relaciona',
  kind: 'matching',
  options: [],
  left: [
    { id: 1, text: 'dog', image: null },
    { id: 2, text: 'cat', image: null },
  ],
  right: [
    { id: 7, text: 'gato' },
    { id: 8, text: 'perro' },
  ],
};
const ordering: TestRunnerQuestion = {
  id: 22,
  text: 'Ordena',
  kind: 'ordering',
  options: [],
  items: [
    { id: 5, text: 'is' },
    { id: 6, text: 'This' },
  ],
};
const multiple: TestRunnerQuestion = { ...choice(23), multiple: true };
const short: TestRunnerQuestion = { id: 24, text: 'Escribe', kind: 'short', options: [] };
const speaking: TestRunnerQuestion = { id: 25, text: 'Habla', kind: 'speaking', options: [], maxSeconds: 60 };

describe('testProgress', () => {
  it('counts answered questions and lists the rest in order', () => {
    expect(testProgress(questions, { 11: { selectedOptionId: 5 } })).toEqual({
      answered: 1,
      total: 3,
      unanswered: [10, 12],
      complete: false,
      percent: 33,
    });
  });

  it('ignores answers to questions that are not in the test', () => {
    const one = { selectedOptionId: 1 };
    expect(testProgress(questions, { 99: one, 10: one, 11: one, 12: one })).toMatchObject({
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

  it('counts a question only when every part of it is given', () => {
    const all = [gaps, matching, ordering, multiple, short, speaking];
    const partly = {
      20: { gaps: ['have lived', ' '] },
      21: { pairs: [{ left: 1, right: 8 }] },
      23: { selectedOptionIds: [] },
      24: { text: '   ' },
      25: {},
    };
    expect(testProgress(all, partly).answered).toBe(0);
    const whole = {
      20: { gaps: ['have lived', 'since'] },
      21: {
        pairs: [
          { left: 1, right: 8 },
          { left: 2, right: 7 },
        ],
      },
      22: { order: [6, 5] },
      23: { selectedOptionIds: [230] },
      24: { text: 'hello' },
      25: { recording: 'r-1.webm' },
    };
    expect(testProgress(all, whole)).toMatchObject({ answered: 6, complete: true });
  });
});

describe('answerList', () => {
  it('gives each answered question the field of its kind, in test order', () => {
    expect(
      answerList([questions[0] as TestRunnerQuestion, short, multiple, questions[2] as TestRunnerQuestion], {
        12: { selectedOptionId: 7 },
        10: { selectedOptionId: 3, text: 'stray' },
        24: { text: 'hola' },
        23: { selectedOptionIds: [230] },
      }),
    ).toEqual([
      { questionId: 10, selectedOptionId: 3 },
      { questionId: 24, text: 'hola' },
      { questionId: 23, selectedOptionIds: [230] },
      { questionId: 12, selectedOptionId: 7 },
    ]);
  });

  it('reads a draft back by question, dropping answers to other tests', () => {
    expect(
      answersById(questions, [
        { questionId: 11, selectedOptionId: 110 },
        { questionId: 99, text: 'x' },
      ]),
    ).toEqual({ 11: { selectedOptionId: 110 } });
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and stays put at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('passageParts', () => {
  it('cuts the passage at its markers and leaves unknown markers as text', () => {
    expect(passageParts('I [1] here [2] 2019 [3].', 2)).toEqual(['I ', 0, ' here ', 1, ' 2019 ', '[3]', '.']);
  });
});
