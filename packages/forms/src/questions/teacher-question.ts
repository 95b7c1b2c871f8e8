import { z } from 'zod';
import { strict } from '../teacher/messages';
import { hasNul, TEXT_MESSAGES } from '../text';
import { gapMarkersInOrder } from './answer-text';
import {
  QUESTION_LIMITS as L,
  QUESTION_MESSAGES as M,
  QUESTION_KINDS,
  type QuestionKind,
  STORED_MEDIA_NAME,
} from './messages';

const trimmed = (value: string) => value.trim();
const id = z.number().int().positive().nullish();
const text = z.string().transform(trimmed);
const mediaName = (message: string) =>
  z.string({ error: message }).regex(STORED_MEDIA_NAME, { error: message });

const gapSchema = z.strictObject(
  { id, accepted: z.array(text).default([]), choices: z.array(text).nullable().default(null) },
  strict,
);
const pairSchema = z.strictObject(
  { id, left: text, leftImage: mediaName(M.imageInvalid).nullish(), right: text },
  strict,
);
const itemSchema = z.strictObject({ id, text }, strict);
const audioSchema = z.strictObject(
  {
    file: mediaName(M.audioFileInvalid),
    transcript: z.string({ error: M.transcriptRequired }).transform(trimmed),
  },
  strict,
);

/**
 * The fields a question of each kind may carry besides id, text, kind, options and audio (absent kind =
 * 'choice', the spec's question). One flat object rather than a union: the editor switches kinds without
 * losing what was typed, and the server's compiled serializer never has to pick a branch (decision 126).
 */
export const KIND_FIELDS = {
  choice: ['multiple'],
  gaps: ['passage', 'gaps', 'ignoreCase', 'ignoreAccents'],
  matching: ['pairs'],
  ordering: ['items'],
  short: ['accepted', 'ignoreAccents'],
  speaking: ['maxSeconds'],
} as const satisfies Record<QuestionKind, readonly string[]>;

/** Every per-kind field of a teacher's question, each optional; `questionIssues` says which are required. */
export const questionKindFields = {
  kind: z.enum(QUESTION_KINDS, { error: M.kindInvalid }).optional(),
  audio: audioSchema.nullish(),
  multiple: z.boolean().optional(),
  passage: text.optional(),
  gaps: z.array(gapSchema).max(100, { error: M.gapsMax }).optional(),
  ignoreCase: z.boolean().optional(),
  ignoreAccents: z.boolean().optional(),
  pairs: z.array(pairSchema).max(100, { error: M.pairsCount }).optional(),
  items: z.array(itemSchema).max(100, { error: M.itemsCount }).optional(),
  accepted: z.array(text).max(100, { error: M.shortAcceptedMax }).optional(),
  maxSeconds: z.number({ error: M.maxSecondsRange }).int({ error: M.maxSecondsRange }).optional(),
};

export type QuestionKindValues = {
  [K in keyof typeof questionKindFields]?: z.input<(typeof questionKindFields)[K]>;
};

type Add = (path: string, message: string) => void;

function textIssue(value: string, max: number, required: string, tooLong: string): string | null {
  if (value.trim() === '') return required;
  if (value.trim().length > max) return tooLong;
  if (hasNul(value)) return TEXT_MESSAGES.nulCharacter;
  return null;
}

function acceptedIssues(accepted: readonly string[], path: string, add: Add) {
  accepted.forEach((answer, a) => {
    const issue = textIssue(answer, L.acceptedTextMax, M.acceptedTextRequired, M.acceptedTextMax);
    if (issue) add(`${path}.${a}`, issue);
  });
}

function gapsIssues(question: QuestionKindValues, at: string, add: Add) {
  const passage = question.passage ?? '';
  const gaps = question.gaps ?? [];
  const passageIssue = textIssue(passage, L.passageMax, M.passageRequired, M.passageMax);
  if (passageIssue) add(`${at}.passage`, passageIssue);
  if (gaps.length < L.gapsMin) add(`${at}.gaps`, M.gapsMin);
  else if (gaps.length > L.gapsMax) add(`${at}.gaps`, M.gapsMax);
  else if (!passageIssue && !gapMarkersInOrder(passage, gaps.length)) add(`${at}.passage`, M.gapMarkers);
  gaps.forEach((gap, g) => {
    const accepted = gap.accepted ?? [];
    if (accepted.length === 0) add(`${at}.gaps.${g}.accepted`, M.gapAcceptedRequired);
    else if (accepted.length > L.acceptedPerGapMax) add(`${at}.gaps.${g}.accepted`, M.gapAcceptedMax);
    acceptedIssues(accepted, `${at}.gaps.${g}.accepted`, add);
    const choices = gap.choices;
    if (!choices) return;
    if (choices.length < L.gapChoicesMin || choices.length > L.gapChoicesMax)
      add(`${at}.gaps.${g}.choices`, M.gapChoicesCount);
    else if (new Set(choices.map((c) => c.trim())).size !== choices.length)
      add(`${at}.gaps.${g}.choices`, M.gapChoiceRepeated);
    else if (!choices.some((choice) => accepted.some((answer) => answer.trim() === choice.trim())))
      add(`${at}.gaps.${g}.choices`, M.gapChoicesAccepted);
    acceptedIssues(choices, `${at}.gaps.${g}.choices`, add);
  });
}

function matchingIssues(question: QuestionKindValues, at: string, add: Add) {
  const pairs = question.pairs ?? [];
  if (pairs.length < L.pairsMin || pairs.length > L.pairsMax) add(`${at}.pairs`, M.pairsCount);
  pairs.forEach((pair, p) => {
    for (const side of ['left', 'right'] as const) {
      const issue = textIssue(pair[side], L.pairTextMax, M.pairTextRequired, M.pairTextMax);
      if (issue) add(`${at}.pairs.${p}.${side}`, issue);
    }
  });
  // Two equal sides would make two answers indistinguishable to the student, and one of them marked wrong.
  const distinct = (side: 'left' | 'right') => new Set(pairs.map((pair) => pair[side].trim())).size;
  if (distinct('left') !== pairs.length || distinct('right') !== pairs.length)
    add(`${at}.pairs`, M.pairRepeated);
}

function orderingIssues(question: QuestionKindValues, at: string, add: Add) {
  const items = question.items ?? [];
  if (items.length < L.itemsMin || items.length > L.itemsMax) add(`${at}.items`, M.itemsCount);
  items.forEach((item, i) => {
    const issue = textIssue(item.text, L.itemTextMax, M.itemTextRequired, M.itemTextMax);
    if (issue) add(`${at}.items.${i}.text`, issue);
  });
}

function shortIssues(question: QuestionKindValues, at: string, add: Add) {
  const accepted = question.accepted ?? [];
  if (accepted.length === 0) add(`${at}.accepted`, M.shortAcceptedRequired);
  else if (accepted.length > L.shortAcceptedMax) add(`${at}.accepted`, M.shortAcceptedMax);
  acceptedIssues(accepted, `${at}.accepted`, add);
}

function speakingIssues(question: QuestionKindValues, at: string, add: Add) {
  const seconds = question.maxSeconds ?? L.maxSecondsDefault;
  if (seconds < L.maxSecondsMin || seconds > L.maxSecondsMax) add(`${at}.maxSeconds`, M.maxSecondsRange);
}

const KIND_ISSUES: Record<
  Exclude<QuestionKind, 'choice'>,
  (q: QuestionKindValues, at: string, add: Add) => void
> = {
  gaps: gapsIssues,
  matching: matchingIssues,
  ordering: orderingIssues,
  short: shortIssues,
  speaking: speakingIssues,
};

/**
 * The rules of a question beyond its text, by kind, at path `at` ('questions.3'). Choice questions keep the
 * spec's option rules (in activityIssues); every other kind has no options and only its own fields.
 */
export function questionKindIssues(
  question: QuestionKindValues & { options?: readonly unknown[] },
  at: string,
  add: Add,
): void {
  const kind = question.kind ?? 'choice';
  if (question.audio) {
    const issue = textIssue(
      question.audio.transcript,
      L.transcriptMax,
      M.transcriptRequired,
      M.transcriptMax,
    );
    if (issue) add(`${at}.audio.transcript`, issue);
  }
  if (kind !== 'choice') KIND_ISSUES[kind](question, at, add);
}

const ALL_KIND_FIELDS = [...new Set(Object.values(KIND_FIELDS).flat())];

/**
 * The question as stored: only its kind's fields (what the editor kept of another kind while the teacher
 * switched is dropped, options included), with the defaults of its kind filled in.
 */
export function keepKindFields<Q extends QuestionKindValues & { options: unknown[] }>(question: Q): Q {
  const kind = question.kind ?? 'choice';
  const own: readonly string[] = KIND_FIELDS[kind];
  const kept = { ...question, audio: question.audio ?? null };
  for (const field of ALL_KIND_FIELDS)
    if (!own.includes(field)) delete kept[field as keyof QuestionKindValues];
  if (kind !== 'choice') kept.options = [];
  if (kind === 'gaps')
    Object.assign(kept, {
      ignoreCase: question.ignoreCase ?? true,
      ignoreAccents: question.ignoreAccents ?? false,
    });
  if (kind === 'short') kept.ignoreAccents = question.ignoreAccents ?? false;
  if (kind === 'speaking') kept.maxSeconds = question.maxSeconds ?? L.maxSecondsDefault;
  return kept;
}
