import { INTERFACE_LOCALES, type InterfaceLocale } from '@aula/domain';
import { type I18n, setupI18n } from '@lingui/core';
import { messages as de } from '../locales/de/messages';
import { messages as en } from '../locales/en/messages';
import { messages as es } from '../locales/es/messages';
import { messages as fr } from '../locales/fr/messages';

export type { I18n } from '@lingui/core';

/** The catalogues, compiled from the PO files by `pnpm --filter @aula/api i18n` (decision 174). */
const CATALOGUES = { es, en, de, fr } as const;

/**
 * The region whose conventions dates and numbers follow in each language: the school is in Spain, so its
 * Spanish is Spain's (the spec's es-ES), and its English is British.
 */
export const INTL_LOCALES = {
  es: 'es-ES',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
} as const satisfies Record<InterfaceLocale, string>;

const instances = Object.fromEntries(
  INTERFACE_LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: CATALOGUES[locale] } }),
  ]),
) as Record<InterfaceLocale, I18n>;

/** The messages of one recipient's language: every e-mail is written in the language of whoever reads it. */
export function mailI18n(locale: InterfaceLocale): I18n {
  return instances[locale];
}
