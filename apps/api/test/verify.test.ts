import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { verificationTokens } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { describeEachDatabase } from './support/harness';
import { register, userByUsername, validRegistration, verificationTokenFor } from './support/helpers';

describeEachDatabase('GET /api/auth/verify', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  const verify = (query: string) => app.inject({ method: 'GET', url: `/api/auth/verify${query}` });

  async function registered() {
    const payload = validRegistration();
    expect((await register(app, payload)).statusCode).toBe(201);
    return { payload, token: await verificationTokenFor(ctx.db, payload.email) };
  }

  it('answers 400 without a token', async () => {
    for (const query of ['', '?token=', '?other=1']) {
      const response = await verify(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Token de verificación no encontrado.' });
    }
  });

  it('answers 400 for an unknown token', async () => {
    const response = await verify('?token=no-existe-este-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Token de verificación inválido o ya utilizado.' });
  });

  it('verifies the account once; the same link a second time is refused', async () => {
    const { payload, token } = await registered();

    const first = await verify(`?token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Tu cuenta ha sido verificada exitosamente' });
    expect((await userByUsername(ctx.db, payload.username))?.verified).toBe(true);
    const [stored] = await ctx.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).toBeInstanceOf(Date);

    const second = await verify(`?token=${token}`);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'Token de verificación inválido o ya utilizado.' });
  });

  it('refuses an expired token with a message containing "expirado", leaving the account unverified', async () => {
    const { payload, token } = await registered();
    await ctx.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verificationTokens.tokenHash, hashToken(token)));

    const response = await verify(`?token=${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Token expirado. Regístrate de nuevo para recibir un nuevo enlace.',
    });
    expect(response.json().error).toContain('expirado');
    expect((await userByUsername(ctx.db, payload.username))?.verified).toBe(false);
  });
});
