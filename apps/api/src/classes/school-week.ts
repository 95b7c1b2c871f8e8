import { TZDate } from '@date-fns/tz';

export interface SchoolWeek {
  /** Monday and Sunday, YYYY-MM-DD in the school's time zone. */
  firstDay: string;
  lastDay: string;
  /** From Monday 00:00 to the next Monday 00:00 there: 167 or 169 hours across a daylight-saving change. */
  from: Date;
  to: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: TZDate) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The Monday-to-Sunday week, in the school's time zone, that holds `day` (YYYY-MM-DD) or the instant `now`. */
export function schoolWeek(timeZone: string, dayOrNow: string | Date): SchoolWeek {
  const at =
    typeof dayOrNow === 'string'
      ? new TZDate(`${dayOrNow}T12:00:00`, timeZone)
      : new TZDate(dayOrNow.getTime(), timeZone);
  const sinceMonday = (at.getDay() + 6) % 7;
  const monday = new TZDate(at.getFullYear(), at.getMonth(), at.getDate() - sinceMonday, timeZone);
  const sunday = new TZDate(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6, timeZone);
  const nextMonday = new TZDate(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7, timeZone);
  return {
    firstDay: dayOf(monday),
    lastDay: dayOf(sunday),
    from: new Date(monday.getTime()),
    to: new Date(nextMonday.getTime()),
  };
}
