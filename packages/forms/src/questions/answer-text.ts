/** How a typed answer is compared with the accepted ones (gaps and short answers, decision 141). */
export interface NormaliseOptions {
  ignoreCase?: boolean | undefined;
  ignoreAccents?: boolean | undefined;
}

// Combining marks left by NFD: 'á' → 'a' + U+0301. 'ñ' loses its tilde too, which is what a teacher who
// ticks "ignore accents" means for a typed answer.
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The form of `text` the grading compares: trimmed, runs of spaces as one space, lower case when
 * `ignoreCase`, without accents when `ignoreAccents`. The student's page may use it to show the same verdict.
 */
export function normaliseAnswer(text: string, { ignoreCase, ignoreAccents }: NormaliseOptions = {}): string {
  let result = text.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (ignoreCase) result = result.toLocaleLowerCase('es');
  if (ignoreAccents) result = result.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
  return result;
}

/** One piece of a gap passage: plain text, or the gap of marker `[n]` (`gap` is n − 1, its index). */
export type PassagePart = { text: string } | { gap: number };

const MARKER = /\[(\d{1,3})\]/g;

/**
 * The passage split at its markers `[1]`, `[2]`…, in the order they appear. `markers` lists the numbers
 * found, so `gapMarkersInOrder` can tell a well-formed passage from one that skips or repeats a gap.
 */
export function parsePassage(passage: string): { parts: PassagePart[]; markers: number[] } {
  const parts: PassagePart[] = [];
  const markers: number[] = [];
  let last = 0;
  for (const match of passage.matchAll(MARKER)) {
    const number = Number(match[1]);
    if (match.index > last) parts.push({ text: passage.slice(last, match.index) });
    parts.push({ gap: number - 1 });
    markers.push(number);
    last = match.index + match[0].length;
  }
  if (last < passage.length) parts.push({ text: passage.slice(last) });
  return { parts, markers };
}

/** True when the passage holds exactly the markers [1]…[gapCount], each once and in order. */
export function gapMarkersInOrder(passage: string, gapCount: number): boolean {
  const { markers } = parsePassage(passage);
  return markers.length === gapCount && markers.every((number, index) => number === index + 1);
}

/** The marker of the gap after the passage's last one: what the editor's 'Añadir hueco' inserts. */
export function nextGapMarker(passage: string): string {
  const { markers } = parsePassage(passage);
  return `[${Math.max(0, ...markers) + 1}]`;
}
