import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: for links sent by e-mail. */
export function generateUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
