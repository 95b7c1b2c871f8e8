import { createContext, type ReactNode, use } from 'react';
import { es } from './es';
import type { UiStrings } from './ui-strings';

// null outside any provider: each component then falls back to its own Spanish words (see useStrings).
const UiStringsContext = createContext<UiStrings | null>(null);

export interface UiStringsProviderProps {
  /**
   * The language object: `en`, `de` or `fr` from `@aula/ui/strings/…`, or a school's own; null for the built-in
   * Spanish, so a page can switch language without its tree changing shape (which would remount it).
   */
  strings: UiStrings | null;
  children: ReactNode;
}

/**
 * The one place a page sets the library's language (as React Aria's I18nProvider does): every component
 * below reads its words from `strings`. Without a provider the components speak Spanish.
 */
export function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  return <UiStringsContext value={strings}>{children}</UiStringsContext>;
}

/** The language object of the nearest UiStringsProvider, or `es`. */
export function useUiStrings(): UiStrings {
  return use(UiStringsContext) ?? es;
}

/**
 * One component's words: the provider's, or the Spanish ones it passes. Taking its own Spanish group (not
 * reading `es` here) keeps a badge from bundling the test runner's words.
 */
export function useStrings<Key extends keyof UiStrings>(key: Key, spanish: UiStrings[Key]): UiStrings[Key] {
  return use(UiStringsContext)?.[key] ?? spanish;
}
