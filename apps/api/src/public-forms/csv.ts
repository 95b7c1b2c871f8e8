/**
 * One CSV field: quoted (RFC 4180), and a field a spreadsheet would run as a formula (one starting with =, +,
 * -, @, a tab or a carriage return) gets a leading apostrophe, OWASP's guard against CSV injection.
 */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}

export function csvLine(values: string[]): string {
  return values.map(csvField).join(',');
}
