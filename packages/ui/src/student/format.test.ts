import { describe, expect, it } from 'vitest';
import { formatLongDateTime, formatNumericDate } from './format';

describe('Spanish dates', () => {
  it('formats a moment with its time and a short date', () => {
    expect(formatLongDateTime('2026-03-12T09:30:00Z', 'es-ES', 'Europe/Madrid')).toBe(
      '12 de marzo de 2026, 10:30',
    );
    expect(formatNumericDate('2026-03-12T09:30:00Z', 'es-ES', 'Europe/Madrid')).toBe('12/03/2026');
  });
});
