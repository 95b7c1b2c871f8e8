import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, parseTheme, THEME_STORAGE_KEY } from './theme';

describe('parseTheme', () => {
  it('keeps the two known themes', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
  });

  it('falls back to light for anything else', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme(undefined)).toBe('light');
    expect(parseTheme('')).toBe('light');
    expect(parseTheme('DARK')).toBe('light');
    expect(parseTheme('sepia')).toBe('light');
  });

  it('is stored under the key the spec names', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });
});
