import { UiStringsProvider } from '@aula/ui';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { intlLocale, uiStringsOf } from './locale';

function LibraryStrings({ children }: { children: ReactNode }) {
  const strings = uiStringsOf(useLingui().i18n.locale);
  return strings ? <UiStringsProvider strings={strings}>{children}</UiStringsProvider> : children;
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
