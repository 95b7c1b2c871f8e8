import type { ReviewQuestion } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { answerLines, keyLines, pointsText } from './review-texts';

const base: { options: { id: number; text: string }[]; answer: null } = { options: [], answer: null };

describe('pointsText', () => {
  it('writes Spanish decimals, and names the teacher for a speaking answer', () => {
    expect(pointsText({ points: 3.33, maxPoints: 3.33 })).toBe('Puntos: 3,33 de 3,33');
    expect(pointsText({ points: 0, maxPoints: 5 })).toBe('Puntos: 0 de 5');
    expect(pointsText({ points: null, maxPoints: 5 })).toBe(
      'Puntos: los decide tu profesor en la nota del test',
    );
  });
});

describe('answerLines and keyLines', () => {
  const choice = {
    ...base,
    options: [
      { id: 7, text: 'París' },
      { id: 8, text: 'Lyon' },
    ],
  };

  it('name the options chosen and the correct ones by their text', () => {
    expect(answerLines({ ...choice, answer: { questionId: 1, selectedOptionId: 8 } })).toEqual(['Lyon']);
    expect(answerLines({ ...choice, answer: { questionId: 1, selectedOptionIds: [] } })).toEqual(['Ninguna']);
    expect(keyLines(choice, { optionIds: [7] })).toEqual(['París']);
  });

  it('pair each left with the right chosen, saying when one was left alone', () => {
    const matching: Pick<ReviewQuestion, 'kind' | 'options' | 'left' | 'right'> = {
      kind: 'matching',
      options: [],
      left: [
        { id: 1, text: 'dog', image: null },
        { id: 2, text: 'cat', image: null },
      ],
      right: [
        { id: 30, text: 'gato' },
        { id: 40, text: 'perro' },
      ],
    };
    const answer = { questionId: 1, pairs: [{ left: 1, right: 30 }] };
    expect(answerLines({ ...matching, answer })).toEqual(['dog → gato', 'cat → sin emparejar']);
    expect(
      keyLines(matching, {
        pairs: [
          { left: 1, right: 40 },
          { left: 2, right: 30 },
        ],
      }),
    ).toEqual(['dog → perro', 'cat → gato']);
  });

  it('number the gaps, read an order as one line and accepted texts as alternatives', () => {
    expect(answerLines({ ...base, answer: { questionId: 1, gaps: ['live', ' '] } })).toEqual([
      'Hueco 1: live',
      'Hueco 2: (vacío)',
    ]);
    expect(keyLines(base, { gaps: [['live'], ['London', 'london']] })).toEqual([
      'Hueco 1: live',
      'Hueco 2: London o london',
    ]);
    const items = [
      { id: 5, text: 'am' },
      { id: 9, text: 'I' },
    ];
    expect(keyLines({ ...base, items }, { order: [9, 5] })).toEqual(['I / am']);
    expect(answerLines({ ...base, answer: { questionId: 1, recording: 'abcdefgh12.webm' } })).toEqual([
      'Has enviado una grabación.',
    ]);
    expect(answerLines(base)).toEqual(['No consta tu respuesta.']);
  });
});
