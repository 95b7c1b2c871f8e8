import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { MoonIcon, SunIcon } from '../../icons/site-icon';

export type SiteTheme = 'light' | 'dark';

export type ThemeToggleProps = Omit<ComponentProps<'button'>, 'onClick' | 'children'> & {
  theme: SiteTheme;
  onThemeChange: (theme: SiteTheme) => void;
  /** The button's name. It stays the same in both themes; `aria-pressed` says whether dark is on. */
  label?: string;
};

/** A toggle button for the dark theme. Controlled: the app stores the theme and applies it to the page. */
export function ThemeToggle({ theme, onThemeChange, label, className, ...props }: ThemeToggleProps) {
  const { t } = useLingui();
  const dark = theme === 'dark';
  const name = label ?? t`Tema oscuro`;
  return (
    <button
      type="button"
      data-slot="theme-toggle"
      aria-pressed={dark}
      aria-label={name}
      title={name}
      onClick={() => onThemeChange(dark ? 'light' : 'dark')}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-border text-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
      {...props}
    >
      {dark ? (
        <MoonIcon aria-hidden="true" className="size-5" />
      ) : (
        <SunIcon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
