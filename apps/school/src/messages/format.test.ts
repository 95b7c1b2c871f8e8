import { describe, expect, it } from 'vitest';
import {
  formatCharacterCount,
  formatFileSize,
  formatInboxDate,
  formatMessageDateTime,
  personName,
} from './format';

// 10:00 in Madrid (UTC+1 in winter).
const now = new Date('2026-11-25T09:00:00Z');

describe('formatInboxDate', () => {
  it('shows the time for a message of today, in Madrid time', () => {
    expect(formatInboxDate('2026-11-25T07:05:00Z', now)).toBe('08:05');
  });

  it('counts days in Madrid, not in UTC: 23:30 UTC on the 24th is already the 25th there', () => {
    expect(formatInboxDate('2026-11-24T23:30:00Z', now)).toBe('00:30');
  });

  it('says ayer for the day before', () => {
    expect(formatInboxDate('2026-11-24T12:00:00Z', now)).toBe('ayer');
  });

  it('shows day and short month earlier this year, and the full date for another year', () => {
    expect(formatInboxDate('2026-03-03T12:00:00Z', now)).toBe('3 mar');
    expect(formatInboxDate('2025-03-03T12:00:00Z', now)).toBe('03/03/2025');
  });
});

describe('formatMessageDateTime', () => {
  it('writes the long date and time in Madrid', () => {
    expect(formatMessageDateTime('2026-03-03T09:30:00Z')).toBe('3 de marzo de 2026, 10:30');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, kilobytes and megabytes with a Spanish decimal comma', () => {
    expect(formatFileSize(850)).toBe('850 B');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2,4 MB');
  });
});

describe('formatCharacterCount', () => {
  it('groups thousands with a dot, also below 10.000', () => {
    expect(formatCharacterCount(1234, 5000)).toBe('1.234 / 5.000');
    expect(formatCharacterCount(0, 5000)).toBe('0 / 5.000');
  });
});

describe('personName', () => {
  it('joins name and surname, or names a deleted account', () => {
    expect(personName({ id: 1, name: 'Ana', surname: 'García', role: 'STUDENT' })).toBe('Ana García');
    expect(personName(null)).toBe('Cuenta eliminada');
  });
});
