/** A noun in singular and plural, e.g. ['usuario', 'usuarios']. */
export type Noun = readonly [singular: string, plural: string];

/**
 * The "showing X of Y" line of a list (spec section 2), in Spanish: 'Mostrando 20 de 1.234 usuarios'.
 * The noun agrees with the total.
 */
export function showingText(shown: number, total: number, noun: Noun): string {
  const format = (value: number) =>
    new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);
  return `Mostrando ${format(shown)} de ${format(total)} ${total === 1 ? noun[0] : noun[1]}`;
}

/** Number of pages of `total` rows in pages of `size` (at least 1, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
