import { describe, expect, it } from 'vitest';
import { forgetSession } from './expire-session';

describe('forgetSession', () => {
  it('removes the token and the username only', () => {
    const data = new Map([
      ['token', 't'],
      ['username', 'ana'],
      ['user', '{}'],
      ['theme', 'dark'],
    ]);
    forgetSession({ removeItem: (key: string) => void data.delete(key) });
    expect([...data.keys()]).toEqual(['user', 'theme']);
  });
});
