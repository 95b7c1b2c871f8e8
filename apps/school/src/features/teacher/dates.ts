import { TZDate, tzOffset } from '@date-fns/tz';

/*
 * Due dates are wall times of the school's clock (decision 172): '10/12/2026' typed by a teacher abroad is
 * 23:59 in the school's zone, not in the browser's. The zone arithmetic is @date-fns/tz's, as the server's is.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the picker's value in the school's time zone ('2030-03-20T18:00'); '' when not a date. */
export function toLocalInput(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const wall = new TZDate(time, timeZone);
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}T${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The picker's value ('aaaa-mm-ddThh:mm', a wall time in the school's `timeZone`) as an ISO instant for the
 * API; '' stays '' (the schema says it is required). Only that exact form: anything else is kept for the
 * schema to refuse, never read by `new Date`, which takes '10/12/2026' month first. Across a change of the
 * clocks, a time that never happens (02:30 when the clocks go forward) moves on by the gap, to 03:30; a time
 * that happens twice (02:30 when they go back) is the second one, the later deadline.
 */
export function fromLocalInput(value: string, timeZone: string): string {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return value.trim() ? value : '';
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // The wall time as if it were UTC; 31/02 would roll over into March, so a day the calendar lacks is refused.
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const check = new Date(wall);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hours > 23 || minutes > 59)
    return value;
  // The zone's offset a day before and a day after: each gives an instant, kept when the zone's clock reads
  // the typed time then. Two kept: the hour happens twice. None: it falls in the gap of a change.
  const offsetAt = (time: number) => tzOffset(timeZone, new Date(time)) * MINUTE_MS;
  const [before, after] = [wall - offsetAt(wall - DAY_MS), wall - offsetAt(wall + DAY_MS)] as [
    number,
    number,
  ];
  const readsAsTyped = [before, after].filter((instant) => instant + offsetAt(instant) === wall);
  const instant = readsAsTyped.length > 0 ? Math.max(...readsAsTyped) : before;
  return Number.isNaN(instant) ? value : new Date(instant).toISOString();
}
