/*
 * The page's colour theme: `data-theme` on <body>, remembered in local storage under `theme`, light by
 * default. public/theme-init.js applies the stored theme before the first paint (it must stay in step
 * with this file); this module keeps React in step afterwards, in this tab and across tabs.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'light';

/** Any stored or attribute value to a theme; anything unknown (or nothing) is the default. */
export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' || value === 'light' ? value : DEFAULT_THEME;
}

const listeners = new Set<() => void>();

export function currentTheme(): Theme {
  return parseTheme(document.body.dataset.theme);
}

export function setTheme(theme: Theme) {
  document.body.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be off (private mode, blocked cookies): the theme then lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/** Subscribes to theme changes here and in other tabs (the `storage` event fires only in the others). */
export function subscribeToTheme(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    document.body.dataset.theme = parseTheme(event.newValue);
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
