import { describe, expect, it } from 'vitest';
import { insertGap, markerCount, removeGap } from './gap-markers';
import { newQuestion, questionsPayload } from './question-drafts';

const gapsQuestion = (passage: string, gaps: number) => {
  let question = { ...newQuestion('gaps'), passage: '' };
  for (let i = 0; i < gaps; i += 1) question = insertGap(question, question.passage.length).question;
  return { ...question, passage };
};

describe('gap markers', () => {
  it('puts the next marker at the cursor and moves the cursor after it', () => {
    const { question, cursor } = insertGap({ ...newQuestion('gaps'), passage: 'I  a student.' }, 2);
    expect(question.passage).toBe('I [1] a student.');
    expect(question.gaps).toHaveLength(1);
    expect(cursor).toBe(5);
  });

  it('numbers a gap inserted before others by its place and renumbers the later markers', () => {
    const before = gapsQuestion('I [1] a student. She [2] from Spain.', 2);
    const first = before.gaps[0];
    const { question } = insertGap(before, 0);
    expect(question.passage).toBe('[1]I [2] a student. She [3] from Spain.');
    expect(question.gaps[1]).toBe(first);
  });

  it('replaces a selection with the marker', () => {
    const { question } = insertGap({ ...newQuestion('gaps'), passage: 'I am a student.' }, 2, 4);
    expect(question.passage).toBe('I [1] a student.');
  });

  it('removes a gap with its marker and renumbers the rest', () => {
    const question = gapsQuestion('[1] and [2] and [3]', 3);
    const third = question.gaps[2];
    const after = removeGap(question, 1);
    expect(after.passage).toBe('[1] and  and [2]');
    expect(after.gaps).toHaveLength(2);
    expect(after.gaps[1]).toBe(third);
    expect(markerCount(after.passage)).toBe(2);
  });
});

describe('questions payload per kind', () => {
  it('sends only the fields of the kind, blank answer lines dropped', () => {
    const gaps = gapsQuestion('I [1] a student.', 1);
    const gap = gaps.gaps[0];
    if (!gap) throw new Error('no gap');
    const filled = {
      ...gaps,
      text: 'Completa',
      gaps: [{ ...gap, accepted: ['am', ' ', ''], choices: ['am', 'is', ''] }],
    };
    const short = { ...newQuestion('short'), text: 'Ciudad', accepted: [' London ', ''] };
    const speaking = {
      ...newQuestion('speaking'),
      text: 'Habla',
      audio: { file: 'a.mp3', transcript: 'Hola' },
    };
    expect(questionsPayload([filled, short, speaking])).toEqual([
      {
        id: null,
        text: 'Completa',
        kind: 'gaps',
        options: [],
        passage: 'I [1] a student.',
        gaps: [{ id: null, accepted: ['am'], choices: ['am', 'is'] }],
        ignoreCase: true,
        ignoreAccents: false,
      },
      { id: null, text: 'Ciudad', kind: 'short', options: [], accepted: ['London'], ignoreAccents: false },
      {
        id: null,
        text: 'Habla',
        kind: 'speaking',
        options: [],
        maxSeconds: 120,
        audio: { file: 'a.mp3', transcript: 'Hola' },
      },
    ]);
  });

  it('keeps a choice question in the spec shape, with multiple only when set', () => {
    const [payload] = questionsPayload([{ ...newQuestion(), text: 'P', multiple: true }]);
    expect(payload).toMatchObject({ multiple: true });
    expect(payload).not.toHaveProperty('kind');
  });
});
