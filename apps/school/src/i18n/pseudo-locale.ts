import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/**
 * The pseudo-locale's text: accented, so a word the code never sent through the catalogue stands out, and
 * 40 % longer, the way German runs, so a layout that only fits Spanish breaks where people can see it.
 */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => ACCENTED[letter] ?? letter);
  return accented + '~'.repeat(Math.ceil(text.length * 0.4));
}

/** Marks where each message starts and ends, so a journey can tell translated text from any other. */
export function wrapPseudo(message: CompiledMessage): CompiledMessage {
  return ['⟦', ...message, '⟧'];
}
