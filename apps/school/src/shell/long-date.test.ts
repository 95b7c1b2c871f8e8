import { describe, expect, it } from 'vitest';
import { longDate } from './long-date';

describe('longDate', () => {
  it('writes weekday, day, month and year in Spanish (Spain)', () => {
    expect(longDate(new Date(2025, 4, 5, 12), 'es-ES')).toBe('lunes, 5 de mayo de 2025');
    expect(longDate(new Date(2025, 11, 31, 12), 'es-ES')).toBe('miércoles, 31 de diciembre de 2025');
  });

  it('follows the page’s language', () => {
    expect(longDate(new Date(2025, 4, 5, 12), 'en-GB')).toBe('Monday, 5 May 2025');
    expect(longDate(new Date(2025, 4, 5, 12), 'de-DE')).toBe('Montag, 5. Mai 2025');
  });
});
