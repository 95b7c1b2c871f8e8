import { ACTIVITY_TYPE_NAMES, type ActivityType } from '@aula/domain';

/** TASK is shown as 'Ejercicio escrito' (spec section 4). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = ACTIVITY_TYPE_NAMES;
export type ActivityKind = ActivityType;

/**
 * Spanish writes its short months without the dot the formatter gives some ('sept.'); other languages keep
 * theirs, and German needs the day's ('20. März').
 */
function withoutSpanishDot(text: string, locale: string): string {
  return locale.startsWith('es') ? text.replace('.', '') : text;
}

/** A due date as day, short month and year, in Spanish (Spain) by default: "20 mar 2030". */
export function formatDueDate(
  date: Date | string,
  { locale = 'es-ES', timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return withoutSpanishDot(
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
      value,
    ),
    locale,
  );
}

/** A moment with date and time, in Spanish (Spain) by default: "20 mar 2030, 18:00". */
export function formatDateTime(
  date: Date | string,
  { locale = 'es-ES', timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(value);
  return withoutSpanishDot(text, locale);
}
