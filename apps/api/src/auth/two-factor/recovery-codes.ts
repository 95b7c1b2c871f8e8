import { randomInt } from 'node:crypto';
import { hashToken } from '../../security/tokens';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read off paper and typed back. 31 symbols, ten of them: about 50 bits a code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new codes, written as the person sees them: 'abcde-12345'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/**
 * What is stored and compared: the SHA-256 of the code without its hyphen. The codes are random and long
 * enough that a fast hash is fine, as for e-mailed links.
 */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
