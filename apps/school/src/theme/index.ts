export { currentTheme, DEFAULT_THEME, parseTheme, setTheme, THEME_STORAGE_KEY, type Theme } from './theme';
export { useTheme } from './use-theme';
