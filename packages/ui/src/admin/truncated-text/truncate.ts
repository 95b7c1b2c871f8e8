/** Description truncation of spec section 9: 80 characters in active courses, 100 in pending and all. */
export const DESCRIPTION_LIMITS = { active: 80, pending: 100, all: 100 } as const;

/**
 * The first `max` characters of `text` followed by '...', or the text itself when it is not longer than
 * `max`. Counts characters as the reader sees them (an accented letter or an emoji is one), and never ends
 * the cut on a space.
 */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, truncated: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}...`, truncated: true };
}
