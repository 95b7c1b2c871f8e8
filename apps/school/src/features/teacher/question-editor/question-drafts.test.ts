import { describe, expect, it } from 'vitest';
import {
  addOption,
  canRemoveOption,
  correctIndex,
  draftsFromQuestions,
  newQuestion,
  optionLetter,
  type QuestionDraft,
  questionsPayload,
  removeOption,
  setCorrect,
  setOptionText,
} from './question-drafts';

function withOptions(texts: string[], correct: number[] = []): QuestionDraft {
  let question = newQuestion();
  question = { ...question, options: [] };
  texts.forEach((text, i) => {
    question = setOptionText(addOption(question), i, text);
  });
  for (const index of correct) question = setCorrect(question, index, true, 'multiple');
  return question;
}

describe('question drafts', () => {
  it('a new question starts with two empty options, none correct', () => {
    const question = newQuestion();
    expect(question.id).toBeNull();
    expect(question.options.map((o) => [o.id, o.text, o.correct])).toEqual([
      [null, '', false],
      [null, '', false],
    ]);
    expect(new Set([question.key, ...question.options.map((o) => o.key)]).size).toBe(3);
  });

  it('labels options A, B, C …', () => {
    expect([0, 1, 2, 25, 26, 27].map(optionLetter)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB']);
  });

  it('single mode keeps one correct option; multiple mode several', () => {
    let question = withOptions(['a', 'b', 'c']);
    question = setCorrect(question, 0, true, 'single');
    question = setCorrect(question, 2, true, 'single');
    expect(question.options.map((o) => o.correct)).toEqual([false, false, true]);
    question = setCorrect(question, 0, true, 'multiple');
    expect(question.options.map((o) => o.correct)).toEqual([true, false, true]);
    question = setCorrect(question, 2, false, 'multiple');
    expect(correctIndex(question)).toBe(0);
  });

  it('removing the correct option clears the correct index', () => {
    const question = withOptions(['a', 'b', 'c'], [1]);
    expect(correctIndex(removeOption(question, 1))).toBeNull();
  });

  it('removing an earlier option shifts the correct index down', () => {
    const question = withOptions(['a', 'b', 'c'], [2]);
    const after = removeOption(question, 0);
    expect(correctIndex(after)).toBe(1);
    expect(after.options.map((o) => o.text)).toEqual(['b', 'c']);
  });

  it('removing a later option leaves the correct index alone', () => {
    expect(correctIndex(removeOption(withOptions(['a', 'b', 'c'], [0]), 2))).toBe(0);
  });

  it('the edit form offers removal only above two options; the create form always', () => {
    expect(canRemoveOption(withOptions(['a', 'b']), 'multiple')).toBe(false);
    expect(canRemoveOption(withOptions(['a', 'b', 'c']), 'multiple')).toBe(true);
    expect(canRemoveOption(withOptions(['a', 'b']), 'single')).toBe(true);
  });

  it('round-trips a stored test into drafts and back into the payload with its ids', () => {
    const stored = [
      {
        id: 7,
        text: 'P',
        options: [
          { id: 70, text: 'a', correct: true },
          { id: 71, text: 'b', correct: false },
        ],
      },
    ];
    const drafts = draftsFromQuestions(stored);
    const edited = [
      { ...drafts[0], options: [...(drafts[0]?.options ?? [])] } as QuestionDraft,
      newQuestion(),
    ];
    expect(questionsPayload(edited)).toEqual([
      ...stored,
      {
        id: null,
        text: '',
        options: [
          { id: null, text: '', correct: false },
          { id: null, text: '', correct: false },
        ],
      },
    ]);
  });
});

describe('an audio prompt', () => {
  it('keeps the uploaded file name for the editor and sends only what the test stores', () => {
    const audio = { file: 'm69MBicTdUAY4nHc.mp3', transcript: 'Escucha.', name: 'dialogo-1.mp3' };
    const [draft] = draftsFromQuestions([{ id: 4, text: 'Escucha', kind: 'short', options: [], audio }]);
    expect(draft?.audio?.name).toBe('dialogo-1.mp3');
    expect(questionsPayload(draft ? [draft] : [])[0]?.audio).toEqual({
      file: 'm69MBicTdUAY4nHc.mp3',
      transcript: 'Escucha.',
    });
  });
});
