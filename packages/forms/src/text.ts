/**
 * Rules every free text shares. PostgreSQL's text cannot hold a NUL byte, so one in any field is refused
 * with a Spanish 400 instead of failing in the database. Ours: the spec gives no text. Text is normalized and
 * an address checked the same way everywhere; they live here rather than beside the registration (auth.ts),
 * so the forms that share them do not bundle the registration's schemas.
 */
export const TEXT_MESSAGES = {
  nulCharacter: 'El texto contiene un carácter no permitido.',
  /** A body or query with a field the schema does not know (every strict schema says the same). */
  unknownField: 'La petición contiene campos no permitidos.',
} as const;

/** A JSON body takes only the fields it names: an unknown one is refused, not ignored, with one message. */
export const strictBody = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? TEXT_MESSAGES.unknownField : undefined,
};

/** Whether the text holds a NUL byte (U+0000). */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** A UTF-16 surrogate without its pair: no character, and no UTF-8 (the database would store U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL's text can hold the value as it is: no NUL byte, no lone surrogate. */
export function storableText(value: string): boolean {
  return !hasNul(value) && !LONE_SURROGATE.test(value);
}

/** Every string in a value (nested arrays and objects included, keys too) is storable text. */
export function allTextStorable(value: unknown): boolean {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.every(allTextStorable);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => storableText(key) && allTextStorable(item));
  }
  return true;
}

/** What is stored and compared: compatibility forms folded (NFKC: 'ａｎａ' is 'ana'), trimmed. */
export function normalizedText(value: string): string {
  return value.normalize('NFKC').trim();
}

/**
 * Ours: a plain address only (no display name, quotes, angle brackets or comments), so
 * `decoy<x@example.org>` and `"x@example.org"` cannot pose as another address; ASCII, as every mail system
 * takes it (an international domain is written in its xn-- form).
 */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
