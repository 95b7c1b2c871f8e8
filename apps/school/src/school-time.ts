import { tzOffset } from '@date-fns/tz';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { intlLocale } from './i18n/locale';

/*
 * Words of the school's clock, shared by the timetable and deadline screens: the timetable (decision 136) and
 * due dates (decision 172) are kept and shown in the school's time zone, and people read it by its name, not
 * by its IANA key.
 */

/** The days of the week in ISO order (1 is Monday), as Spanish writes them inside a sentence. */
export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

// A Monday: the weekday names are read off the week that starts on it.
const A_MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day of the week (1 is Monday) as the reader's language writes it inside a sentence: WEEKDAYS' word in
 * Spanish, 'Monday' or 'lundi' in the others. `locale` is an Intl tag; by default the active language's.
 */
export function weekdayName(isoDay: number, locale = intlLocale(i18n.locale)): string {
  const day = new Date(A_MONDAY + (isoDay - 1) * DAY_MS);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** A day as a heading: 'Domingo, 29 de noviembre'. Only the first letter is capital, as Spanish writes it. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/**
 * The note under a timetable: 'Horas de Madrid (hora de Europa central).', never 'Europe/Madrid'; the zone's
 * name in the reader's language.
 */
export function timeZoneNote(timeZone: string, at = new Date()): string {
  const city = timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  const name = new Intl.DateTimeFormat(intlLocale(i18n.locale), { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? t`Horas de ${city} (${name}).` : t`Horas de ${city}.`;
}

/** The zone the browser's own clock keeps ('America/New_York'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000;

/**
 * Whether the viewer's clock differs from the school's, now or half a year on (one may change to summer time
 * and the other not): then the screens say whose hours they show. Paris and Madrid keep the same clock.
 */
export function keepsOtherTime(timeZone: string, at = new Date(), viewerZone = browserTimeZone()): boolean {
  const later = new Date(at.getTime() + HALF_YEAR_MS);
  return [at, later].some((moment) => tzOffset(timeZone, moment) !== tzOffset(viewerZone, moment));
}
