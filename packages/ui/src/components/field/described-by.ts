/**
 * Builds an `aria-describedby` value from the ids that apply. Each part may itself be a space-separated
 * list (a caller's own `aria-describedby`); repeats are dropped so a screen reader reads each text once.
 * Returns undefined when nothing applies, so React leaves the attribute out instead of writing "".
 */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const unique = new Set<string>();
  for (const part of ids) {
    if (!part) continue;
    for (const id of part.split(/\s+/)) {
      if (id) unique.add(id);
    }
  }
  return unique.size > 0 ? [...unique].join(' ') : undefined;
}
