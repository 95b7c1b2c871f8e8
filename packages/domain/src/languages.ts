/** The languages the school teaches, as ISO 639-1 codes, in the order the statistics list them (spec section 3). */
export const LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's Spanish name, as users read it. */
export const LANGUAGE_NAMES = {
  en: 'Inglés',
  es: 'Español',
  de: 'Alemán',
  fr: 'Francés',
} as const satisfies Record<Language, string>;
