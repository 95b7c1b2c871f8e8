import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminActions, userRoles } from '../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { changePassword, me, updateProfile } from './support/account';
import { describeEachDatabase } from './support/harness';
import { login, sessionFor, unique, userByUsername } from './support/helpers';

const SAVED = 'Tus datos se han guardado.';
const CHANGED =
  'Tu contraseña se ha cambiado. Hemos cerrado las demás sesiones abiertas de tu cuenta; esta sigue abierta.';
const WRONG = { error: 'La contraseña actual no es correcta.' };
const NEW_PASSWORD = 'otra-clave-nueva-7';

describeEachDatabase('account settings: name and password', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  /** A fresh address per call, so the per-address limits of one test do not reach another. */
  let addresses = 0;
  const address = () => `10.8.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  it('saves the name and surname (trimmed), answers the account as it is now, and /me agrees', async () => {
    const user = await sessionFor(app);
    const response = await updateProfile(app, user.token, { name: '  Lucía ', surname: 'Pérez Gil' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      name: 'Lucía',
      surname: 'Pérez Gil',
      email: user.email,
      roles: ['STUDENT'],
      locale: 'es',
      message: SAVED,
    });
    expect((await me(app, user.token)).json()).toMatchObject({ name: 'Lucía', surname: 'Pérez Gil' });
  });

  it('refuses a name or surname with the registration messages, and changes nothing', async () => {
    const user = await sessionFor(app);
    const refusals: [object, string][] = [
      [{ name: ' ', surname: 'García' }, 'El nombre es obligatorio'],
      [{ name: 'Ana', surname: '' }, 'El apellido es obligatorio'],
      [{ name: 'A', surname: 'García' }, 'El nombre debe tener al menos 2 caracteres'],
      [{ name: 'Ana', surname: 'G'.repeat(51) }, 'El apellido no puede superar los 50 caracteres'],
      [{ name: 'Ana', surname: 'García', username: 'otro' }, 'La petición contiene campos no permitidos.'],
    ];
    for (const [payload, error] of refusals) {
      const response = await updateProfile(app, user.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await userByUsername(ctx.db, user.username))?.name).toBe(user.name);
    expect((await updateProfile(app, 'no.es-un.token', { name: 'Ana', surname: 'Gil' })).statusCode).toBe(
      401,
    );
  });

  it('changes the password of every role: the other sessions end, the answered one goes on', async () => {
    for (const role of ['STUDENT', 'TEACHER', 'ADMIN'] as const) {
      // Registration offers no ADMIN: that one is made a teacher, then given the role instead.
      const user = await sessionFor(app, { roles: [role === 'ADMIN' ? 'TEACHER' : role] });
      if (role === 'ADMIN') await ctx.db.update(userRoles).set({ role }).where(eq(userRoles.userId, user.id));
      const other = (await login(app, user.username, user.password)).json().token as string;
      const response = await changePassword(
        app,
        user.token,
        { currentPassword: user.password, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        address(),
      );
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({ id: user.id, username: user.username, message: CHANGED });
      expect(answer.roles).toEqual([role]);
      expect((await me(app, other)).statusCode).toBe(401);
      expect((await me(app, user.token)).statusCode).toBe(401);
      expect((await me(app, answer.token)).statusCode).toBe(200);
      expect((await login(app, user.username, user.password)).statusCode).toBe(401);
      expect((await login(app, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    }
    const audit = await ctx.db.select().from(adminActions).where(eq(adminActions.action, 'SET_PASSWORD'));
    expect(audit.some((row) => (row.details as { via?: string }).via === 'settings')).toBe(true);
  });

  it('refuses a wrong current password, a weak, mismatched or common new one, keeping the old', async () => {
    const user = await sessionFor(app);
    const refusals: [object, string][] = [
      [
        { currentPassword: '', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        'Escribe tu contraseña actual',
      ],
      [{ currentPassword: user.password, password: '', passwordConfirm: '' }, 'La contraseña es obligatoria'],
      [
        { currentPassword: user.password, password: 'abc', passwordConfirm: 'abc' },
        'La contraseña debe tener al menos 6 caracteres',
      ],
      [
        { currentPassword: user.password, password: 'secreto-1', passwordConfirm: 'secreto-2' },
        'Las contraseñas no coinciden',
      ],
      [
        { currentPassword: user.password, password: 'password1', passwordConfirm: 'password1' },
        'La contraseña es demasiado común. Elige otra.',
      ],
      [
        { currentPassword: 'no-es-la-mia', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        WRONG.error,
      ],
    ];
    for (const [payload, error] of refusals) {
      const response = await changePassword(app, user.token, payload, address());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await me(app, user.token)).statusCode).toBe(200);
    expect((await login(app, user.username, user.password)).statusCode).toBe(200);
  });

  it("counts wrong current passwords against the login's limits of the account; the right one gives back", async () => {
    const limited = await ctx.app({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        keyPrefix: `aula-test-${unique()}:rl`,
        rules: { ...DEFAULT_RATE_LIMITS.rules, loginPair: { points: 2, durationSeconds: 900 } },
      },
    });
    const user = await sessionFor(limited);
    const guess = (currentPassword: string, password = NEW_PASSWORD) =>
      changePassword(
        limited,
        user.token,
        { currentPassword, password, passwordConfirm: password },
        '10.7.0.1',
      );
    expect((await guess('mal-1')).json()).toEqual(WRONG);
    // The right password proves the owner (its attempt is given back), even when the new one is refused.
    expect((await guess(user.password, 'password1')).json()).toEqual({
      error: 'La contraseña es demasiado común. Elige otra.',
    });
    expect((await guess('mal-2')).json()).toEqual(WRONG);
    const limitedAnswer = await guess('mal-3');
    expect(limitedAnswer.statusCode).toBe(429);
    expect(limitedAnswer.json().error).toMatch(
      /^Demasiados intentos\. Inténtalo de nuevo en \d+ minutos?\.$/,
    );
    // The login of the same account from the same address shares the budget.
    const loginAttempt = await limited.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'mal-4' },
      remoteAddress: '10.7.0.1',
    });
    expect(loginAttempt.statusCode).toBe(429);
  });
});
