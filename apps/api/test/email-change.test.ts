import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { emailChangeTokens, users } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { changeEmail, confirmEmail, emailChangeTokenFor, mailsTo, me } from './support/account';
import { describeEachDatabase } from './support/harness';
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
    'Te hemos enviado un enlace a la nueva dirección. Tu correo electrónico cambiará cuando lo abras: revisa ese buzón.',
};
const CHANGED = {
  message: 'Tu correo electrónico se ha cambiado. A partir de ahora te escribiremos a la nueva dirección.',
};
const INVALID = { error: 'El enlace para cambiar el correo electrónico no es válido o ya se ha usado.' };
const EXPIRED = {
  error: 'El enlace para cambiar el correo electrónico ha caducado. Pide uno nuevo en Configuración.',
};
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('account settings: e-mail change', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  let addresses = 0;
  const address = () => `10.6.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const freshEmail = () => `nuevo.${unique()}@example.com`;

  /** Asks for the change and waits for the link mailed to the new address. */
  async function linkTo(user: { token: string; password: string }, email: string): Promise<string> {
    const response = await changeEmail(app, user.token, { currentPassword: user.password, email }, address());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(SENT);
    return waitFor(() => emailChangeTokenFor(ctx.db, email.toLowerCase()), `the link to ${email}`);
  }

  it('mails a link to the new address; the address changes only when it is opened, and the old one is told', async () => {
    const user = await sessionFor(app);
    const email = freshEmail();
    const token = await linkTo(user, email.toUpperCase());
    const [mail] = await mailsTo(ctx.db, email);
    expect(mail?.subject).toBe('Confirma tu nuevo correo electrónico de Aula');
    expect(mail?.textBody).toContain(`«${user.username}»`);
    expect(mail?.textBody).toMatch(/http:\/\/aula\.test\/confirm-email\?token=[\w-]{43}\n/);
    expect(mail?.textBody).toContain('El enlace caduca en 24 horas y solo puede usarse una vez.');
    expect((await me(app, user.token)).json().email).toBe(user.email);
    const [row] = await ctx.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.tokenHash, hashToken(token)));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(DAY - 60_000);

    const confirmed = await confirmEmail(app, token, address());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual(CHANGED);
    expect((await me(app, user.token)).json().email).toBe(email);
    const [notice] = await mailsTo(ctx.db, user.email);
    expect(notice?.subject).toBe('Tu correo electrónico de Aula ha cambiado');
    expect(notice?.textBody).toContain(email);
    expect((await login(app, user.username, user.password)).statusCode).toBe(200);

    const again = await confirmEmail(app, token, address());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('answers a taken address exactly as a free one; its owner gets a notice, nobody a link', async () => {
    const user = await sessionFor(app);
    const owner = await sessionFor(app);
    const response = await changeEmail(
      app,
      user.token,
      { currentPassword: user.password, email: owner.email },
      address(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const notice = await waitFor(async () => {
      const mails = await mailsTo(ctx.db, owner.email);
      return mails.find((mail) => mail.subject === 'Intento de usar tu correo en Aula');
    }, 'the notice to the owner of the address');
    expect(notice.textBody).not.toContain('confirm-email');
    expect(
      await ctx.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id)),
    ).toEqual([]);
    expect((await me(app, user.token)).json().email).toBe(user.email);
  });

  it('refuses a wrong current password, the same address and a bad one, with their messages', async () => {
    const user = await sessionFor(app);
    const refusals: [object, string][] = [
      [{ currentPassword: 'no-es-la-mia', email: freshEmail() }, 'La contraseña actual no es correcta.'],
      [{ currentPassword: '', email: freshEmail() }, 'Escribe tu contraseña actual'],
      [
        { currentPassword: user.password, email: user.email.toUpperCase() },
        'Ese ya es tu correo electrónico.',
      ],
      [{ currentPassword: user.password, email: '' }, 'El correo electrónico es obligatorio'],
      [
        { currentPassword: user.password, email: 'sin-arroba' },
        'El formato del correo electrónico no es válido',
      ],
      [
        { currentPassword: user.password, email: '"ana"@example.com' },
        'Escribe solo la dirección de correo electrónico, por ejemplo nombre@dominio.com',
      ],
    ];
    for (const [payload, error] of refusals) {
      const response = await changeEmail(app, user.token, payload, address());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { currentPassword: user.password, email: freshEmail() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a link after 24 hours (fixed clock) and one that never existed', async () => {
    const user = await sessionFor(app);
    const token = await linkTo(user, freshEmail());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY + 1_000 });
    const late = await confirmEmail(app, token, address());
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(EXPIRED);
    vi.useRealTimers();
    for (const unknown of ['', 'no-existe-este-enlace']) {
      const response = await confirmEmail(app, unknown, address());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    expect((await me(app, user.token)).json().email).toBe(user.email);
  });

  it('a confirmed change ends the other links: older changes, and recovery links sent to the old address', async () => {
    const user = await sessionFor(app);
    const recovery = await forgotPassword(app, user.username, address());
    expect(recovery.statusCode).toBe(200);
    const reset = await waitFor(() => resetTokenFor(ctx.db, user.email), 'a recovery link');
    const first = await linkTo(user, freshEmail());
    const second = await linkTo(user, freshEmail());
    expect((await confirmEmail(app, second, address())).statusCode).toBe(200);
    expect((await confirmEmail(app, first, address())).json()).toEqual(INVALID);
    const late = await resetPassword(app, reset, 'otra-clave-nueva-7', { remoteAddress: address() });
    expect(late.statusCode).toBe(400);
  });

  it('takes the address from an unverified account, and refuses one a verified account took meanwhile', async () => {
    const user = await sessionFor(app);
    const pending = validRegistration();
    const token = await linkTo(user, pending.email);
    expect((await register(app, pending)).statusCode).toBe(201);
    expect((await confirmEmail(app, token, address())).statusCode).toBe(200);
    expect(await userByUsername(ctx.db, pending.username)).toBeUndefined();

    const other = await sessionFor(app);
    const wanted = freshEmail();
    const late = await linkTo(other, wanted);
    await ctx.db.update(users).set({ email: wanted }).where(eq(users.id, user.id));
    const taken = await confirmEmail(app, late, address());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'Ese correo electrónico ya pertenece a otra cuenta. Tu correo electrónico no ha cambiado.',
    });
    expect((await me(app, other.token)).json().email).toBe(other.email);
  });
});
