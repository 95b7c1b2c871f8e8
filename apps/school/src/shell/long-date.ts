/** Today's date as the panels' headers show it (spec, "Screens and routes"): "lunes, 5 de mayo de 2025" in Spanish. */
export function longDate(date: Date, locale: string): string {
  return date.toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
