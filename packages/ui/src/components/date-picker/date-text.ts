/**
 * The dates of the Spanish pickers: what the teacher types ('5/12/2026', '05/12/2026 18:30') or what a form
 * already holds ('2026-12-05', '2026-12-05T18:30', the values of the native date inputs they replace) to
 * those values and back. Pure: no time zone is involved, a date-time stays a wall-clock time.
 */

import { format, isValid, parse } from 'date-fns';

const pad = (n: number) => String(n).padStart(2, '0');

const SPANISH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd/mm/aaaa' (also d/m/aaaa or d/m/aa, with - or . between) or 'aaaa-mm-dd' → 'aaaa-mm-dd'; null when not
 * a date. Always day first, whatever the browser's language. A two-digit year is the one closest to `now`
 * (date-fns's rule: '1/2/26' is 2026 in 2026, '1/2/80' is 1980).
 */
export function parseDateText(text: string, now: Date = new Date()): string | null {
  const typed = text.trim();
  const spanish = SPANISH_DATE.exec(typed);
  const [day, month, year] = spanish
    ? [spanish[1], spanish[2], spanish[3]]
    : (ISO_DATE.exec(typed)?.slice(1).reverse() ?? []);
  if (!day || !month || !year) return null;
  const date = parse(`${day}/${month}/${year}`, year.length === 2 ? 'd/M/yy' : 'd/M/yyyy', now);
  return isValid(date) && date.getFullYear() >= 1000 ? format(date, 'yyyy-MM-dd') : null;
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa'; anything else is returned as it is. */
export function formatDateText(value: string): string {
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * 'dd/mm/aaaa hh:mm' or 'aaaa-mm-ddThh:mm' → 'aaaa-mm-ddThh:mm'; a date typed alone takes `defaultTime`
 * ('hh:mm') when one is given. null when not a date and a time.
 */
export function parseDateTimeText(text: string, defaultTime?: string, now: Date = new Date()): string | null {
  const typed = text.trim();
  const match = /^(\S+?)(?:\s+|T)(\d{1,2}):(\d{2})$/.exec(typed);
  if (!match) {
    const date = defaultTime ? parseDateText(typed, now) : null;
    return date ? `${date}T${defaultTime}` : null;
  }
  const date = parseDateText(match[1] as string, now);
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (!date || hours > 23 || minutes > 59) return null;
  return `${date}T${pad(hours)}:${pad(minutes)}`;
}

/** 'aaaa-mm-ddThh:mm' → 'dd/mm/aaaa hh:mm'; anything else is returned as it is. */
export function formatDateTimeText(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match ? `${formatDateText(match[1] as string)} ${match[2]}` : value;
}

/** The calendar's day of 'aaaa-mm-dd' (or of the date part of 'aaaa-mm-ddThh:mm'), at local midnight. */
export function calendarDay(value: string): Date | undefined {
  const date = parseDateText(value.slice(0, 10));
  if (!date) return undefined;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** A calendar day → 'aaaa-mm-dd'. */
export function dayValue(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
