import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../src/security/passwords';

describe('password hashing', () => {
  it('uses argon2id with the OWASP minimum: 19 MiB, 2 iterations, 1 lane, a random salt', async () => {
    const first = await hashPassword('contraseña segura');
    const second = await hashPassword('contraseña segura');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'contraseña segura')).toBe(true);
    expect(await verifyPassword(first, 'contraseña Segura')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('spends a verification for unknown users and always fails', async () => {
    expect(await verifyAgainstDummy('aula-dummy-password-for-timing')).toBe(false);
  });
});
