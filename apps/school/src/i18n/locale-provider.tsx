import { UiStringsProvider } from '@aula/ui';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { intlLocale, uiStringsOf } from './locale';

// Always rendered, with null for Spanish: a provider that came and went with the language would remount the
// page below it, losing focus and whatever was typed.
function LibraryStrings({ children }: { children: ReactNode }) {
  return <UiStringsProvider strings={uiStringsOf(useLingui().i18n.locale)}>{children}</UiStringsProvider>;
}

/** The page's language, for the app's own words (Lingui) and the library's (its strings provider). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LibraryStrings>{children}</LibraryStrings>
    </I18nProvider>
  );
}

/** The Intl locale of the page's language, for dates, numbers and lists: `es-ES`, `en-GB`, `de-DE`, `fr-FR`. */
export function useIntlLocale(): string {
  return intlLocale(useLingui().i18n.locale);
}
