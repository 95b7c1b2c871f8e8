import { ApiError } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryClientFor, sessionClosed, shouldRetry } from './query-client';

describe('queryClientFor', () => {
  it('keeps the cache for one person and starts empty for the next', () => {
    const first = queryClientFor('ana');
    first.setQueryData(['student', 'courses'], ['Inglés A1']);
    expect(queryClientFor('ana')).toBe(first);

    const next = queryClientFor('carlos');
    expect(next).not.toBe(first);
    expect(next.getQueryData(['student', 'courses'])).toBeUndefined();
    expect(first.getQueryData(['student', 'courses'])).toBeUndefined();
  });

  it('starts empty after a logout, even when the same person signs in again', () => {
    const before = queryClientFor('ana');
    before.setQueryData(['student', 'courses'], ['Inglés A1']);
    queryClientFor(null);
    const after = queryClientFor('ana');
    expect(after).not.toBe(before);
    expect(after.getQueryData(['student', 'courses'])).toBeUndefined();
  });
});

describe('shouldRetry', () => {
  it('tries once more after a server fault or a lost connection', () => {
    expect(shouldRetry(0, new ApiError(503, ''))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, ''))).toBe(false);
  });

  it('never retries a 4xx or an error of our own', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetry(0, new ApiError(status, ''))).toBe(false);
    expect(shouldRetry(0, new Error('invalid'))).toBe(false);
  });
});

describe('a session closed elsewhere', () => {
  const refused = () => new ApiError(401, JSON.stringify({ error: 'Sesión no válida o expirada.' }));

  it('is the server refusing the token, not another 401 or a missing token', () => {
    expect(sessionClosed(refused())).toBe(true);
    expect(sessionClosed(new ApiError(401, JSON.stringify({ error: 'El código no es correcto.' })))).toBe(
      false,
    );
    expect(sessionClosed(new ApiError(403, JSON.stringify({ error: 'Sesión no válida o expirada.' })))).toBe(
      false,
    );
    expect(sessionClosed(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('ends the session from a failed read and from a failed write', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    await client
      .fetchQuery({ queryKey: ['student', 'courses'], queryFn: () => Promise.reject(refused()) })
      .catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    const save = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refused()) });
    await save.execute(undefined).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures to the page', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(404, '')) })
      .catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
  });
});
