import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { COMMON_PASSWORDS_FILE, isCommonPassword } from '../src/security/common-passwords';
import { describeWithDatabase } from './support/harness';
import { login, register, registerVerified, validRegistration } from './support/helpers';

const TOO_COMMON = { error: 'La contraseña es demasiado común. Elige otra.' };

describe('the list of common passwords', () => {
  it('holds 10,000 distinct lowercase passwords of at least 6 characters', async () => {
    const lines = (await readFile(COMMON_PASSWORDS_FILE, 'utf8')).split('\n').filter(Boolean);
    const passwords = lines.filter((line) => !line.startsWith('#'));
    expect(passwords).toHaveLength(10_000);
    expect(new Set(passwords).size).toBe(10_000);
    expect(passwords.filter((p) => p.length < 6 || p !== p.toLowerCase())).toEqual([]);
    expect(passwords.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('matches regardless of letter case, and nothing else', async () => {
    expect(await isCommonPassword('password1')).toBe(true);
    expect(await isCommonPassword('PassWord1')).toBe(true);
    expect(await isCommonPassword('password1 ')).toBe(false);
    expect(await isCommonPassword('una frase que nadie usa')).toBe(false);
  });
});

describeWithDatabase('registration refuses common passwords and keeps long ones whole', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app();
  });

  it.each(['123456789', 'Qwerty123', 'iloveyou', 'football1'])('refuses %s', async (password) => {
    const response = await register(app, validRegistration({ password, passwordConfirm: password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TOO_COMMON);
  });

  it("comes after the spec's 12 messages and the maximum lengths", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: 'no-es-correo' }, 'El formato del correo electrónico no es válido'],
      [{ password: '12345', passwordConfirm: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
      [{ passwordConfirm: 'otra' }, 'Las contraseñas no coinciden'],
      [{ username: 'u'.repeat(31) }, 'El nombre de usuario no puede superar los 30 caracteres'],
    ];
    for (const [override, message] of cases) {
      const response = await register(
        app,
        validRegistration({ password: 'password1', passwordConfirm: 'password1', ...override }),
      );
      expect(response.json()).toEqual({ error: message });
    }
  });

  it.each([
    ['64 characters', `${'a'.repeat(63)}Z`, 64],
    ['128 characters with spaces', `${'frase de paso '.repeat(10).slice(0, 127)}Z`, 128],
    ['128 characters of two bytes each', `${'ñ'.repeat(127)}Z`, 128],
    ['1024 characters', `${'x'.repeat(1023)}Z`, 1024],
  ])(
    'registers and logs in with %s; one differing only in its last character is refused',
    async (_c, password, length) => {
      expect([...password]).toHaveLength(length);
      const user = await registerVerified(app, { password, passwordConfirm: password });
      expect((await login(app, user.username, password)).statusCode).toBe(200);
      const refused = await login(app, user.username, `${password.slice(0, -1)}Y`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Credenciales incorrectas' });
    },
  );

  it('refuses a password over 1024 characters with a Spanish message', async () => {
    const password = 'x'.repeat(1025);
    const response = await register(app, validRegistration({ password, passwordConfirm: password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'La contraseña no puede superar los 1024 caracteres' });
  });
});
