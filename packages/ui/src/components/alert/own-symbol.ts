/**
 * Whether a message already starts with its own symbol (the spec's '⚠️ Por favor responde…'): the alert then
 * leaves out its icon, so the reader sees one warning symbol, not two.
 */
export function startsWithOwnSymbol(message: unknown): boolean {
  return typeof message === 'string' && /^\p{Extended_Pictographic}/u.test(message.trimStart());
}
