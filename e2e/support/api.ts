import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { verificationLinkFor } from './outbox';
import { newPerson } from './users';

export type Role = 'STUDENT' | 'TEACHER';

export interface Session {
  token: string;
  id: number;
  username: string;
  name: string;
  surname: string;
  email: string;
  roles: string[];
  courses: number[];
}

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

/** Logs in through the API and returns the login answer (token and user fields). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** Registers a new person with `role` through the API, follows the e-mailed link and logs in. */
export async function createVerifiedUser(
  request: APIRequestContext,
  role: Role,
  prefix = role.toLowerCase(),
) {
  const person = newPerson(prefix);
  const registered = await request.post('/api/auth/register', {
    data: { ...person, roles: [role], passwordConfirm: person.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // The e-mailed link points at the app's /verify page; the call that page makes is /api/auth/verify.
  const token = new URL(await verificationLinkFor(person.email), 'http://x').searchParams.get('token');
  const api = await request.get('/api/auth/verify', { params: { token: token ?? '' } });
  expect(api.status(), await api.text()).toBe(200);
  return { person, session: await apiLogin(request, person.username, person.password) };
}

/** Authorization header for API calls made by the test itself. */
export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** The answer's JSON, once its status is the expected one (the body is the failure's message otherwise). */
export async function ok<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status = 200,
): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Puts a session in the browser's storage exactly as the login page stores it, then opens `path`. */
export async function openAs(page: Page, session: Session, path: string) {
  await page.goto('/login');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('username', s.username);
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: s.id,
        name: s.name,
        surname: s.surname,
        username: s.username,
        email: s.email,
        roles: s.roles,
        courses: s.courses,
        token: s.token,
      }),
    );
  }, session);
  await page.goto(path);
}
