import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { disableAccount, enableAccount } from '../src/auth/account-changes';
import { renewFeedToken } from '../src/calendar/feed-tokens';
import { emailChangeTokens, passwordResetTokens, users } from '../src/db/schema';
import { generateUrlToken, hashToken } from '../src/security/tokens';
import { describeEachDatabase } from './support/harness';
import { auth, makeUser, type TestUser } from './support/teacher';

const CLI = { via: 'cli' };
const HOUR_MS = 60 * 60 * 1000;

/**
 * Everything that lets its holder act for an account without its password: the calendar feed's address, a
 * password-recovery link, an e-mail change link and an open session. Each answers whether it still works.
 */
async function keysOf(app: App, user: TestUser) {
  const feed = await renewFeedToken(app.db, user.id);
  const reset = generateUrlToken();
  const change = generateUrlToken();
  const expiresAt = new Date(Date.now() + HOUR_MS);
  await app.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: hashToken(reset), expiresAt });
  await app.db.insert(emailChangeTokens).values({
    userId: user.id,
    tokenHash: hashToken(change),
    expiresAt,
    newEmail: `nuevo-${user.username}@example.com`,
  });
  return {
    feed: async () =>
      (await app.inject({ method: 'GET', url: `/api/calendar/${feed}.ics` })).statusCode === 200,
    reset: async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: reset, password: 'otra-clave-larga-42', passwordConfirm: 'otra-clave-larga-42' },
        })
      ).statusCode === 200,
    emailChange: async () =>
      (await app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token: change } }))
        .statusCode === 200,
    session: async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(user.token) })).statusCode ===
      200,
  };
}

describeEachDatabase('a disabled account’s links and feed', (ctx) => {
  let app: App;

  beforeAll(async () => {
    app = await ctx.app();
  });

  it('stop working while the account is disabled, and change nothing', async () => {
    const user = await makeUser(app, ['STUDENT']);
    const keys = await keysOf(app, user);
    await disableAccount(app.db, user.username, CLI);
    for (const [name, works] of Object.entries(keys)) expect(await works(), name).toBe(false);
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ passwordHash: user.passwordHash, email: user.email, disabled: true });
  });

  it('work again once it is enabled, while they have not expired', async () => {
    const user = await makeUser(app, ['STUDENT']);
    const keys = await keysOf(app, user);
    await disableAccount(app.db, user.username, CLI);
    await enableAccount(app.db, user.username, CLI);
    expect(await keys.feed()).toBe(true);
    // The recovery link first: a changed e-mail address spends the account's recovery links.
    expect(await keys.reset()).toBe(true);
    expect(await keys.emailChange()).toBe(true);
  });
});
