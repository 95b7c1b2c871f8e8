/** Today's date as the panels' headers show it (spec, "Screens and routes"): "lunes, 5 de mayo de 2025". */
export function longSpanishDate(date: Date): string {
  return date.toLocaleDateString('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
