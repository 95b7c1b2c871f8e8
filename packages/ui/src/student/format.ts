/**
 * '12 de marzo de 2026, 10:30' (es-ES), in the browser's time zone unless one is given. Built from its two
 * halves because engines join dateStyle and timeStyle differently ('…, 10:30' or '… a las 10:30').
 */
export function formatLongDateTime(value: Date | string, locale = 'es-ES', timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const zone = timeZone ? { timeZone } : {};
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', ...zone });
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', ...zone });
  return `${day}, ${time}`;
}

/** '12/03/2026' (es-ES). */
export function formatNumericDate(value: Date | string, locale = 'es-ES', timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleDateString(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}
