/**
 * The questions of a test while a form edits them. Every option carries its own `correct` flag; the create
 * form allows one correct option per question (choosing one clears the others), the edit form several.
 * `key` is a stable React key for rows that have no id yet.
 */
export interface OptionDraft {
  key: string;
  id: number | null;
  text: string;
  correct: boolean;
}

export interface QuestionDraft {
  key: string;
  id: number | null;
  text: string;
  options: OptionDraft[];
}

export type CorrectMode = 'single' | 'multiple';

let counter = 0;
/** A key unique within the page (not an id: the server assigns those). */
export function draftKey(prefix = 'd'): string {
  counter += 1;
  return `${prefix}${counter}`;
}

export function newOption(): OptionDraft {
  return { key: draftKey('o'), id: null, text: '', correct: false };
}

/** Spec section 5: a new question starts with 2 empty options. */
export function newQuestion(): QuestionDraft {
  return { key: draftKey('q'), id: null, text: '', options: [newOption(), newOption()] };
}

/** A, B, C … for the options (spec section 5). */
export function optionLetter(index: number): string {
  return index < 26
    ? String.fromCharCode(65 + index)
    : `${optionLetter(Math.floor(index / 26) - 1)}${optionLetter(index % 26)}`;
}

export function addOption(question: QuestionDraft): QuestionDraft {
  return { ...question, options: [...question.options, newOption()] };
}

/**
 * Removes option `index`. With one correct option (create form) this is the spec's index rule: removing
 * the correct option leaves none marked, removing an earlier one moves the mark down with its option.
 */
export function removeOption(question: QuestionDraft, index: number): QuestionDraft {
  return { ...question, options: question.options.filter((_, i) => i !== index) };
}

/** The index of the single correct option, or null (the create form's view of a question). */
export function correctIndex(question: QuestionDraft): number | null {
  const index = question.options.findIndex((option) => option.correct);
  return index === -1 ? null : index;
}

export function setCorrect(
  question: QuestionDraft,
  index: number,
  correct: boolean,
  mode: CorrectMode,
): QuestionDraft {
  return {
    ...question,
    options: question.options.map((option, i) => {
      if (i === index) return { ...option, correct };
      return mode === 'single' && correct ? { ...option, correct: false } : option;
    }),
  };
}

export function setOptionText(question: QuestionDraft, index: number, text: string): QuestionDraft {
  return {
    ...question,
    options: question.options.map((option, i) => (i === index ? { ...option, text } : option)),
  };
}

/** The edit form shows the remove-option button only when a question has more than 2 options. */
export function canRemoveOption(question: QuestionDraft, mode: CorrectMode): boolean {
  return mode === 'single' || question.options.length > 2;
}

/** Drafts from a stored test (GET /teacher/test/{id}). */
export function draftsFromQuestions(
  questions: readonly {
    id: number;
    text: string;
    options: readonly { id: number; text: string; correct: boolean }[];
  }[],
): QuestionDraft[] {
  return questions.map((question) => ({
    key: draftKey('q'),
    id: question.id,
    text: question.text,
    options: question.options.map((option) => ({ key: draftKey('o'), ...option })),
  }));
}

/** The payload shape of the test calls (ids null when new). */
export function questionsPayload(drafts: readonly QuestionDraft[]) {
  return drafts.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map(({ id, text, correct }) => ({ id, text, correct })),
  }));
}
