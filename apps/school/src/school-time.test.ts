import { describe, expect, it } from 'vitest';
import { activateLocale } from './i18n/locale';
import { keepsOtherTime, timeZoneNote, upperFirst, WEEKDAYS, weekdayName } from './school-time';

describe('the school clock in words', () => {
  it('names the time zone as people say it, in summer and in winter alike', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(timeZoneNote('Europe/Madrid', winter)).toBe('Horas de Madrid (hora de Europa central).');
    expect(timeZoneNote('Europe/Madrid', summer)).toBe('Horas de Madrid (hora de Europa central).');
    expect(timeZoneNote('America/Mexico_City', winter)).toMatch(/^Horas de Mexico City \(hora .+\)\.$/);
    expect(timeZoneNote('Europe/Madrid', winter)).not.toContain('Europe/');
  });

  it('capitalises only the first letter of a day (a CSS capitalize wrote "29 De Noviembre")', () => {
    const day = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date('2026-11-29T12:00:00Z'));
    expect(upperFirst(day)).toBe('Domingo, 29 de noviembre');
    expect(upperFirst('')).toBe('');
  });

  it('tells a viewer on another clock from one on the same clock, summer time included', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(keepsOtherTime('Europe/Madrid', winter, 'America/New_York')).toBe(true);
    expect(keepsOtherTime('Europe/Madrid', winter, 'Europe/Madrid')).toBe(false);
    // Same clock under another name: no note.
    expect(keepsOtherTime('Europe/Madrid', winter, 'Europe/Paris')).toBe(false);
    // Same hour in winter, but Lagos keeps it all year while Madrid moves to summer time.
    expect(keepsOtherTime('Europe/Madrid', winter, 'Africa/Lagos')).toBe(true);
  });
});

describe('the school clock in the reader’s language', () => {
  it('names the weekdays as WEEKDAYS does in Spanish, and in the language asked for', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, 'es-ES'))).toEqual([...WEEKDAYS]);
    expect(weekdayName(1, 'en-GB')).toBe('Monday');
    expect(weekdayName(7, 'de-DE')).toBe('Sonntag');
  });

  it('writes the time-zone note in the active language', async () => {
    await activateLocale('en', ['all']);
    try {
      expect(timeZoneNote('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe(
        'Times in Madrid (Central European Time).',
      );
    } finally {
      await activateLocale('es', ['all']);
    }
  });
});
