/** Demo dates are relative to the day of seeding, so "due in 3 days" stays true on a fresh demo. */
export function isoDay(offsetDays: number, from: Date): string {
  const day = new Date(from.getTime() + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export function at(offsetDays: number, from: Date, hour = 23, minute = 59): Date {
  const day = new Date(from.getTime() + offsetDays * 86_400_000);
  day.setUTCHours(hour, minute, 0, 0);
  return day;
}
