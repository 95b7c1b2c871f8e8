import { describe, expect, it } from 'vitest';
import { firstIssueMessage, firstRegistrationError, loginSchema, registerSchema } from './auth';

const valid = {
  name: 'Ana',
  surname: 'García',
  username: 'ana.garcia',
  email: '  Ana.Garcia@Example.COM ',
  roles: ['STUDENT'],
  password: 'secreto1',
  passwordConfirm: 'secreto1',
};

function messageFor(values: Record<string, unknown>) {
  const result = registerSchema.safeParse(values);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('registration, spec section 5 in its order', () => {
  // Each step starts from the previous failing values and fixes the rule that failed, so the
  // next message proves the order, not just the presence of each rule.
  const steps: [Record<string, unknown>, string][] = [
    [{}, 'El nombre es obligatorio'],
    [{ name: 'A' }, 'El apellido es obligatorio'],
    [{ name: 'A', surname: 'B' }, 'El nombre de usuario es obligatorio'],
    [{ name: 'A', surname: 'B', username: 'cd' }, 'El correo electrónico es obligatorio'],
    [{ name: 'A', surname: 'B', username: 'cd', email: 'x' }, 'La contraseña es obligatoria'],
    [{ name: 'A', surname: 'B', username: 'cd', email: 'x', password: '1' }, 'Debes confirmar la contraseña'],
    [
      { name: 'A', surname: 'B', username: 'cd', email: 'x', password: '1', passwordConfirm: '2' },
      'El formato del correo electrónico no es válido',
    ],
    [
      { name: 'A', surname: 'B', username: 'cd', email: 'a@b.c', password: '1', passwordConfirm: '2' },
      'El nombre debe tener al menos 2 caracteres',
    ],
    [
      { name: ' Al ', surname: 'B', username: 'cd', email: 'a@b.c', password: '1', passwordConfirm: '2' },
      'El apellido debe tener al menos 2 caracteres',
    ],
    [
      { name: 'Al', surname: 'Bo', username: 'cd', email: 'a@b.c', password: '1', passwordConfirm: '2' },
      'El nombre de usuario debe tener al menos 3 caracteres',
    ],
    [
      { name: 'Al', surname: 'Bo', username: 'cde', email: 'a@b.c', password: '1', passwordConfirm: '2' },
      'La contraseña debe tener al menos 6 caracteres',
    ],
    [
      {
        name: 'Al',
        surname: 'Bo',
        username: 'cde',
        email: 'a@b.c',
        password: '123456',
        passwordConfirm: '2',
      },
      'Las contraseñas no coinciden',
    ],
  ];

  it.each(steps)('%o → %s', (values, expected) => {
    expect(messageFor(values)).toBe(expected);
    expect(firstRegistrationError({ ...emptyValues, ...(values as object) })).toBe(expected);
  });

  it('treats blank and non-text values as missing', () => {
    expect(messageFor({ ...valid, name: '   ' })).toBe('El nombre es obligatorio');
    expect(messageFor({ ...valid, surname: 42 })).toBe('El apellido es obligatorio');
  });

  it('rejects addresses with spaces or without a dot after the @', () => {
    expect(messageFor({ ...valid, email: 'ana garcia@example.com' })).toBe(
      'El formato del correo electrónico no es válido',
    );
    expect(messageFor({ ...valid, email: 'ana@example' })).toBe(
      'El formato del correo electrónico no es válido',
    );
  });

  it('enforces the maximum lengths 50, 50 and 30', () => {
    expect(messageFor({ ...valid, name: 'a'.repeat(50) })).toBeNull();
    expect(messageFor({ ...valid, name: 'a'.repeat(51) })).toBe(
      'El nombre no puede superar los 50 caracteres',
    );
    expect(messageFor({ ...valid, surname: 'a'.repeat(51) })).toBe(
      'El apellido no puede superar los 50 caracteres',
    );
    expect(messageFor({ ...valid, username: 'a'.repeat(31) })).toBe(
      'El nombre de usuario no puede superar los 30 caracteres',
    );
  });

  it('keeps 64-, 128- and 1024-character passphrases whole', () => {
    for (const length of [64, 128, 1024]) {
      const long = `${'x'.repeat(length - 1)}!`;
      const parsed = registerSchema.parse({ ...valid, password: long, passwordConfirm: long });
      expect(parsed.password).toBe(long);
    }
  });

  it('refuses a password over 1024 characters, after the spec rules', () => {
    const tooLong = 'x'.repeat(1025);
    expect(messageFor({ ...valid, password: tooLong, passwordConfirm: tooLong })).toBe(
      'La contraseña no puede superar los 1024 caracteres',
    );
    expect(messageFor({ ...valid, password: tooLong, passwordConfirm: 'y' })).toBe(
      'Las contraseñas no coinciden',
    );
  });

  it('trims names and lowercases the e-mail', () => {
    const parsed = registerSchema.parse({ ...valid, name: ' Ana ' });
    expect(parsed.email).toBe('ana.garcia@example.com');
    expect(parsed.name).toBe('Ana');
  });

  it('allows only STUDENT or TEACHER, one of them, STUDENT by default', () => {
    const { roles: _omit, ...withoutRoles } = valid;
    expect(registerSchema.parse(withoutRoles).roles).toEqual(['STUDENT']);
    expect(registerSchema.parse({ ...valid, roles: ['TEACHER'] }).roles).toEqual(['TEACHER']);
    expect(messageFor({ ...valid, roles: ['ADMIN'] })).toBe('Rol no permitido.');
    expect(messageFor({ ...valid, roles: ['STUDENT', 'TEACHER'] })).toBe('Rol no permitido.');
  });

  it('refuses fields it does not know (no mass assignment)', () => {
    expect(messageFor({ ...valid, verified: true })).toBe('La petición contiene campos no permitidos.');
  });
});

describe('login', () => {
  it('requires username and password', () => {
    const missing = loginSchema.safeParse({});
    expect(missing.success).toBe(false);
    if (!missing.success)
      expect(firstIssueMessage(missing.error)).toBe('El nombre de usuario es obligatorio');
    const noPassword = loginSchema.safeParse({ username: 'ana', password: '' });
    expect(noPassword.success).toBe(false);
    if (!noPassword.success) expect(firstIssueMessage(noPassword.error)).toBe('La contraseña es obligatoria');
  });

  it('takes passwords up to the registration maximum, whole', () => {
    const longest = 'p'.repeat(1024);
    expect(loginSchema.parse({ username: 'ana', password: longest }).password).toBe(longest);
    const tooLong = loginSchema.safeParse({ username: 'ana', password: `${longest}p` });
    expect(tooLong.success).toBe(false);
    if (!tooLong.success)
      expect(firstIssueMessage(tooLong.error)).toBe('La contraseña no puede superar los 1024 caracteres');
  });

  it("accepts a username and password (the spec's two fields: a session that is not kept)", () => {
    expect(loginSchema.parse({ username: ' ana ', password: 'x' })).toEqual({
      username: 'ana',
      password: 'x',
      remember: false,
    });
  });

  it("takes 'No cerrar sesión' as an optional boolean (decision 131)", () => {
    expect(loginSchema.parse({ username: 'ana', password: 'x', remember: true }).remember).toBe(true);
    const notBoolean = loginSchema.safeParse({ username: 'ana', password: 'x', remember: 'true' });
    expect(notBoolean.success).toBe(false);
    if (!notBoolean.success)
      expect(firstIssueMessage(notBoolean.error)).toBe("'No cerrar sesión' debe ser verdadero o falso.");
  });
});

const emptyValues = { name: '', surname: '', username: '', email: '', password: '', passwordConfirm: '' };
