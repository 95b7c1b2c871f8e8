import { ApiError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { queryClientFor, shouldRetry } from './query-client';

describe('queryClientFor', () => {
  it('keeps the cache for one session and starts empty for the next', () => {
    const first = queryClientFor('token-ana');
    first.setQueryData(['student', 'courses'], ['Inglés A1']);
    expect(queryClientFor('token-ana')).toBe(first);

    const next = queryClientFor('token-carlos');
    expect(next).not.toBe(first);
    expect(next.getQueryData(['student', 'courses'])).toBeUndefined();
    expect(first.getQueryData(['student', 'courses'])).toBeUndefined();
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
