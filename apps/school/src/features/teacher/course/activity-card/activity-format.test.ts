import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_LABELS, formatDateTime, formatDueDate } from './activity-format';

describe('activity formatting', () => {
  it('shows the due date as day, short month and year in es-ES', () => {
    expect(formatDueDate('2030-03-20T18:00:00Z', { timeZone: 'Europe/Madrid' })).toBe('20 mar 2030');
    expect(formatDueDate('2030-09-01T08:00:00Z', { timeZone: 'Europe/Madrid' })).toBe('1 sept 2030');
    // The day is the one of the reader's time zone.
    expect(formatDueDate('2030-03-20T23:30:00Z', { timeZone: 'Europe/Madrid' })).toBe('21 mar 2030');
  });

  it('adds the time when asked', () => {
    expect(formatDateTime('2030-03-20T17:05:00Z', { timeZone: 'Europe/Madrid' })).toBe('20 mar 2030, 18:05');
  });

  it('names the types as the spec does', () => {
    expect(ACTIVITY_TYPE_LABELS).toEqual({ TASK: 'Ejercicio escrito', TEST: 'Test' });
  });
});
