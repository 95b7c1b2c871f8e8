import { plural } from '@lingui/core/macro';

/** The lists that say "showing X of Y", by their noun in Spanish (singular, plural). */
export type Noun = readonly ['usuario', 'usuarios'] | readonly ['curso', 'cursos'];

/**
 * The "showing X of Y" line of a list (spec section 2): 'Mostrando 20 de 1.234 usuarios'. The noun agrees with
 * the total; the numbers are grouped from four digits on, in the reader's locale.
 */
export function showingText(shown: number, total: number, noun: Noun, locale = 'es-ES'): string {
  const format = (value: number) =>
    new Intl.NumberFormat(locale, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);
  const count = format(shown);
  const of = format(total);
  return noun[0] === 'usuario'
    ? plural(total, {
        one: `Mostrando ${count} de ${of} usuario`,
        other: `Mostrando ${count} de ${of} usuarios`,
      })
    : plural(total, {
        one: `Mostrando ${count} de ${of} curso`,
        other: `Mostrando ${count} de ${of} cursos`,
      });
}

/** Number of pages of `total` rows in pages of `size` (at least 1, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
