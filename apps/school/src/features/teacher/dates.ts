const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a datetime-local input, in the browser's time zone ('2030-03-20T18:00'). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant for the API; '' stays '' (the schema says it is required). */
export function fromLocalInput(value: string): string {
  if (!value.trim()) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
