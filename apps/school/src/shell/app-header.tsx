import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntlLocale } from '../i18n/locale-provider';
import { useTheme } from '../theme';
import { ThemeToggle } from '../theme/theme-toggle/theme-toggle';
import { LanguageMenu } from './language-menu';
import { longDate } from './long-date';
import { useChangeAccountLocale } from './use-change-account-locale';

/**
 * The one header of every signed-in page (panels, course, task and test pages): logo, greeting and date,
 * the role's own actions (bell, mode switch, user menu or logout), the language and the theme switch.
 */
export function AppHeader({ name, actions }: { name: string; actions: ReactNode }) {
  const { t } = useLingui();
  const [theme, setTheme] = useTheme();
  const locale = useIntlLocale();
  const changeAccountLocale = useChangeAccountLocale();
  const today = new Date();
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:py-3">
        <div className="flex min-w-0 items-center gap-3 sm:gap-4">
          <Link
            to="/"
            className="flex shrink-0 items-center gap-2 rounded-md font-bold text-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Aula
            <span className="sr-only"> - {t`Ir al inicio`}</span>
          </Link>
          <div className="min-w-0">
            <p className="truncate font-semibold">
              <Trans>Hola, {name}</Trans>
            </p>
            {/* On a phone the date gives way: the phone shows it already, and the page needs the row. */}
            <p className="text-muted-foreground text-sm max-sm:hidden">
              <time dateTime={today.toISOString().slice(0, 10)}>{longDate(today, locale)}</time>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1 sm:gap-3">
          {actions}
          {/* Below 360 px the row has no room for it: the language stays one tap away in Configuración. */}
          <div className="max-[359px]:hidden">
            <LanguageMenu compact onChosen={(chosen) => changeAccountLocale.mutate(chosen)} />
          </div>
          <ThemeToggle theme={theme} onThemeChange={setTheme} />
        </div>
      </div>
    </header>
  );
}
