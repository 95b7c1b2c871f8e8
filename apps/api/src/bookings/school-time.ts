import { TZDate } from '@date-fns/tz';

const DAY_MS = 24 * 60 * 60_000;

/** The instant of a wall-clock day (YYYY-MM-DD) and 'HH:MM' time in `timeZone` (daylight saving applied). */
export function schoolInstant(day: string, time: string, timeZone: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}

/** The day it is at `now` in `timeZone`, YYYY-MM-DD. */
export function schoolDay(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `day` moved by a number of calendar days (a calendar day has no time zone). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The school week (Monday 00:00 to the next Monday 00:00, school time) holding `day`, or today's when
 * absent. A week across a daylight-saving change is 167 or 169 hours long.
 */
export function schoolWeek(day: string | undefined, now: Date, timeZone: string) {
  const within = day ?? schoolDay(now, timeZone);
  const sinceMonday = (new Date(`${within}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = addDays(within, -sinceMonday);
  return {
    weekStart,
    from: schoolInstant(weekStart, '00:00', timeZone),
    to: schoolInstant(addDays(weekStart, 7), '00:00', timeZone),
  };
}
