import { REGISTER_MESSAGES } from '@aula/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { mailOutbox, userRoles, verificationTokens } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { describeEachDatabase, UNBUDGETED_MAIL } from './support/harness';
import { register, unique, userByUsername, validRegistration, verificationTokenFor } from './support/helpers';

describeEachDatabase('POST /api/auth/register', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app(UNBUDGETED_MAIL);
  });

  describe('answers the first failing rule of spec section 5, in its order', () => {
    // Each step fixes the previous failure, so every one of the 12 messages shows up in turn.
    const steps: [string, Record<string, unknown>, string][] = [
      ['empty body', {}, 'El nombre es obligatorio'],
      ['only a name', { name: 'Ana' }, 'El apellido es obligatorio'],
      ['no username', { name: 'Ana', surname: 'García' }, 'El nombre de usuario es obligatorio'],
      [
        'no e-mail',
        { name: 'Ana', surname: 'García', username: 'anag' },
        'El correo electrónico es obligatorio',
      ],
      [
        'no password (bad e-mail waits its turn)',
        { name: 'Ana', surname: 'García', username: 'anag', email: 'no-es-correo' },
        'La contraseña es obligatoria',
      ],
      [
        'no confirmation',
        { name: 'Ana', surname: 'García', username: 'anag', email: 'no-es-correo', password: 'x' },
        'Debes confirmar la contraseña',
      ],
      [
        'e-mail format before lengths',
        { name: 'A', surname: 'G', username: 'a', email: 'ana @x.es', password: 'x', passwordConfirm: 'y' },
        'El formato del correo electrónico no es válido',
      ],
      [
        'name too short (after trimming)',
        { name: ' A ', surname: 'G', username: 'a', email: 'ana@x.es', password: 'x', passwordConfirm: 'y' },
        'El nombre debe tener al menos 2 caracteres',
      ],
      [
        'surname too short',
        { name: 'Ana', surname: 'G', username: 'a', email: 'ana@x.es', password: 'x', passwordConfirm: 'y' },
        'El apellido debe tener al menos 2 caracteres',
      ],
      [
        'username too short',
        {
          name: 'Ana',
          surname: 'Gil',
          username: 'ab',
          email: 'ana@x.es',
          password: 'x',
          passwordConfirm: 'y',
        },
        'El nombre de usuario debe tener al menos 3 caracteres',
      ],
      [
        'password too short',
        {
          name: 'Ana',
          surname: 'Gil',
          username: 'abc',
          email: 'ana@x.es',
          password: '12345',
          passwordConfirm: 'y',
        },
        'La contraseña debe tener al menos 6 caracteres',
      ],
      [
        'passwords differ',
        {
          name: 'Ana',
          surname: 'Gil',
          username: 'abc',
          email: 'ana@x.es',
          password: '123456',
          passwordConfirm: 'y',
        },
        'Las contraseñas no coinciden',
      ],
    ];

    it.each(steps)('%s', async (_case, body, message) => {
      const response = await register(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it('treats a missing body and non-text fields as empty', async () => {
      const noBody = await app.inject({ method: 'POST', url: '/api/auth/register' });
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json()).toEqual({ error: 'El nombre es obligatorio' });

      const numbers = await register(app, { ...validRegistration(), name: 42 });
      expect(numbers.json()).toEqual({ error: 'El nombre es obligatorio' });
    });
  });

  it.each([
    ['name', { name: 'N'.repeat(51) }, REGISTER_MESSAGES.nameMax],
    ['surname', { surname: 'S'.repeat(51) }, REGISTER_MESSAGES.surnameMax],
    ['username', { username: 'u'.repeat(31) }, REGISTER_MESSAGES.usernameMax],
  ])('refuses a %s over its maximum length', async (_field, override, message) => {
    const response = await register(app, validRegistration(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('accepts the maximum lengths exactly', async () => {
    const username = `max_${unique()}`.padEnd(30, 'x');
    const response = await register(
      app,
      validRegistration({ name: 'N'.repeat(50), surname: 'S'.repeat(50), username }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([[['ADMIN']], [['STUDENT', 'ADMIN']], [['SUPERUSER']], [[]], ['STUDENT']])(
    'refuses roles %j with "Rol no permitido."',
    async (roles) => {
      const response = await register(app, validRegistration({ roles: roles as string[] }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Rol no permitido.' });
    },
  );

  it('refuses fields it does not know', async () => {
    const response = await register(app, { ...validRegistration(), verified: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REGISTER_MESSAGES.unknownField });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'El cuerpo de la petición no es válido.' });
  });

  it('creates an unverified user with a hashed password, a hashed single token and an e-mail', async () => {
    const payload = validRegistration({ roles: ['TEACHER'] });
    const response = await register(app, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta.',
    });

    const user = await userByUsername(ctx.db, payload.username);
    expect(user).toMatchObject({ name: 'Ana', surname: 'García', verified: false, disabled: false });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const roles = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? 0));
    expect(roles.map((r) => r.role)).toEqual(['TEACHER']);

    const token = await verificationTokenFor(ctx.db, payload.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await ctx.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.userId, user?.id ?? 0));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.tokenHash).not.toContain(token);
    const lifetimeHours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(23.9);
    expect(lifetimeHours).toBeLessThanOrEqual(24);

    const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, payload.email));
    expect(mail?.subject).toBe('Verifica tu cuenta de Aula');
    expect(mail?.textBody).toContain(`http://aula.test/verify?token=${token}`);
    expect(mail?.htmlBody).toContain(`href="http://aula.test/verify?token=${token}"`);
  });

  it('trims and lowercases the e-mail, trims the names', async () => {
    const payload = validRegistration();
    const response = await register(app, {
      ...payload,
      name: '  Ana ',
      email: `  ${payload.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    const user = await userByUsername(ctx.db, payload.username);
    expect(user?.email).toBe(payload.email);
    expect(user?.name).toBe('Ana');
  });

  it('answers 409 for a username already registered (any letter case); a pending e-mail is replaced', async () => {
    const first = validRegistration();
    expect((await register(app, first)).statusCode).toBe(201);

    const sameUsername = await register(app, validRegistration({ username: first.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({ error: 'El nombre de usuario ya está en uso.' });

    // A later registration with the same unverified e-mail replaces the pending one
    // (look-alike-accounts.test.ts); a verified one's owner gets a notice instead.
    const sameEmail = await register(app, validRegistration({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(201);
    expect(await userByUsername(app.db, first.username)).toBeUndefined();
  });

  it('lets exactly one of two simultaneous registrations of a username through', async () => {
    const username = validRegistration().username;
    const responses = await Promise.all([
      register(app, validRegistration({ username })),
      register(app, validRegistration({ username })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({
      error: 'El nombre de usuario ya está en uso.',
    });
  });

  it('lets someone whose link expired register again with the same username and e-mail', async () => {
    const payload = validRegistration();
    expect((await register(app, payload)).statusCode).toBe(201);
    const before = await userByUsername(ctx.db, payload.username);
    await ctx.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.userId, before?.id ?? 0));

    const again = await register(app, payload);
    expect(again.statusCode, again.body).toBe(201);
    const after = await userByUsername(ctx.db, payload.username);
    expect(after?.id).not.toBe(before?.id);
  });
});
