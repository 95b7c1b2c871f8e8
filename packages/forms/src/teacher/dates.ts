/** The teacher forms' dates: calendar dates of courses, ISO date-times of due dates. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_STORABLE_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const FIRST_INSTANT_AFTER_9999 = Date.parse('+010000-01-01T00:00:00Z');
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** YYYY-MM-DD of `now` in the local time zone (the browser's "today"). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest calendar date that is "today" somewhere on earth (UTC-12). The server cannot know the
 * teacher's time zone, so it accepts any date that is today for someone: a teacher in any zone is never
 * refused their own today.
 */
export function earliestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An ISO 8601 date and time with its offset (or Z): the only due-date form the API takes. */
export function isIsoDateTime(value: string): boolean {
  if (!ISO_DATE_TIME.test(value)) return false;
  const time = new Date(value).getTime();
  // Years 0001 to 9999 once the offset is applied: year 0000, or 9999 pushed into 10000 by its offset,
  // cannot be stored.
  return time >= FIRST_STORABLE_INSTANT && time < FIRST_INSTANT_AFTER_9999;
}
