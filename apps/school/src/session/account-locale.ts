import type { InterfaceLocale } from '@aula/domain';
import { i18n } from '@lingui/core';
import { chooseLocale, LOCALE_STORAGE_KEY } from '../i18n/locale';

/**
 * The account's language (Configuración) follows its owner to every device: once the server has said it (a
 * sign-in, GET /auth/me), the page turns to it and this browser keeps it. The pseudo-locale, a developer's
 * check, is left alone.
 */
export function followAccountLocale(locale: InterfaceLocale): void {
  if (i18n.locale === 'pseudo') return;
  if (i18n.locale !== locale) {
    void chooseLocale(locale);
    return;
  }
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // No storage (blocked, or no browser at all): the server still has it for the next visit.
  }
}
