import { ApiError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { createVerifier } from './verify-once';

function countingVerify(answer: () => Promise<{ message?: string }>) {
  const tokens: string[] = [];
  const verify = (token: string) => {
    tokens.push(token);
    return answer();
  };
  return { tokens, verify };
}

describe('createVerifier', () => {
  it('sends one request per token however many times it is asked (StrictMode mounts twice)', async () => {
    const { tokens, verify } = countingVerify(async () => ({ message: 'Cuenta verificada' }));
    const verifyOnce = createVerifier(verify);
    const [first, second] = await Promise.all([verifyOnce('abc'), verifyOnce('abc')]);
    expect(await verifyOnce('abc')).toBe(first);
    expect(second).toEqual({ kind: 'success', message: 'Cuenta verificada' });
    expect(tokens).toEqual(['abc']);
  });

  it('keeps a server refusal (the token was used) but retries after a network failure', async () => {
    const refused = countingVerify(async () => {
      throw new ApiError(400, JSON.stringify({ error: 'El token ha expirado' }));
    });
    const verifyRefused = createVerifier(refused.verify);
    expect((await verifyRefused('t')).kind).toBe('expired');
    await verifyRefused('t');
    expect(refused.tokens).toEqual(['t']);

    const offline = countingVerify(async () => {
      throw new TypeError('Failed to fetch');
    });
    const verifyOffline = createVerifier(offline.verify);
    expect(await verifyOffline('t')).toMatchObject({ kind: 'error', network: true });
    await verifyOffline('t');
    expect(offline.tokens).toEqual(['t', 't']);
  });
});
