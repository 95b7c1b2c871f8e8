import { generate } from 'otplib';
import type { App } from '../../src/app';
import { userWithPassword } from './access-world';
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
