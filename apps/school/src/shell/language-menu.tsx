import { INTERFACE_LOCALES, type InterfaceLocale, LOCALE_AUTONYMS } from '@aula/domain';
import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon, LanguagesIcon } from 'lucide-react';
import { chooseLocale, documentLanguage } from '../i18n/locale';
import { useMenuButton } from './use-menu-button';

export type LanguageMenuProps = {
  /** Called after the page switched, e.g. to keep the choice on the account as well. */
  onChosen?: ((locale: InterfaceLocale) => void) | undefined;
  /** On a phone the language's name gives way to the icon (the header's row is short); screen readers keep it. */
  compact?: boolean | undefined;
  /** Open from the start (stories). */
  defaultOpen?: boolean | undefined;
  className?: string | undefined;
};

const itemClasses =
  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted';

/**
 * The interface language: a menu button that names each language in itself (its autonym, marked with its own
 * `lang` so a screen reader pronounces it right), since whoever needs the menu may not read the current one.
 * The choice applies at once and is kept on this device; `onChosen` may keep it elsewhere too.
 */
export function LanguageMenu({ onChosen, compact, defaultOpen, className }: LanguageMenuProps) {
  const { t, i18n } = useLingui();
  const current = documentLanguage(i18n.locale);
  const { open, triggerProps, menuProps, itemProps } = useMenuButton({ defaultOpen });

  function choose(locale: InterfaceLocale) {
    if (locale === i18n.locale) return;
    void chooseLocale(locale);
    onChosen?.(locale);
  }

  return (
    <div data-slot="language-menu" className="relative inline-flex h-fit">
      <button
        data-slot="language-menu-trigger"
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-md px-2.5 text-foreground text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          className,
        )}
        {...triggerProps}
      >
        <LanguagesIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">{t`Idioma`}: </span>
        <span lang={current} className={cn(compact && 'max-sm:sr-only')}>
          {LOCALE_AUTONYMS[current]}
        </span>
      </button>
      {open ? (
        <div
          data-slot="language-menu-content"
          className="absolute top-full right-0 z-50 mt-1.5 grid w-44 gap-0.5 rounded-lg border bg-card p-1.5 text-card-foreground shadow-lg outline-none"
          {...menuProps}
        >
          {INTERFACE_LOCALES.map((locale) => (
            <button
              key={locale}
              lang={locale}
              aria-current={locale === current || undefined}
              {...itemProps(() => choose(locale))}
              className={cn(itemClasses, locale === current && 'font-semibold')}
            >
              {LOCALE_AUTONYMS[locale]}
              {locale === current ? <CheckIcon aria-hidden="true" className="size-4" /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
