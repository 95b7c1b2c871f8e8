/**
 * Moves one entry of a list to another place, as a new list; the list unchanged when `to` is out of range.
 * Ordering items use it, by the up and down buttons and by dragging.
 */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
