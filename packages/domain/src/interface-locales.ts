/**
 * The languages Aula's own words are written in: Spanish, the spec's, is the default and the source of every
 * catalogue; the others follow it. Distinct from LANGUAGES, the languages the school teaches, though today the
 * two lists hold the same codes.
 */
export const INTERFACE_LOCALES = ['es', 'en', 'de', 'fr'] as const;
export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];
export const DEFAULT_LOCALE: InterfaceLocale = 'es';

/** Each language's name in itself, as a language menu shows it to someone who may not read the others. */
export const LOCALE_AUTONYMS = {
  es: 'Español',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
} as const satisfies Record<InterfaceLocale, string>;

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === 'string' && (INTERFACE_LOCALES as readonly string[]).includes(value);
}
