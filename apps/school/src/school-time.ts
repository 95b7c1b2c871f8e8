/*
 * Words of the school's clock, shared by the timetable screens: the timetable is kept and shown in the
 * school's time zone (decision 136), and people read it by its name, not by its IANA key.
 */

/** The days of the week in ISO order (1 is Monday), as Spanish writes them inside a sentence. */
export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

/** A day as a heading: 'Domingo, 29 de noviembre'. Only the first letter is capital, as Spanish writes it. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** The note under a timetable: 'Horas de Madrid (hora de Europa central).', never 'Europe/Madrid'. */
export function timeZoneNote(timeZone: string, at = new Date()): string {
  const city = timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  const name = new Intl.DateTimeFormat('es-ES', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `Horas de ${city} (${name}).` : `Horas de ${city}.`;
}
