import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema, profileSchema } from './account';
import { firstIssueMessage } from './auth';

function firstError(
  schema: typeof profileSchema | typeof changePasswordSchema | typeof changeEmailSchema,
  value: object,
) {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('profileSchema', () => {
  it("applies registration's rules and messages to name and surname, and trims them", () => {
    expect(firstError(profileSchema, { name: '', surname: 'Gil' })).toBe('El nombre es obligatorio');
    expect(firstError(profileSchema, { name: 'Ana', surname: 'G' })).toBe(
      'El apellido debe tener al menos 2 caracteres',
    );
    expect(firstError(profileSchema, { name: 'Ana', surname: 'Gil', roles: ['ADMIN'] })).toBe(
      'La petición contiene campos no permitidos.',
    );
    expect(profileSchema.parse({ name: ' Ana ', surname: 'Gil ' })).toEqual({ name: 'Ana', surname: 'Gil' });
  });
});

describe('changePasswordSchema', () => {
  it('asks for the current password first, then the new one with the registration rules', () => {
    expect(firstError(changePasswordSchema, { currentPassword: '', password: '', passwordConfirm: '' })).toBe(
      'Escribe tu contraseña actual',
    );
    expect(
      firstError(changePasswordSchema, {
        currentPassword: 'x',
        password: 'abcdefg',
        passwordConfirm: 'abcdefh',
      }),
    ).toBe('Las contraseñas no coinciden');
    expect(
      firstError(changePasswordSchema, {
        currentPassword: 'x',
        password: 'abcdefg',
        passwordConfirm: 'abcdefg',
      }),
    ).toBeNull();
  });
});

describe('changeEmailSchema', () => {
  it('checks the new address as registration does and lower-cases it', () => {
    expect(firstError(changeEmailSchema, { currentPassword: 'x', email: 'sin-arroba' })).toBe(
      'El formato del correo electrónico no es válido',
    );
    expect(changeEmailSchema.parse({ currentPassword: 'x', email: ' Ana@Example.COM ' }).email).toBe(
      'ana@example.com',
    );
  });
});
