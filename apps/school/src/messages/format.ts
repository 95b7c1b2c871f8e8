import { formatLongDateTime, formatNumericDate } from '@aula/ui';
import type { MessagingPerson } from './types';

/** The school's time zone (spec, "Business constants and limits"): dates read the same everywhere. */
export const SCHOOL_TIME_ZONE = 'Europe/Madrid';

/** 'Ana García', or the given text for an account that no longer exists. */
export function personName(person: MessagingPerson | null, deleted = 'Cuenta eliminada'): string {
  return person ? `${person.name} ${person.surname}`.trim() : deleted;
}

function dayKey(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-CA', { timeZone });
}

/**
 * The inbox's short date: the time for today ('10:30'), 'ayer', day and month this year ('3 mar'), the
 * full date before ('03/03/2025'), all in the school's time zone.
 */
export function formatInboxDate(value: string | Date, now: Date, timeZone = SCHOOL_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (dayKey(date, timeZone) === dayKey(now, timeZone)) {
    return date.toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit', timeZone });
  }
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if (dayKey(date, timeZone) === dayKey(yesterday, timeZone)) return 'ayer';
  const year = (d: Date) => d.toLocaleDateString('es-ES', { year: 'numeric', timeZone });
  if (year(date) === year(now)) {
    return date.toLocaleDateString('es-ES', { day: 'numeric', month: 'short', timeZone }).replace('.', '');
  }
  return formatNumericDate(date, 'es-ES', timeZone);
}

/** '3 de marzo de 2026, 10:30' in the school's time zone, for each message of a thread. */
export function formatMessageDateTime(value: string | Date, timeZone = SCHOOL_TIME_ZONE): string {
  return formatLongDateTime(value, 'es-ES', timeZone);
}

/** '850 B', '12 KB', '2,4 MB' (es-ES decimals). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;
}

/** '1.234 / 5.000': the composer's counter, with es-ES thousands (grouping from 1,000, not from 10,000). */
export function formatCharacterCount(used: number, max: number): string {
  const format = (n: number) => n.toLocaleString('es-ES', { useGrouping: 'always' });
  return `${format(used)} / ${format(max)}`;
}
