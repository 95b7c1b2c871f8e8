/**
 * The dates behind the picker's calendar: a month's weeks, moving by days and months, and the names shown,
 * from the browser's Intl in the calendar's language (no date library: decision 124). Days are local midnights,
 * as `calendarDay` gives them.
 */

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The part of a date-fns locale the calendar reads, so one (`es`, `enUS`…) can be passed as before. */
export interface CalendarLocale {
  /** BCP 47 language tag for the names ('es', 'en-US'). */
  code?: string;
  options?: { weekStartsOn?: WeekStart };
}

/** The calendar of a language object's locale; weeks start on Monday, as in every language the library ships. */
export const calendarOf = (code: string): CalendarLocale => ({ code, options: { weekStartsOn: 1 } });

export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

export function startOfMonth(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 → 28/29 February). */
export function addMonths(day: Date, months: number): Date {
  const first = new Date(day.getFullYear(), day.getMonth() + months, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(day.getDate(), last));
}

export function sameDay(a: Date | undefined, b: Date | undefined): boolean {
  return a !== undefined && b !== undefined && a.toDateString() === b.toDateString();
}

export function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** The first day of `day`'s week. */
export function startOfWeek(day: Date, weekStartsOn: WeekStart): Date {
  return addDays(day, -((day.getDay() - weekStartsOn + 7) % 7));
}

/** The rows shown for `month`: whole weeks from the one holding the 1st to the one holding the last day. */
export function monthWeeks(month: Date, weekStartsOn: WeekStart): Date[][] {
  const weeks: Date[][] = [];
  let day = startOfWeek(startOfMonth(month), weekStartsOn);
  do {
    const week: Date[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (sameMonth(day, month));
  return weeks;
}

/** The weekday headers from the week's first day: two letters shown ('lu'), the whole name for the label. */
export function weekdayNames(code: string, weekStartsOn: WeekStart): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(code, { weekday: 'short' });
  const long = new Intl.DateTimeFormat(code, { weekday: 'long' });
  // 7 January 2024 was a Sunday (getDay() 0).
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(2024, 0, 7 + ((weekStartsOn + i) % 7));
    return { short: short.format(day).slice(0, 2), long: long.format(day) };
  });
}

/** 'marzo 2030': the caption and the grid's name. */
export function monthCaption(month: Date, code: string): string {
  return `${new Intl.DateTimeFormat(code, { month: 'long' }).format(month)} ${month.getFullYear()}`;
}

/** 'martes, 5 de marzo de 2030': a day button's name. */
export function dayName(day: Date, code: string): string {
  return new Intl.DateTimeFormat(code, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(day);
}
