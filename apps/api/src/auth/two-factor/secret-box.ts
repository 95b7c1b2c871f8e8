import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored sealed (AES-256-GCM) with a key derived from the server's secret (the one that signs
 * sessions), so a copy of the table alone does not give anyone's codes away (decision 133). With PostgreSQL and
 * no JWT_SECRET that secret lives in the same database, and the sealing only protects copies of the table.
 */
function keyOf(serverSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'aula two-factor secret', 32));
}

/** 'v1.' + base64url(iv | tag | ciphertext). */
export function seal(secret: string, serverSecret: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The secret back; throws if the box was not sealed with this server secret (or was altered). */
export function open(box: string, serverSecret: Uint8Array): string {
  if (!box.startsWith('v1.')) throw new Error('unknown two-factor secret box');
  const bytes = Buffer.from(box.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
