import type { LoginResponse } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import {
  hasRole,
  homeForRoles,
  logout,
  parseStoredUser,
  readSession,
  type SessionStorage,
  saveSession,
  updateStoredUser,
} from './session';

/** An in-memory Web Storage stand-in (the unit project runs in Node, without a DOM). */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: SessionStorage & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
  return storage;
}

const student: LoginResponse = {
  token: 'tok-1',
  id: 7,
  username: 'ana',
  name: 'Ana',
  surname: 'García',
  email: 'ana@example.com',
  roles: ['STUDENT'],
  courses: [3, 4],
  locale: 'es',
};

describe('saveSession (spec, "Entities and their fields")', () => {
  it('stores token, username and the user object with id, surname and e-mail for a student', () => {
    const storage = memoryStorage();
    saveSession(student, storage);
    expect(storage.getItem('token')).toBe('tok-1');
    expect(storage.getItem('username')).toBe('ana');
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual({
      name: 'Ana',
      username: 'ana',
      roles: ['STUDENT'],
      courses: [3, 4],
      token: 'tok-1',
      id: 7,
      surname: 'García',
      email: 'ana@example.com',
    });
  });

  it('keeps only name, username, roles, courses and token for an administrator', () => {
    const storage = memoryStorage();
    saveSession({ ...student, username: 'admin', name: 'Admin', roles: ['ADMIN'], courses: [] }, storage);
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual({
      name: 'Admin',
      username: 'admin',
      roles: ['ADMIN'],
      courses: [],
      token: 'tok-1',
    });
  });

  it('round-trips through readSession', () => {
    const storage = memoryStorage();
    saveSession(student, storage);
    expect(readSession(storage)).toEqual({
      token: 'tok-1',
      username: 'ana',
      user: expect.objectContaining({ name: 'Ana', roles: ['STUDENT'], id: 7 }),
    });
  });
});

describe('updateStoredUser (Configuración)', () => {
  it('replaces name, surname and e-mail, keeping the stored token and courses', () => {
    const storage = memoryStorage();
    saveSession(student, storage);
    const { token: _token, courses: _courses, ...account } = student;
    updateStoredUser({ ...account, name: 'Lucía', surname: 'Pérez', email: 'lucia@example.com' }, storage);
    expect(readSession(storage)?.user).toEqual({
      id: 7,
      username: 'ana',
      name: 'Lucía',
      surname: 'Pérez',
      email: 'lucia@example.com',
      roles: ['STUDENT'],
      token: 'tok-1',
      courses: [3, 4],
    });
    expect(readSession(storage)?.token).toBe('tok-1');
  });

  it('stores nothing without a signed-in user', () => {
    const storage = memoryStorage();
    updateStoredUser({ ...student, name: 'Lucía' }, storage);
    expect(storage.data.size).toBe(0);
  });
});

describe('readSession', () => {
  it('is null without a token, even with a user object', () => {
    const storage = memoryStorage({ user: JSON.stringify({ username: 'ana', roles: ['ADMIN'] }) });
    expect(readSession(storage)).toBeNull();
    expect(readSession(null)).toBeNull();
  });

  it('tolerates a missing or corrupt user entry', () => {
    expect(readSession(memoryStorage({ token: 't', username: 'ana' }))).toEqual({
      token: 't',
      username: 'ana',
      user: null,
    });
    expect(readSession(memoryStorage({ token: 't', user: '{not json' }))?.user).toBeNull();
    expect(readSession(memoryStorage({ token: 't', user: '"ana"' }))?.user).toBeNull();
    expect(readSession(memoryStorage({ token: 't', user: 'null' }))?.user).toBeNull();
  });

  it('drops roles it does not know and non-numeric course ids', () => {
    const user = parseStoredUser(
      JSON.stringify({ username: 'ana', roles: ['STUDENT', 'ROOT', 3], courses: [1, '2'] }),
    );
    expect(user).toEqual({ name: 'ana', username: 'ana', roles: ['STUDENT'], courses: [1], token: '' });
  });

  it('takes the username from the user object when the username key is missing', () => {
    const storage = memoryStorage({ token: 't', user: JSON.stringify({ username: 'ana', roles: [] }) });
    expect(readSession(storage)?.username).toBe('ana');
  });
});

describe('logout (spec, "States and transitions")', () => {
  it('clears every entry of every storage, the theme included', () => {
    const local = memoryStorage({ token: 't', username: 'ana', user: '{}', theme: 'dark' });
    const perTab = memoryStorage({ draft: 'x' });
    logout([local, perTab, null], async () => {});
    expect(local.data.size).toBe(0);
    expect(perTab.data.size).toBe(0);
  });

  it('forgets the language choice too, as the spec clears all storage', () => {
    const local = memoryStorage({ token: 't', username: 'ana', 'aula.locale': 'de' });
    logout([local], async () => {});
    expect(local.data.size).toBe(0);
  });

  it('ends the stored token on the server (decision 131), and clears the browser even when that fails', async () => {
    const ended: string[] = [];
    const local = memoryStorage({ token: 'tok-9', username: 'ana' });
    logout([local], async (token) => {
      ended.push(token);
      throw new TypeError('Failed to fetch');
    });
    expect(ended).toEqual(['tok-9']);
    expect(local.data.size).toBe(0);
    // Nothing stored: nothing to end.
    logout([memoryStorage()], async (token) => void ended.push(token));
    expect(ended).toEqual(['tok-9']);
  });
});

describe('homeForRoles (spec, "States and transitions")', () => {
  it.each([
    [['ADMIN'], '/admin'],
    [['STUDENT', 'TEACHER', 'ADMIN'], '/admin'],
    [['TEACHER'], '/teacher'],
    [['STUDENT', 'TEACHER'], '/teacher'],
    [['STUDENT'], '/student'],
    [[], null],
    [['GUEST'], null],
  ])('%o → %s', (roles, home) => {
    expect(homeForRoles(roles)).toBe(home);
  });
});

describe('hasRole (spec, "Roles and permissions")', () => {
  const user = parseStoredUser(JSON.stringify({ username: 'ana', roles: ['STUDENT'] }));

  it('needs both a token and the role in the stored user', () => {
    expect(hasRole({ token: 't', username: 'ana', user }, 'STUDENT')).toBe(true);
    expect(hasRole({ token: 't', username: 'ana', user }, 'TEACHER')).toBe(false);
    expect(hasRole({ token: '', username: 'ana', user }, 'STUDENT')).toBe(false);
    expect(hasRole({ token: 't', username: 'ana', user: null }, 'STUDENT')).toBe(false);
    expect(hasRole(null, 'STUDENT')).toBe(false);
  });
});
