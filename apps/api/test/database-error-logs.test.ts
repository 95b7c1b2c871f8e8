import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { unique } from './support/helpers';
import { LogCapture } from './support/logs';

/**
 * A statement that fails reaches the log with its error code, table and constraint, never with the values it
 * was sent (drizzle-orm 0.45's DrizzleQueryError carries them, and PostgreSQL repeats one in its `detail`).
 */
describeEachDatabase('database errors in the log: code and table, never the parameters', (ctx) => {
  const logs = new LogCapture();
  let app: App;
  const hash = `$argon2id$v=19$m=19456,t=2,p=1$secreto-${unique()}`;
  const email = `secreto-${unique()}@aula.test`;

  beforeAll(async () => {
    app = await ctx.app({ logLevel: 'trace' }, { logStream: logs.stream });
    const row = { name: 'A', surname: 'B', username: `dup_${unique()}`, email, passwordHash: hash };
    await app.db.insert(users).values(row);
    // The same e-mail again: a unique violation whose parameters and detail hold the secrets.
    app.post('/api/test-only/duplicate', async () => {
      await app.db.insert(users).values({ ...row, username: `dup_${unique()}` });
      return {};
    });
    await app.ready();
  });

  it('answers 500 and logs SQLSTATE, table and constraint without the hash or the e-mail', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test-only/duplicate' });
    expect(response.statusCode).toBe(500);
    const failed = logs.entries.find((entry) => entry.msg === 'request failed');
    expect(failed, logs.text).toBeDefined();
    expect(failed?.db).toMatchObject({
      code: '23505',
      table: 'users',
      constraint: 'users_email_unique',
      query: expect.stringMatching(/^insert into "users"/),
    });
    expect(logs.text).not.toContain(hash);
    expect(logs.text).not.toContain(hash.slice(-12));
    expect(logs.text).not.toContain(email);
  });
});
