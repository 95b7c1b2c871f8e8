import { inArray } from 'drizzle-orm';
import { generate } from 'otplib';
import type { App } from '../../src/app';
import { issueChallenge } from '../../src/auth/two-factor/challenges';
import { seal } from '../../src/auth/two-factor/secret-box';
import { twoFactor, users } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import { type AccessWorld, userWithPassword } from './access-world';
import { tokenFor } from './admin';
import { unique } from './helpers';

export const PASSWORD = 'clave-de-dos-pasos-8';

/**
 * A code of `secret` for the step `stepsAhead` after now. The server accepts one step either side and never the
 * same step twice: 0 then 1 stays acceptable even if a step boundary passes between them.
 */
export function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export function post(app: App, url: string, payload: object, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** A student with a password and a session, before two-factor authentication. */
export async function plainAccount(app: App) {
  const username = `dos_${unique()}`;
  const id = await userWithPassword(app, username, PASSWORD);
  return { id, username, token: await tokenFor(app, id) };
}

/** A student who enrolled from Configuración (its code of step 0 is used up): secret and recovery codes. */
export async function enrolledAccount(app: App) {
  const account = await plainAccount(app);
  const setup = await post(app, '/api/auth/two-factor/setup', { password: PASSWORD }, account.token);
  const { secret } = setup.json() as { secret: string };
  const confirm = await post(
    app,
    '/api/auth/two-factor/confirm',
    { code: await codeFor(secret) },
    account.token,
  );
  if (confirm.statusCode !== 200) throw new Error(`enrolment failed: ${confirm.body}`);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  return { ...account, secret, recoveryCodes };
}

/** The login's first step for an account with two-factor authentication: its challenge. */
export async function challengeFor(app: App, username: string): Promise<string> {
  const response = await post(app, '/api/auth/login', { username, password: PASSWORD });
  if (response.statusCode !== 202)
    throw new Error(`expected a challenge: ${response.statusCode} ${response.body}`);
  return (response.json() as { challenge: string }).challenge;
}

/** A login challenge to enrol, as ADMIN_2FA=required gives an administrator without two-factor authentication. */
export async function enrolmentChallenge(app: App): Promise<string> {
  const account = await plainAccount(app);
  return issueChallenge(app.db, account.id, 'enrol', false);
}

/** The one secret the access world's people share when the role matrix puts them in a two-factor state. */
export const WORLD_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Gives every person of the access world the password PASSWORD and the two-factor state `state` ('pending':
 * enrolment started with WORLD_SECRET; 'on': confirmed, no code taken yet), so a call as any of them works.
 */
export async function worldTwoFactor(app: App, w: AccessWorld, state: 'off' | 'pending' | 'on') {
  const people = [w.a.student, w.a.teacher, w.b.student, w.b.teacher, w.admin];
  const ids = people.map((person) => person.id);
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(inArray(users.id, ids));
  await app.db.delete(twoFactor).where(inArray(twoFactor.userId, ids));
  if (state === 'off') return;
  const secretBox = seal(WORLD_SECRET, app.jwtSecret);
  const enabledAt = state === 'on' ? new Date() : null;
  await app.db.insert(twoFactor).values(ids.map((userId) => ({ userId, secretBox, enabledAt })));
}
