import type { QuestionKind } from '@aula/ui';

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

/** A listening prompt: the stored media name and its transcript (for those who cannot hear it). */
export interface AudioPrompt {
  file: string;
  transcript: string;
  /** The uploaded file's own name, shown to the teacher; the stored name is what the test refers to. */
  name?: string;
}

/** A gap of a fill-the-gaps passage; `choices` null means the student types the answer. */
export interface GapDraft {
  key: string;
  id: number | null;
  accepted: string[];
  choices: string[] | null;
}

export interface PairDraft {
  key: string;
  id: number | null;
  left: string;
  leftImage: string | null;
  right: string;
}

export interface ItemDraft {
  key: string;
  id: number | null;
  text: string;
}

/**
 * A question while the form edits it. It keeps the fields of every kind, so switching the kind back and forth
 * loses nothing the teacher typed; the payload sends only the fields of the chosen kind.
 */
export interface QuestionDraft {
  key: string;
  id: number | null;
  text: string;
  kind: QuestionKind;
  audio: AudioPrompt | null;
  /** choice */
  options: OptionDraft[];
  multiple: boolean;
  /** gaps: the passage holds the markers [1], [2] … one per gap, in order. */
  passage: string;
  gaps: GapDraft[];
  ignoreCase: boolean;
  /** gaps and short */
  ignoreAccents: boolean;
  /** matching */
  pairs: PairDraft[];
  /** ordering, in the correct order */
  items: ItemDraft[];
  /** short */
  accepted: string[];
  /** speaking */
  maxSeconds: number;
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

export const DEFAULT_MAX_SECONDS = 120;

export function newPair(): PairDraft {
  return { key: draftKey('p'), id: null, left: '', leftImage: null, right: '' };
}

export function newItem(): ItemDraft {
  return { key: draftKey('i'), id: null, text: '' };
}

/**
 * Spec section 5: a new question starts with 2 empty options. The other kinds start with their own minimum
 * (2 pairs, 2 items, one accepted answer) so the part shows its fields at once.
 */
export function newQuestion(kind: QuestionKind = 'choice'): QuestionDraft {
  return {
    key: draftKey('q'),
    id: null,
    text: '',
    kind,
    audio: null,
    options: [newOption(), newOption()],
    multiple: false,
    passage: '',
    gaps: [],
    ignoreCase: true,
    ignoreAccents: false,
    pairs: [newPair(), newPair()],
    items: [newItem(), newItem()],
    accepted: [''],
    maxSeconds: DEFAULT_MAX_SECONDS,
  };
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

/** A question as GET /teacher/test/{id} returns it (questions-contract.md, teacher side). */
export interface StoredQuestion {
  id: number;
  text: string;
  kind?: QuestionKind;
  options: readonly { id: number; text: string; correct: boolean }[];
  audio?: AudioPrompt | null;
  multiple?: boolean;
  passage?: string;
  gaps?: readonly { id: number; accepted: readonly string[]; choices: readonly string[] | null }[];
  ignoreCase?: boolean;
  ignoreAccents?: boolean;
  pairs?: readonly { id: number; left: string; leftImage?: string | null; right: string }[];
  items?: readonly { id: number; text: string }[];
  accepted?: readonly string[];
  maxSeconds?: number;
}

/** Drafts from a stored test (GET /teacher/test/{id}). */
export function draftsFromQuestions(questions: readonly StoredQuestion[]): QuestionDraft[] {
  return questions.map((question) => {
    const kind = question.kind ?? 'choice';
    const blank = newQuestion(kind);
    return {
      ...blank,
      id: question.id,
      text: question.text,
      audio: question.audio ?? null,
      options:
        kind === 'choice'
          ? question.options.map((option) => ({ key: draftKey('o'), ...option }))
          : blank.options,
      multiple: question.multiple ?? false,
      passage: question.passage ?? '',
      gaps: (question.gaps ?? []).map((gap) => ({
        key: draftKey('g'),
        id: gap.id,
        accepted: [...gap.accepted],
        choices: gap.choices ? [...gap.choices] : null,
      })),
      ignoreCase: question.ignoreCase ?? blank.ignoreCase,
      ignoreAccents: question.ignoreAccents ?? blank.ignoreAccents,
      pairs: question.pairs
        ? question.pairs.map((pair) => ({ key: draftKey('p'), leftImage: null, ...pair }))
        : blank.pairs,
      items: question.items ? question.items.map((item) => ({ key: draftKey('i'), ...item })) : blank.items,
      accepted: question.accepted ? [...question.accepted] : blank.accepted,
      maxSeconds: question.maxSeconds ?? blank.maxSeconds,
    };
  });
}

/** The lines of a one-answer-per-line list, without blank lines and surrounding spaces. */
export function answerList(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** The fields of one question's kind, as the create and edit calls take them. */
function kindPayload(question: QuestionDraft) {
  switch (question.kind) {
    case 'choice':
      return {
        options: question.options.map(({ id, text, correct }) => ({ id, text, correct })),
        ...(question.multiple ? { multiple: true } : {}),
      };
    case 'gaps':
      return {
        kind: question.kind,
        options: [],
        passage: question.passage,
        gaps: question.gaps.map(({ id, accepted, choices }) => ({
          id,
          accepted: answerList(accepted),
          choices: choices === null ? null : answerList(choices),
        })),
        ignoreCase: question.ignoreCase,
        ignoreAccents: question.ignoreAccents,
      };
    case 'matching':
      return {
        kind: question.kind,
        options: [],
        pairs: question.pairs.map(({ id, left, leftImage, right }) => ({ id, left, leftImage, right })),
      };
    case 'ordering':
      return {
        kind: question.kind,
        options: [],
        items: question.items.map(({ id, text }) => ({ id, text })),
      };
    case 'short':
      return {
        kind: question.kind,
        options: [],
        accepted: answerList(question.accepted),
        ignoreAccents: question.ignoreAccents,
      };
    case 'speaking':
      return { kind: question.kind, options: [], maxSeconds: question.maxSeconds };
  }
}

/**
 * The payload shape of the test calls (ids null when new). A choice question keeps the spec's shape
 * (no `kind`), so a test of choice questions is sent exactly as before question kinds.
 */
export function questionsPayload(drafts: readonly QuestionDraft[]) {
  return drafts.map((question) => ({
    id: question.id,
    text: question.text,
    ...kindPayload(question),
    ...(question.audio
      ? { audio: { file: question.audio.file, transcript: question.audio.transcript } }
      : {}),
  }));
}
