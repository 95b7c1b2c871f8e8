import { draftKey, type GapDraft, type QuestionDraft } from './question-drafts';

/** A gap's place in a passage: '[1]', '[2]' … numbered in reading order (questions-contract.md). */
const MARKER = /\[(\d+)\]/g;

export function gapMarker(number: number): string {
  return `[${number}]`;
}

/** How many markers the passage holds before `position`. */
function markersBefore(passage: string, position: number): number {
  return [...passage.slice(0, position).matchAll(MARKER)].length;
}

/** Renumbers every marker 1, 2, 3 … in reading order, so the markers and the gap list stay aligned. */
function renumber(passage: string): string {
  let number = 0;
  return passage.replace(MARKER, () => {
    number += 1;
    return gapMarker(number);
  });
}

export function newGap(): GapDraft {
  return { key: draftKey('g'), id: null, accepted: [''], choices: null };
}

/**
 * 'Añadir hueco': a marker at the cursor (or the selection, which it replaces) and a gap at the same place in
 * the list; the markers after it move up by one. Returns the cursor just after the new marker.
 */
export function insertGap(
  question: QuestionDraft,
  start: number,
  end: number = start,
): { question: QuestionDraft; cursor: number } {
  const passage = question.passage;
  const index = markersBefore(passage, start);
  const marker = gapMarker(index + 1);
  const next = renumber(`${passage.slice(0, start)}${marker}${passage.slice(end)}`);
  const gaps = [...question.gaps];
  gaps.splice(index, 0, newGap());
  return { question: { ...question, passage: next, gaps }, cursor: start + marker.length };
}

/** Removes gap `index` and its marker; the later markers move down by one. */
export function removeGap(question: QuestionDraft, index: number): QuestionDraft {
  let seen = -1;
  const passage = question.passage.replace(MARKER, (marker) => {
    seen += 1;
    return seen === index ? '' : marker;
  });
  return {
    ...question,
    passage: renumber(passage),
    gaps: question.gaps.filter((_, i) => i !== index),
  };
}

/** The passage's markers in order, to tell the teacher when they no longer match the gaps. */
export function markerCount(passage: string): number {
  return [...passage.matchAll(MARKER)].length;
}

/** A passage cut at its markers, each piece keyed by where it starts (stable React keys). */
export type PassageSegment = { at: number; text: string } | { at: number; gap: number };

export function passageSegments(passage: string): PassageSegment[] {
  const segments: PassageSegment[] = [];
  let last = 0;
  let gap = 0;
  for (const match of passage.matchAll(MARKER)) {
    if (match.index > last) segments.push({ at: last, text: passage.slice(last, match.index) });
    segments.push({ at: match.index, gap });
    gap += 1;
    last = match.index + match[0].length;
  }
  if (last < passage.length) segments.push({ at: last, text: passage.slice(last) });
  return segments;
}
