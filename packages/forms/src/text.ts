/**
 * Rules every free text shares. PostgreSQL's text cannot hold a NUL byte, so one in any field is refused
 * with a Spanish 400 instead of failing in the database. Ours: the spec gives no text.
 */
export const TEXT_MESSAGES = {
  nulCharacter: 'El texto contiene un carácter no permitido.',
} as const;

/** Whether the text holds a NUL byte (U+0000). */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** Every string in a value (nested arrays and objects included) is free of NUL bytes. */
export function freeOfNul(value: unknown): boolean {
  if (typeof value === 'string') return !hasNul(value);
  if (Array.isArray(value)) return value.every(freeOfNul);
  if (value !== null && typeof value === 'object') return Object.values(value).every(freeOfNul);
  return true;
}
