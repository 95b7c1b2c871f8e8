import { parseDateTimeText } from '@aula/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromLocalInput, toLocalInput } from './dates';

const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';

describe('datetime-local conversions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('round-trips an instant through the input value', () => {
    const iso = '2030-03-20T17:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso, MADRID), MADRID)).toBe(iso);
  });

  it('keeps empty and unreadable values for the schema to reject', () => {
    expect(fromLocalInput('', MADRID)).toBe('');
    expect(fromLocalInput('mañana', MADRID)).toBe('mañana');
    // Never month first: a text the picker could not read is refused, not read the American way.
    expect(fromLocalInput('10/12/2026', MADRID)).toBe('10/12/2026');
    expect(fromLocalInput('10/12/2026 18:30', MADRID)).toBe('10/12/2026 18:30');
    expect(toLocalInput('no-date', MADRID)).toBe('');
  });

  it('writes the value without seconds or zone', () => {
    expect(toLocalInput('2030-03-20T17:05:30.000Z', MADRID)).toMatch(/^2030-03-2\dT\d{2}:\d{2}$/);
  });
});

/*
 * What the teacher types, through the DateTimePicker's own reading (a date alone takes 23:59), to the
 * instant the API gets. Every case names its school zone and asserts the instant, so the process's own zone
 * plays no part; the same text in two zones gives two instants, which reading it in the browser's zone cannot.
 */
describe('due dates typed on the school clock', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const typed = (text: string, timeZone: string) =>
    fromLocalInput(parseDateTimeText(text, '23:59', now) ?? text, timeZone);

  afterEach(() => vi.useRealTimers());

  it('reads a date alone as 23:59 of that day in the school zone, wherever the browser is', () => {
    vi.useFakeTimers({ now });
    expect(typed('10/12/2026', MADRID)).toBe('2026-12-10T22:59:00.000Z');
    expect(typed('10/12/2026', NEW_YORK)).toBe('2026-12-11T04:59:00.000Z');
  });

  it('reads a typed time as the school clock shows it', () => {
    expect(typed('10/12/2026 18:30', MADRID)).toBe('2026-12-10T17:30:00.000Z');
    expect(typed('10/12/2026 18:30', NEW_YORK)).toBe('2026-12-10T23:30:00.000Z');
  });

  it('takes a two-digit year as the one closest to today', () => {
    vi.useFakeTimers({ now });
    expect(typed('1/2/26', MADRID)).toBe('2026-02-01T22:59:00.000Z');
    expect(typed('1/2/26 8:05', NEW_YORK)).toBe('2026-02-01T13:05:00.000Z');
  });

  it('follows the change to summer time: a day alone, the hour that never happens, either side of it', () => {
    // 29 March 2026 in Madrid: 02:00 is 03:00, so the day is 23 hours long.
    expect(typed('29/03/2026', MADRID)).toBe('2026-03-29T21:59:00.000Z');
    expect(typed('29/03/2026 01:30', MADRID)).toBe('2026-03-29T00:30:00.000Z');
    expect(typed('29/03/2026 03:30', MADRID)).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not exist that night: it moves on by the gap, never back to the day before.
    expect(typed('29/03/2026 02:30', MADRID)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the later of an hour that happens twice when the clocks go back', () => {
    // 25 October 2026 in Madrid: 02:30 happens at 00:30Z (summer time) and again at 01:30Z.
    expect(typed('25/10/2026 02:30', MADRID)).toBe('2026-10-25T01:30:00.000Z');
    expect(typed('25/10/2026', MADRID)).toBe('2026-10-25T22:59:00.000Z');
  });

  it('shows a stored instant as the school clock reads it, across the change of the clocks too', () => {
    expect(toLocalInput('2026-12-10T22:59:00.000Z', MADRID)).toBe('2026-12-10T23:59');
    expect(toLocalInput('2026-12-10T22:59:00.000Z', NEW_YORK)).toBe('2026-12-10T17:59');
    expect(toLocalInput('2026-03-29T00:30:00.000Z', MADRID)).toBe('2026-03-29T01:30');
    expect(toLocalInput('2026-03-29T01:30:00.000Z', MADRID)).toBe('2026-03-29T03:30');
  });

  it('refuses a day the calendar does not have instead of rolling it over', () => {
    expect(fromLocalInput('2026-02-31T10:00', MADRID)).toBe('2026-02-31T10:00');
  });
});
