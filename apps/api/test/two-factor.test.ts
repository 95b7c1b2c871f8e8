import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { open } from '../src/auth/two-factor/secret-box';
import { runAccountsCommand } from '../src/cli/accounts-command';
import { adminActions, twoFactor, userRoles } from '../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase } from './support/harness';
import { login } from './support/helpers';
import { challengeFor, codeFor, enrolledAccount, PASSWORD, plainAccount, post } from './support/two-factor';

const SECOND_FACTOR = '/api/auth/login/second-factor';
const EXPIRED = { error: 'La verificación ha caducado. Vuelve a iniciar sesión.' };
const WRONG_CODE = { error: 'El código de verificación no es correcto.' };

function me(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}

describeEachDatabase('two-factor authentication (decision 133)', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  describe('enrolment from Configuración', () => {
    it('asks for the password, shows a QR code and the secret, and turns on with a code', async () => {
      const account = await plainAccount(app);
      const status = () =>
        app.inject({
          method: 'GET',
          url: '/api/auth/two-factor',
          headers: { authorization: `Bearer ${account.token}` },
        });
      expect((await status()).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

      const wrong = await post(app, '/api/auth/two-factor/setup', { password: 'otra-cosa-1' }, account.token);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ error: 'La contraseña no es correcta.' });

      const setup = await post(app, '/api/auth/two-factor/setup', { password: PASSWORD }, account.token);
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrSvg } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toBe(`otpauth://totp/Aula:${account.username}?secret=${secret}&issuer=Aula`);
      expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      // Sealed in the database, not in clear; the server's secret opens it.
      const [row] = await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id));
      expect(row?.secretBox).not.toContain(secret);
      expect(open(row?.secretBox ?? '', app.jwtSecret)).toBe(secret);
      // Not on yet: the password alone still signs in.
      expect((await login(app, account.username, PASSWORD)).statusCode).toBe(200);

      const badCode = await post(app, '/api/auth/two-factor/confirm', { code: '000000' }, account.token);
      expect(badCode.statusCode).toBe(403);
      expect(badCode.json().error).toMatch(/^El código no es correcto/);

      const confirm = await post(
        app,
        '/api/auth/two-factor/confirm',
        { code: await codeFor(secret) },
        account.token,
      );
      expect(confirm.statusCode).toBe(200);
      const { recoveryCodes } = confirm.json();
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect((await status()).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

      const again = await post(app, '/api/auth/two-factor/setup', { password: PASSWORD }, account.token);
      expect(again.statusCode).toBe(409);
    });

    it('regenerates the recovery codes: the old ones stop working', async () => {
      const account = await enrolledAccount(app);
      const response = await post(
        app,
        '/api/auth/two-factor/recovery-codes',
        { password: PASSWORD },
        account.token,
      );
      expect(response.statusCode).toBe(200);
      const fresh: string[] = response.json().recoveryCodes;
      expect(fresh).toHaveLength(10);
      const old = await post(app, SECOND_FACTOR, {
        challenge: await challengeFor(app, account.username),
        code: account.recoveryCodes[0] as string,
      });
      expect(old.json()).toEqual(WRONG_CODE);
      const ok = await post(app, SECOND_FACTOR, {
        challenge: await challengeFor(app, account.username),
        code: fresh[0] as string,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('turns off with the password and a code', async () => {
      const account = await enrolledAccount(app);
      const noCode = await post(
        app,
        '/api/auth/two-factor/disable',
        { password: PASSWORD, code: '123456' },
        account.token,
      );
      expect(noCode.statusCode).toBe(403);
      const off = await post(
        app,
        '/api/auth/two-factor/disable',
        { password: PASSWORD, code: await codeFor(account.secret, 1) },
        account.token,
      );
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: 'Verificación en dos pasos desactivada.' });
      expect((await login(app, account.username, PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('login with a second factor', () => {
    it('asks for a code after the right password, then signs in with it once', async () => {
      const account = await enrolledAccount(app);
      const first = await post(app, '/api/auth/login', { username: account.username, password: PASSWORD });
      expect(first.statusCode).toBe(202);
      expect(first.headers['cache-control']).toContain('no-store');
      const { challenge, step, message } = first.json();
      expect(step).toBe('code');
      expect(message).toBe('Escribe el código de verificación de tu aplicación de autenticación.');
      expect(first.json()).not.toHaveProperty('token');

      const code = await codeFor(account.secret, 1);
      const wrong = await post(app, SECOND_FACTOR, { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(WRONG_CODE);

      const signedIn = await post(app, SECOND_FACTOR, { challenge, code });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toContain('no-store');
      expect(signedIn.json()).toMatchObject({
        username: account.username,
        message: 'Inicio de sesión exitoso',
      });
      expect((await me(app, signedIn.json().token)).statusCode).toBe(200);

      // The challenge worked once; the code, taken in its window, cannot be replayed with a new challenge.
      expect((await post(app, SECOND_FACTOR, { challenge, code })).json()).toEqual(EXPIRED);
      const replay = await post(app, SECOND_FACTOR, {
        challenge: await challengeFor(app, account.username),
        code,
      });
      expect(replay.json()).toEqual(WRONG_CODE);
    });

    it('signs in with a recovery code, each one once, however it is typed', async () => {
      const account = await enrolledAccount(app);
      const [first, second] = account.recoveryCodes as [string, string];
      const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
      const ok = await post(app, SECOND_FACTOR, {
        challenge: await challengeFor(app, account.username),
        code: typed,
      });
      expect(ok.statusCode).toBe(200);
      const again = await post(app, SECOND_FACTOR, {
        challenge: await challengeFor(app, account.username),
        code: first,
      });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({
        error:
          'Ese código de recuperación ya se usó: cada uno sirve una sola vez. Escribe otro o el código de tu aplicación.',
      });
      const other = await post(app, SECOND_FACTOR, {
        challenge: await challengeFor(app, account.username),
        code: second,
      });
      expect(other.statusCode).toBe(200);
      const status = await app.inject({
        method: 'GET',
        url: '/api/auth/two-factor',
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    });

    it('still takes recovery codes after the server secret changed (codes of the app no longer match)', async () => {
      const account = await enrolledAccount(app);
      const rotated = await ctx.app({ jwtSecret: 'another-secret-for-aula-api-tests-9876543210' });
      const code = await post(rotated, SECOND_FACTOR, {
        challenge: await challengeFor(rotated, account.username),
        code: await codeFor(account.secret, 1),
      });
      expect(code.json()).toEqual(WRONG_CODE);
      const recovery = await post(rotated, SECOND_FACTOR, {
        challenge: await challengeFor(rotated, account.username),
        code: account.recoveryCodes[0] as string,
      });
      expect(recovery.statusCode).toBe(200);
    });

    it('refuses a made-up challenge, and an enrolment challenge for a code, as expired', async () => {
      const made = await post(app, SECOND_FACTOR, { challenge: 'no-es-un-desafio', code: '123456' });
      expect(made.statusCode).toBe(401);
      expect(made.json()).toEqual(EXPIRED);
      const malformed = await post(app, SECOND_FACTOR, { challenge: 'x', code: '12345' });
      expect(malformed.statusCode).toBe(400);
    });

    it('answers a wrong password alike for accounts with and without it', async () => {
      const withIt = await enrolledAccount(app);
      const without = await plainAccount(app);
      const a = await login(app, withIt.username, 'no-es-esta-9');
      const b = await login(app, without.username, 'no-es-esta-9');
      expect(a.statusCode).toBe(401);
      expect(a.body).toBe(b.body);
    });

    it('limits wrong codes per challenge and per account; a right code does not use the limit', async () => {
      const limited = await ctx.app({
        rateLimits: { ...DEFAULT_RATE_LIMITS, keyPrefix: `2fa-${Date.now()}` },
      });
      const account = await enrolledAccount(limited);
      const wrong = async (challenge: string) =>
        (await post(limited, SECOND_FACTOR, { challenge, code: '000000' })).statusCode;
      const first = await challengeFor(limited, account.username);
      for (let i = 0; i < 5; i++) expect(await wrong(first)).toBe(401);
      expect(await wrong(first)).toBe(429);
      const refused = await post(limited, SECOND_FACTOR, {
        challenge: first,
        code: await codeFor(account.secret, 1),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Demasiados intentos/);

      const second = await challengeFor(limited, account.username);
      for (let i = 0; i < 5; i++) expect(await wrong(second)).toBe(401);
      // Ten wrong codes on the account: a third challenge is refused too.
      expect(await wrong(await challengeFor(limited, account.username))).toBe(429);
    });

    it('ends a login halfway when the account is disabled in between', async () => {
      const account = await enrolledAccount(app);
      const challenge = await challengeFor(app, account.username);
      await runAccountsCommand(['disable', account.username], ctx.database, silent());
      const response = await post(app, SECOND_FACTOR, {
        challenge,
        code: account.recoveryCodes[0] as string,
      });
      expect(response.json()).toEqual(EXPIRED);
    });
  });

  describe('ADMIN_2FA', () => {
    async function adminAccount() {
      const account = await plainAccount(app);
      await ctx.db.insert(userRoles).values({ userId: account.id, role: 'ADMIN' });
      return account;
    }

    it('required: an administrator without it enrols before getting a session', async () => {
      const required = await ctx.app({ adminTwoFactor: 'required' });
      const admin = await adminAccount();
      const first = await post(required, '/api/auth/login', { username: admin.username, password: PASSWORD });
      expect(first.statusCode).toBe(202);
      const { challenge, step, message } = first.json();
      expect(step).toBe('enrol');
      expect(message).toMatch(/^Los administradores deben activar la verificación en dos pasos/);
      // The enrolment challenge is not a code challenge.
      expect((await post(required, SECOND_FACTOR, { challenge, code: '123456' })).json()).toEqual(EXPIRED);

      const setup = await post(required, '/api/auth/login/enrol', { challenge });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json();
      const bad = await post(required, '/api/auth/login/enrol/confirm', { challenge, code: '000000' });
      expect(bad.statusCode).toBe(401);
      const done = await post(required, '/api/auth/login/enrol/confirm', {
        challenge,
        code: await codeFor(secret),
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().recoveryCodes).toHaveLength(10);
      expect(done.json().roles).toContain('ADMIN');
      expect((await me(required, done.json().token)).statusCode).toBe(200);
      // Used up; the next login asks for a code.
      expect((await post(required, '/api/auth/login/enrol', { challenge })).json()).toEqual(EXPIRED);
      const next = await post(required, '/api/auth/login', { username: admin.username, password: PASSWORD });
      expect(next.json().step).toBe('code');
    });

    it('optional (the tests’ setting): an administrator signs in with the password alone', async () => {
      const admin = await adminAccount();
      expect((await login(app, admin.username, PASSWORD)).statusCode).toBe(200);
    });

    it('required does not concern teachers and students', async () => {
      const required = await ctx.app({ adminTwoFactor: 'required' });
      const student = await plainAccount(required);
      expect((await login(required, student.username, PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('the operator CLI: reset-2fa', () => {
    it('turns it off, ends the sessions and the logins halfway, and is audited', async () => {
      const account = await enrolledAccount(app);
      const challenge = await challengeFor(app, account.username);
      const run = silent();
      expect(await runAccountsCommand(['reset-2fa', account.username], ctx.database, run)).toBe(0);
      expect(run.lines).toEqual([
        `Verificación en dos pasos de ${account.username} desactivada.`,
        'Sus sesiones abiertas ya no son válidas.',
      ]);
      expect((await me(app, account.token)).statusCode).toBe(401);
      expect(
        (await post(app, SECOND_FACTOR, { challenge, code: account.recoveryCodes[0] as string })).json(),
      ).toEqual(EXPIRED);
      expect((await login(app, account.username, PASSWORD)).statusCode).toBe(200);
      const [audit] = await ctx.db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1);
      expect(audit).toMatchObject({
        action: 'RESET_TWO_FACTOR',
        details: { userId: account.id, username: account.username, via: 'cli' },
      });
    });

    it('says so for an unknown user', async () => {
      const run = silent();
      expect(await runAccountsCommand(['reset-2fa', 'nadie-se-llama-asi'], ctx.database, run)).toBe(1);
      expect(run.errors).toEqual(['No existe ningún usuario «nadie-se-llama-asi».']);
    });
  });
});

function silent() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (text: string) => lines.push(text),
    err: (text: string) => errors.push(text),
    readPassword: async () => '',
  };
}
