/**
 * The dates of the Spanish pickers: what the teacher types ('5/12/2026', '05/12/2026 18:30') or what a form
 * already holds ('2026-12-05', '2026-12-05T18:30', the values of the native date inputs they replace) to
 * those values and back. Pure: no time zone is involved, a date-time stays a wall-clock time.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDate(year: number, month: number, day: number): string | null {
  return isRealDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** 'dd/mm/aaaa' (also d/m/aaaa, with - or . between) or 'aaaa-mm-dd' → 'aaaa-mm-dd'; null when not a date. */
export function parseDateText(text: string): string | null {
  const typed = text.trim();
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (spanish) return isoDate(Number(spanish[3]), Number(spanish[2]), Number(spanish[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa'; anything else is returned as it is. */
export function formatDateText(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** 'dd/mm/aaaa hh:mm' or 'aaaa-mm-ddThh:mm' → 'aaaa-mm-ddThh:mm'; null when not a date and a time. */
export function parseDateTimeText(text: string): string | null {
  const typed = text.trim();
  const match = /^(\S+)(?:\s+|T)(\d{1,2}):(\d{2})$/.exec(typed);
  if (!match) return null;
  const date = parseDateText(match[1] as string);
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
