import { randomInt } from 'node:crypto';
import type { TestPayload } from '@aula/forms';
import type { QuestionData, QuestionKind } from '../db/question-data';

type PayloadQuestion = TestPayload['questions'][number];

/** Ids inside a question's data: random and distinct, so neither their value nor their order means anything. */
function idMaker(taken: Iterable<number>) {
  const used = new Set(taken);
  return (kept?: number | null): number => {
    if (kept != null && !used.has(kept)) {
      used.add(kept);
      return kept;
    }
    let id: number;
    do id = randomInt(1, 2_147_483_647);
    while (used.has(id));
    used.add(id);
    return id;
  };
}

/**
 * What a question of the payload keeps in questions.data. An id the teacher sent back is kept when the stored
 * question had it (the same gap, pair or item edited); any other gets a fresh random one.
 */
export function questionData(question: PayloadQuestion, stored: QuestionData = {}): QuestionData {
  const known = (ids: (number | undefined)[]) => new Set(ids.filter((id): id is number => id !== undefined));
  const audio = question.audio ?? null;
  switch (question.kind ?? 'choice') {
    case 'choice':
      return { audio, multiple: question.multiple ?? false };
    case 'gaps': {
      const storedIds = known((stored.gaps ?? []).map((gap) => gap.id));
      const next = idMaker([]);
      return {
        audio,
        passage: question.passage ?? '',
        gaps: (question.gaps ?? []).map((gap) => ({
          id: next(gap.id != null && storedIds.has(gap.id) ? gap.id : null),
          accepted: gap.accepted,
          choices: gap.choices,
        })),
        ignoreCase: question.ignoreCase ?? true,
        ignoreAccents: question.ignoreAccents ?? false,
      };
    }
    case 'matching': {
      const storedPairs = new Map((stored.pairs ?? []).map((pair) => [pair.id, pair]));
      const next = idMaker([]);
      const pairs = (question.pairs ?? []).map((pair) => {
        const old = pair.id == null ? undefined : storedPairs.get(pair.id);
        return { pair, id: next(old?.id), oldRight: old?.rightId };
      });
      return {
        audio,
        pairs: pairs.map(({ pair, id, oldRight }) => ({
          id,
          rightId: next(oldRight),
          left: pair.left,
          leftImage: pair.leftImage ?? null,
          right: pair.right,
        })),
      };
    }
    case 'ordering': {
      const storedIds = known((stored.items ?? []).map((item) => item.id));
      const next = idMaker([]);
      const items = (question.items ?? []).map((item) => ({
        id: next(item.id != null && storedIds.has(item.id) ? item.id : null),
        text: item.text,
      }));
      return { audio, items: idsOutOfOrder(items) };
    }
    case 'short':
      return { audio, accepted: question.accepted ?? [], ignoreAccents: question.ignoreAccents ?? false };
    case 'speaking':
      return { audio, maxSeconds: question.maxSeconds ?? 120 };
  }
}

/**
 * Items whose random ids happen to rise in the correct order (one chance in n!, or kept ids after the teacher
 * reorders) would tell the answer to whoever sorts them by id: the first two then swap ids.
 */
function idsOutOfOrder<T extends { id: number }>(items: T[]): T[] {
  const rising = items.every((item, index) => index === 0 || (items[index - 1] as T).id < item.id);
  if (items.length < 2 || !rising) return items;
  const [first, second, ...rest] = items as [T, T, ...T[]];
  return [{ ...first, id: second.id }, { ...second, id: first.id }, ...rest];
}

/** A stable JSON text of a value (jsonb sorts keys its own way): whether an edit changes a question's key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The stored media names a question refers to: its audio prompt and its pictures. */
export function mediaOf(question: PayloadQuestion): { audio: string[]; images: string[] } {
  return {
    audio: question.audio ? [question.audio.file] : [],
    images: (question.kind === 'matching' ? (question.pairs ?? []) : []).flatMap((pair) =>
      pair.leftImage ? [pair.leftImage] : [],
    ),
  };
}

/**
 * A choice question sends only what differs from the spec's (several answers, an audio prompt), so the spec's
 * payloads stay exactly as they were.
 */
function choiceFields<A>(data: QuestionData, audio: A | null) {
  return { ...(data.multiple && { multiple: true }), ...(audio && { audio }) };
}

/** The teacher's view of a question's kind and data (the spec's fields come from the caller). */
export function teacherKindFields(kind: QuestionKind, data: QuestionData) {
  const audio = data.audio ?? null;
  switch (kind) {
    case 'choice':
      return choiceFields(data, audio);
    case 'gaps':
      return {
        kind,
        audio,
        passage: data.passage ?? '',
        gaps: data.gaps ?? [],
        ignoreCase: data.ignoreCase ?? true,
        ignoreAccents: data.ignoreAccents ?? false,
      };
    case 'matching':
      return { kind, audio, pairs: (data.pairs ?? []).map(({ rightId: _right, ...pair }) => pair) };
    case 'ordering':
      return { kind, audio, items: data.items ?? [] };
    case 'short':
      return { kind, audio, accepted: data.accepted ?? [], ignoreAccents: data.ignoreAccents ?? false };
    case 'speaking':
      return { kind, audio, maxSeconds: data.maxSeconds ?? 120 };
  }
}

/**
 * `list` (in the correct order) in the order of its random ids: a fixed shuffle, the same on every load so a
 * page keeps its layout. Should it fall on the correct order itself, it is turned by one place.
 */
export function unrevealingOrder<T extends { id: number }>(list: readonly T[]): T[] {
  const shuffled = [...list].sort((a, b) => a.id - b.id);
  if (shuffled.length > 1 && shuffled.every((item, index) => item === list[index])) {
    shuffled.push(shuffled.shift() as T);
  }
  return shuffled;
}

/**
 * The student's view of a question's kind and data: nothing that reveals an answer. Gap choices are sorted
 * alphabetically; the right side of pairs and the items to order come in unrevealingOrder; every id shown is
 * random. `mediaUrl` turns a stored name into the student's media path.
 */
export function studentKindFields(
  kind: QuestionKind,
  data: QuestionData,
  mediaUrl: (file: string) => string,
) {
  const audio = data.audio ? { url: mediaUrl(data.audio.file), transcript: data.audio.transcript } : null;
  switch (kind) {
    case 'choice':
      return choiceFields(data, audio);
    case 'gaps':
      return {
        kind,
        audio,
        passage: data.passage ?? '',
        gaps: (data.gaps ?? []).map((gap) => ({
          choices: gap.choices ? [...gap.choices].sort((a, b) => a.localeCompare(b, 'es')) : null,
        })),
      };
    case 'matching': {
      const pairs = data.pairs ?? [];
      return {
        kind,
        audio,
        left: pairs.map((pair) => ({
          id: pair.id,
          text: pair.left,
          image: pair.leftImage ? mediaUrl(pair.leftImage) : null,
        })),
        right: unrevealingOrder(pairs.map((pair) => ({ id: pair.rightId, text: pair.right }))),
      };
    }
    case 'ordering':
      return {
        kind,
        audio,
        items: unrevealingOrder((data.items ?? []).map(({ id, text }) => ({ id, text }))),
      };
    case 'short':
      return { kind, audio };
    case 'speaking':
      return { kind, audio, maxSeconds: data.maxSeconds ?? 120 };
  }
}
