import { useSyncExternalStore } from 'react';
import { currentTheme, DEFAULT_THEME, setTheme, subscribeToTheme, type Theme } from './theme';

/**
 * The current theme and a setter. On the server, and while hydrating a prerendered page, it answers the
 * default theme (what the HTML was rendered with), then switches to the stored one: no hydration mismatch.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => DEFAULT_THEME);
  return [theme, setTheme];
}
