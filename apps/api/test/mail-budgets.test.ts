import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';
import { changeEmail, mailsTo } from './support/account';
import { describeEachDatabase } from './support/harness';
import { register, unique, validRegistration } from './support/helpers';
import { forgotPassword } from './support/password-reset';
import { applicationForm, makePosition } from './support/public-forms';
import { makeUser } from './support/teacher';

/**
 * Mail a stranger can cause to any address (decision 155): five requests naming one address mail it once,
 * each answered as the first was, and what reaches that inbox carries nothing the stranger typed. Every test
 * closes its app, which waits for the work done after the answers, before counting the outbox.
 */
describeEachDatabase('mail budgets per recipient', (ctx) => {
  let addresses = 0;
  /** A fresh client address per request, so only the per-recipient budget can hold a mail back. */
  const address = () => `10.53.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const FIVE = [1, 2, 3, 4, 5];

  it('five newsletter sign-ups for one address send one confirmation, and its link stays live', async () => {
    const app = await ctx.app();
    const email = `boletin.${unique()}@example.com`;
    for (const _ of FIVE) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/newsletter',
        payload: { email },
        remoteAddress: address(),
      });
      expect(response.statusCode).toBe(200);
    }
    await app.close();
    const mails = await mailsTo(ctx.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirma tu suscripción al boletín de Aula']);

    const confirming = await ctx.app();
    const token = /token=([\w-]+)/.exec(mails[0]?.textBody ?? '')?.[1] ?? '';
    const confirmed = await confirming.inject({
      method: 'POST',
      url: '/api/public/newsletter/confirm',
      payload: { token },
      remoteAddress: address(),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('five registrations naming one address mail one link, and none carries the name typed', async () => {
    const app = await ctx.app();
    const email = `registro.${unique()}@example.com`;
    const name = 'Visita http://estafa.example';
    for (const _ of FIVE) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: validRegistration({ email, name }),
        remoteAddress: address(),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const mails = await mailsTo(ctx.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Verifica tu cuenta de Aula']);
    expect(`${mails[0]?.textBody}${mails[0]?.htmlBody}`).not.toContain('estafa');
    // The account of the one link sent is the one kept: the later registrations changed nothing.
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(mails[0]?.textBody).toContain(`«${account?.username}»`);
  });

  it('five registrations with a verified address send its owner one notice', async () => {
    const app = await ctx.app();
    const owner = await makeUser(app, ['STUDENT']);
    for (const _ of FIVE) {
      const response = await register(app, validRegistration({ email: owner.email }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const mails = await mailsTo(ctx.db, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Intento de registro con tu correo en Aula']);
  });

  it('five password recoveries of one account, by username and e-mail, mail one link', async () => {
    const app = await ctx.app();
    const user = await makeUser(app, ['STUDENT'], 'Olga');
    for (const login of [user.username, user.email, user.username, user.email, user.username]) {
      const response = await forgotPassword(app, login, address());
      expect(response.statusCode).toBe(200);
    }
    await app.close();
    const mails = await mailsTo(ctx.db, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Restablece tu contraseña de Aula']);
    expect(mails[0]?.textBody).not.toContain('Olga');
  });

  it('five e-mail changes to one address mail it once, whether free or taken', async () => {
    const app = await ctx.app();
    const passwordHash = await hashPassword('secreto123');
    const taken = await makeUser(app, ['STUDENT']);
    const free = `libre.${unique()}@example.com`;
    for (const target of [free, taken.email]) {
      for (const _ of FIVE) {
        const user = await makeUser(app, ['STUDENT'], 'Visita http://estafa.example');
        await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        const response = await changeEmail(
          app,
          user.token,
          { currentPassword: 'secreto123', email: target },
          address(),
        );
        expect(response.statusCode, response.body).toBe(200);
      }
    }
    await app.close();
    const toFree = await mailsTo(ctx.db, free);
    expect(toFree.map((mail) => mail.subject)).toEqual(['Confirma tu nuevo correo electrónico de Aula']);
    expect(`${toFree[0]?.textBody}${toFree[0]?.htmlBody}`).not.toContain('estafa');
    const toTaken = await mailsTo(ctx.db, taken.email);
    expect(toTaken.map((mail) => mail.subject)).toEqual(['Intento de usar tu correo en Aula']);
  });

  it('five applications naming one address send one acknowledgement with none of their text', async () => {
    const app = await ctx.app();
    const email = `candidata.${unique()}@example.com`;
    const typed = { name: 'Gana dinero en http://estafa.example', message: 'Escribe a estafa@example.com' };
    for (const _ of FIVE) {
      const position = await makePosition(ctx.db);
      const response = await app.inject({
        method: 'POST',
        url: `/api/public/job-positions/${position.id}/applications`,
        remoteAddress: address(),
        ...applicationForm({ ...typed, email }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const [ack, ...more] = await mailsTo(ctx.db, email);
    expect(more).toEqual([]);
    expect(ack?.subject).toBe('Hemos recibido tu candidatura');
    expect(ack?.textBody).toMatch(/^Hola:\n/);
    expect(ack?.textBody).not.toContain('estafa');
  });
});
