import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { mailOutbox, passwordResetTokens } from '../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { hashToken } from '../src/security/tokens';
import { describeEachDatabase, UNBUDGETED_MAIL } from './support/harness';
import {
  login,
  register,
  sessionFor,
  unique,
  userByUsername,
  validRegistration,
  waitFor,
} from './support/helpers';
import { forgotPassword, resetPassword, resetTokenFor } from './support/password-reset';

const SENT = {
  message:
    'Si existe una cuenta con ese nombre de usuario o correo electrónico, te hemos enviado un enlace para restablecer la contraseña. Revisa tu correo electrónico.',
};
const CHANGED = {
  message:
    'Tu contraseña se ha cambiado. Hemos cerrado todas las sesiones abiertas de tu cuenta: inicia sesión con la nueva contraseña.',
};
const INVALID = {
  error: 'El enlace para restablecer la contraseña no es válido o ya se ha usado. Pide uno nuevo.',
};
const EXPIRED = { error: 'El enlace para restablecer la contraseña ha caducado. Pide uno nuevo.' };
const NEW_PASSWORD = 'otra-clave-nueva-7';

describeEachDatabase('password recovery', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app(UNBUDGETED_MAIL);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fresh address per call, so the per-address limits of one test do not reach another. */
  let addresses = 0;
  const address = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  async function linkFor(email: string, by: string): Promise<string> {
    const before = await resetTokenFor(ctx.db, email);
    const response = await forgotPassword(app, by, address());
    expect(response.statusCode, response.body).toBe(200);
    return waitFor(async () => {
      const token = await resetTokenFor(ctx.db, email);
      return token !== before && token;
    }, `a new recovery e-mail for ${email}`);
  }

  it('answers the same for an account, an unknown username and an unknown e-mail; mails only the account', async () => {
    const user = await sessionFor(app);
    const answers = await Promise.all(
      [user.username, user.email, `nadie_${unique()}`, `nadie.${unique()}@example.com`].map((by) =>
        forgotPassword(app, by, address()),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(SENT);
    }
    const recoveryMails = async () =>
      (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).filter(
        (mail) => mail.subject === 'Restablece tu contraseña de Aula',
      );
    const recovery = await waitFor(async () => {
      const mails = await recoveryMails();
      return mails.length === 2 && mails;
    }, 'two recovery e-mails');
    expect(recovery[0]?.textBody).toContain(`«${user.username}»`);
    expect(recovery[0]?.textBody).toMatch(/http:\/\/aula\.test\/reset-password\?token=[\w-]{43}\n/);
    expect(recovery[0]?.textBody).toContain('El enlace caduca en 1 hora y solo puede usarse una vez.');
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const user = await sessionFor(app);
    const before = Date.now();
    const token = await linkFor(user.email, user.username);
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(lifetime).toBeLessThan(60 * 60 * 1000 + 60_000);
  });

  it('changes the password once, ends every open session and says so', async () => {
    const user = await sessionFor(app);
    const me = () =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${user.token}` } });
    expect((await me()).statusCode).toBe(200);
    const token = await linkFor(user.email, user.email.toUpperCase());

    const reset = await resetPassword(app, token, NEW_PASSWORD, { remoteAddress: address() });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual(CHANGED);
    expect((await me()).statusCode).toBe(401);
    expect((await login(app, user.username, user.password)).statusCode).toBe(401);
    expect((await login(app, user.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await resetPassword(app, token, 'y-otra-mas-8', { remoteAddress: address() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('a reset ends the other links of the account too', async () => {
    const user = await sessionFor(app);
    const first = await linkFor(user.email, user.username);
    const second = await linkFor(user.email, user.username);
    expect(first).not.toBe(second);
    expect((await resetPassword(app, second, NEW_PASSWORD, { remoteAddress: address() })).statusCode).toBe(
      200,
    );
    const older = await resetPassword(app, first, 'y-otra-mas-8', { remoteAddress: address() });
    expect(older.json()).toEqual(INVALID);
  });

  it('refuses a link after one hour (fixed clock), and a link that never existed', async () => {
    const user = await sessionFor(app);
    const token = await linkFor(user.email, user.username);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60 * 1000 + 1_000 });
    const late = await resetPassword(app, token, NEW_PASSWORD, { remoteAddress: address() });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(EXPIRED);
    vi.useRealTimers();

    for (const unknown of ['', 'no-existe-este-enlace']) {
      const response = await resetPassword(app, unknown, NEW_PASSWORD, { remoteAddress: address() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    expect((await login(app, user.username, user.password)).statusCode).toBe(200);
  });

  it('a link just under one hour old still works (fixed clock)', async () => {
    const user = await sessionFor(app);
    const token = await linkFor(user.email, user.username);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 59 * 60 * 1000 });
    expect((await resetPassword(app, token, NEW_PASSWORD, { remoteAddress: address() })).statusCode).toBe(
      200,
    );
  });

  it('verifies an unverified account that resets its password (it proved its e-mail)', async () => {
    const payload = validRegistration();
    expect((await register(app, payload)).statusCode).toBe(201);
    expect((await login(app, payload.username, payload.password)).statusCode).toBe(403);
    const token = await linkFor(payload.email, payload.email);
    expect((await resetPassword(app, token, NEW_PASSWORD, { remoteAddress: address() })).statusCode).toBe(
      200,
    );
    expect((await userByUsername(ctx.db, payload.username))?.verified).toBe(true);
    expect((await login(app, payload.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak, mismatched or common password with the registration messages, keeping the link', async () => {
    const user = await sessionFor(app);
    const token = await linkFor(user.email, user.username);
    const refusals: [string, string, string][] = [
      ['', '', 'La contraseña es obligatoria'],
      ['abc', 'abc', 'La contraseña debe tener al menos 6 caracteres'],
      ['secreto-1', 'secreto-2', 'Las contraseñas no coinciden'],
      ['password1', 'password1', 'La contraseña es demasiado común. Elige otra.'],
    ];
    for (const [password, passwordConfirm, error] of refusals) {
      const response = await resetPassword(app, token, password, {
        passwordConfirm,
        remoteAddress: address(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const missing = await forgotPassword(app, '  ', address());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Escribe tu nombre de usuario o tu correo electrónico' });
    expect((await resetPassword(app, token, NEW_PASSWORD, { remoteAddress: address() })).statusCode).toBe(
      200,
    );
  });

  it('limits requests for links per account named and per address, and failed resets per address', async () => {
    const limited = await ctx.app({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        keyPrefix: `aula-test-${unique()}:rl`,
        rules: {
          ...DEFAULT_RATE_LIMITS.rules,
          recoveryAccount: { points: 2, durationSeconds: 3600 },
          recoveryIp: { points: 3, durationSeconds: 3600 },
          resetIp: { points: 2, durationSeconds: 900 },
        },
      },
    });
    const named = `nadie_${unique()}`;
    expect((await forgotPassword(limited, named, address())).statusCode).toBe(200);
    expect((await forgotPassword(limited, named.toUpperCase(), address())).statusCode).toBe(200);
    const perAccount = await forgotPassword(limited, named, address());
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().error).toMatch(/^Demasiados intentos\. Inténtalo de nuevo en \d+ minutos?\.$/);

    const one = address();
    for (let i = 0; i < 3; i++)
      expect((await forgotPassword(limited, `n_${unique()}`, one)).statusCode).toBe(200);
    expect((await forgotPassword(limited, `n_${unique()}`, one)).statusCode).toBe(429);

    const guesser = address();
    for (let i = 0; i < 2; i++) {
      expect(
        (await resetPassword(limited, `adivina-${i}`, NEW_PASSWORD, { remoteAddress: guesser })).statusCode,
      ).toBe(400);
    }
    expect(
      (await resetPassword(limited, 'adivina-3', NEW_PASSWORD, { remoteAddress: guesser })).statusCode,
    ).toBe(429);
  });
});
