import { describe, expect, it } from 'vitest';
import type { Session } from '../session';
import { wayBack } from './way-back';

const session = (roles: string[]): Session => ({
  token: 't',
  username: 'ana',
  user: { name: 'Ana', username: 'ana', roles, token: 't' } as unknown as Session['user'],
});

describe('wayBack (every access-denied screen has a way out)', () => {
  it('sends an account without a session, or without a role, to the login', () => {
    expect(wayBack(null)).toEqual({ to: '/login', label: 'Ir al inicio de sesión' });
    expect(wayBack(session([]))).toEqual({ to: '/login', label: 'Ir al inicio de sesión' });
    expect(wayBack({ token: 't', username: 'ana', user: null })).toEqual({
      to: '/login',
      label: 'Ir al inicio de sesión',
    });
  });

  it('sends a signed-in account to the panel its roles open', () => {
    expect(wayBack(session(['TEACHER']))).toEqual({ to: '/teacher', label: 'Ir al panel del profesor' });
    expect(wayBack(session(['STUDENT']))).toEqual({ to: '/student', label: 'Ir al panel del estudiante' });
    expect(wayBack(session(['STUDENT', 'ADMIN']))).toEqual({
      to: '/admin',
      label: 'Ir al panel de administración',
    });
  });
});
