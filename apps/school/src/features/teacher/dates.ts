const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a datetime-local input, in the browser's time zone ('2030-03-20T18:00'). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A datetime-local value as an ISO instant for the API; '' stays '' (the schema says it is required). Only
 * that exact form: anything else is kept for the schema to refuse, never read by `new Date`, which takes
 * '10/12/2026' month first.
 */
export function fromLocalInput(value: string): string {
  if (!LOCAL_DATE_TIME.test(value)) return value.trim() ? value : '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
