import type { LoginResponse, Role } from '@aula/api-client';
import { appPaths, ROLES } from '@aula/domain';
import { followAccountLocale } from './account-locale';

/**
 * The stored session of the spec's "Entities and their fields", in the browser's local storage:
 * `token`, `username`, and `user` (JSON: name, username, roles, courses, token; plus id, surname and
 * e-mail for teachers and students).
 */
export interface StoredUser {
  name: string;
  username: string;
  roles: Role[];
  courses: number[];
  token: string;
  id?: number;
  surname?: string;
  email?: string;
}

export interface Session {
  token: string;
  username: string;
  /** Null when the `user` entry is missing or unreadable; the token alone grants no role. */
  user: StoredUser | null;
}

/** The part of the Web Storage API the session uses, so tests can pass an in-memory stand-in. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export const SESSION_KEYS = { token: 'token', username: 'username', user: 'user' } as const;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): SessionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): behave as if nothing is stored.
    return null;
  }
}

/** The user object the spec stores: teachers and students also keep id, surname and e-mail. */
export function storedUserFrom(login: LoginResponse): StoredUser {
  const user: StoredUser = {
    name: login.name,
    username: login.username,
    roles: login.roles,
    courses: login.courses,
    token: login.token,
  };
  if (login.roles.includes('TEACHER') || login.roles.includes('STUDENT')) {
    user.id = login.id;
    user.surname = login.surname;
    user.email = login.email;
  }
  return user;
}

export function saveSession(
  login: LoginResponse,
  storage: SessionStorage | null = browserStorage('localStorage'),
): void {
  if (!storage) return;
  storage.setItem(SESSION_KEYS.token, login.token);
  storage.setItem(SESSION_KEYS.username, login.username);
  storage.setItem(SESSION_KEYS.user, JSON.stringify(storedUserFrom(login)));
  browserStorage('sessionStorage')?.removeItem(SESSION_CLOSED_KEY);
  notifySessionChange();
  followAccountLocale(login.locale);
}

/**
 * After a change to the account itself (Configuración): the stored user as the server now has it, with the
 * stored token and courses, so the header greets with the new name at once.
 */
export function updateStoredUser(
  account: Omit<LoginResponse, 'token' | 'courses' | 'message'>,
  storage: SessionStorage | null = browserStorage('localStorage'),
): void {
  const session = readSession(storage);
  if (!storage || !session?.user) return;
  const { token, courses } = session.user;
  storage.setItem(SESSION_KEYS.user, JSON.stringify(storedUserFrom({ ...account, token, courses })));
  notifySessionChange();
}

/** Reads the stored session; null without a token. A missing or corrupt `user` entry gives `user: null`. */
export function readSession(storage: SessionStorage | null = browserStorage('localStorage')): Session | null {
  if (!storage) return null;
  const token = storage.getItem(SESSION_KEYS.token);
  if (!token) return null;
  const user = parseStoredUser(storage.getItem(SESSION_KEYS.user));
  return { token, username: storage.getItem(SESSION_KEYS.username) ?? user?.username ?? '', user };
}

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const value = data as Record<string, unknown>;
  if (typeof value.username !== 'string' || !Array.isArray(value.roles)) return null;
  const user: StoredUser = {
    name: typeof value.name === 'string' ? value.name : value.username,
    username: value.username,
    roles: value.roles.filter((role): role is Role => ROLES.includes(role as Role)),
    courses: Array.isArray(value.courses)
      ? value.courses.filter((id): id is number => typeof id === 'number')
      : [],
    token: typeof value.token === 'string' ? value.token : '',
  };
  if (typeof value.id === 'number') user.id = value.id;
  if (typeof value.surname === 'string') user.surname = value.surname;
  if (typeof value.email === 'string') user.email = value.email;
  return user;
}

/**
 * Ends a session on the server (decision 131), with the token given rather than whatever is stored. Every page
 * loads this module and few log out, so the call's code (the auth endpoints and their forms' schemas) is
 * fetched then.
 */
async function endOnServer(token: string): Promise<unknown> {
  const { endServerSession } = await import('./end-server-session');
  return endServerSession(token);
}

/**
 * Spec, "States and transitions": logout clears all browser storage, the theme preference and the language
 * choice included (the account keeps its language, and the next sign-in brings it back). It also
 * ends the session on the server, so a copy of the token stops working (decision 131): best effort, without
 * waiting, so logging out offline still clears the browser.
 */
export function logout(
  storages: (SessionStorage | null)[] = [browserStorage('localStorage'), browserStorage('sessionStorage')],
  endServerSession: (token: string) => Promise<unknown> = endOnServer,
): void {
  const token = storages.map((storage) => storage?.getItem(SESSION_KEYS.token)).find(Boolean);
  for (const storage of storages) storage?.clear();
  notifySessionChange();
  if (token) endServerSession(token).catch(() => {});
}

const SESSION_CLOSED_KEY = 'sessionClosed';

/**
 * The server no longer knows the stored session (closed from another device, a password reset): the browser
 * forgets it too and the login page says why, from sessionStorage so a reload still says it until a new
 * sign-in. A full page load, so nothing of the dead session's screens stays in memory.
 */
export function endClosedSession(location: Pick<Location, 'replace'> = window.location): void {
  logout();
  browserStorage('sessionStorage')?.setItem(SESSION_CLOSED_KEY, '1');
  location.replace(appPaths.login);
}

/** Whether the login page should say the last session was closed. */
export function sessionWasClosed(): boolean {
  return browserStorage('sessionStorage')?.getItem(SESSION_CLOSED_KEY) === '1';
}

type PanelPath = (typeof appPaths)['adminPanel' | 'teacherPanel' | 'studentPanel'];

/**
 * Spec, "States and transitions" and "Roles and permissions": ADMIN first, then TEACHER, then STUDENT; null
 * for none of them.
 */
export function homeForRoles(roles: readonly string[]): PanelPath | null {
  if (roles.includes('ADMIN')) return appPaths.adminPanel;
  if (roles.includes('TEACHER')) return appPaths.teacherPanel;
  if (roles.includes('STUDENT')) return appPaths.studentPanel;
  return null;
}

/** Spec, "Roles and permissions": a panel needs a stored token and the role in the stored user. */
export function hasRole(session: Session | null, role: Role): boolean {
  return !!session?.token && !!session.user?.roles.includes(role);
}

// Same-tab listeners: the browser's `storage` event only reaches other tabs.
const listeners = new Set<() => void>();

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function notifySessionChange() {
  for (const listener of listeners) listener();
}
