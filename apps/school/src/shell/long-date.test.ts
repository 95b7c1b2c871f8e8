import { describe, expect, it } from 'vitest';
import { longSpanishDate } from './long-date';

describe('longSpanishDate', () => {
  it('writes weekday, day, month and year in Spanish (Spain)', () => {
    expect(longSpanishDate(new Date(2025, 4, 5, 12))).toBe('lunes, 5 de mayo de 2025');
    expect(longSpanishDate(new Date(2025, 11, 31, 12))).toBe('miércoles, 31 de diciembre de 2025');
  });
});
