import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { mailOutbox, users } from '../../src/db/schema';

/** Polls a condition (never a fixed sleep); fails with `what` if it does not hold within timeoutMs. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  what: string,
  { timeoutMs = 10_000, intervalMs = 20 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A short unique suffix, so tests sharing a database do not collide. */
export function unique(): string {
  return randomBytes(4).toString('hex');
}

export interface Registration {
  name: string;
  surname: string;
  username: string;
  email: string;
  roles: string[];
  password: string;
  passwordConfirm: string;
}

export function validRegistration(overrides: Partial<Registration> = {}): Registration {
  const id = unique();
  return {
    name: 'Ana',
    surname: 'García',
    username: `ana_${id}`,
    email: `ana.${id}@example.com`,
    roles: ['STUDENT'],
    password: 'secreto123',
    passwordConfirm: 'secreto123',
    ...overrides,
  };
}

export async function register(app: App, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
}

export async function login(app: App, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

/** The verification token of the last e-mail queued for an address (read from the outbox table). */
export async function verificationTokenFor(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail ? /\/verify\?token=([\w-]+)/.exec(mail.textBody)?.[1] : undefined;
  if (!token) throw new Error(`No verification e-mail for ${email}`);
  return token;
}

/** Registers and verifies a user through the API; returns the payload used. */
export async function registerVerified(
  app: App,
  overrides: Partial<Registration> = {},
): Promise<Registration> {
  const payload = validRegistration(overrides);
  const registered = await register(app, payload);
  expect(registered.statusCode, registered.body).toBe(201);
  const token = await verificationTokenFor(app.db, payload.email.trim().toLowerCase());
  const verified = await app.inject({ method: 'GET', url: `/api/auth/verify?token=${token}` });
  expect(verified.statusCode, verified.body).toBe(200);
  return payload;
}

/** Registers, verifies and logs in; returns the session token and the user id. */
export async function sessionFor(app: App, overrides: Partial<Registration> = {}) {
  const payload = await registerVerified(app, overrides);
  const response = await login(app, payload.username, payload.password);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { token: string; id: number };
  return { ...payload, token: body.token, id: body.id };
}

export async function userByUsername(db: Db, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return user;
}

/** Decodes a quoted-printable e-mail body enough to read links in it. */
export function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
