import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { appSecrets, userRoles, users } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { login } from './support/helpers';

describeEachDatabase('start-up: first administrator and signing key', (ctx) => {
  // Every test starts from a database without any user, hence without an administrator.
  beforeEach(async () => {
    await ctx.closeApps();
    await ctx.db.delete(users);
  });
  afterEach(() => ctx.closeApps());

  async function admins(db: typeof ctx.db) {
    return db
      .select({ username: users.username, email: users.email, verified: users.verified })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(userRoles.role, 'ADMIN'));
  }

  it('creates the administrator given by ADMIN_* once, verified, able to log in', async () => {
    const database = ctx.database;
    const admin = { username: 'directora', password: 'clave-de-la-directora', email: 'directora@aula.test' };
    const printed: string[] = [];

    const first = await ctx.app({ admin }, { database, print: (text) => printed.push(text) });
    expect(await admins(database.db)).toEqual([
      { username: 'directora', email: 'directora@aula.test', verified: true },
    ]);
    const response = await login(first, 'directora', 'clave-de-la-directora');
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['ADMIN']);
    await first.close();

    // A second start, even with other ADMIN_* values, leaves the existing administrator alone.
    const other = { username: 'otro', password: 'otra-clave-larga', email: 'otro@aula.test' };
    const second = await ctx.app({ admin: other }, { database });
    expect(await admins(database.db)).toHaveLength(1);
    await second.close();
    expect(printed).toEqual([]);
  });

  it('without ADMIN_* creates "admin" with a random password printed once', async () => {
    const database = ctx.database;
    const printed: string[] = [];

    const first = await ctx.app({}, { database, print: (text) => printed.push(text) });
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0] ?? '')?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(printed[0]).toContain('username: admin');
    expect(await admins(database.db)).toEqual([
      { username: 'admin', email: 'admin@localhost', verified: true },
    ]);
    expect((await login(first, 'admin', password ?? '')).statusCode).toBe(200);
    await first.close();

    const second = await ctx.app({}, { database, print: (text) => printed.push(text) });
    expect(printed).toHaveLength(1);
    expect(await admins(database.db)).toHaveLength(1);
    await second.close();
  });

  it('generates the signing key once, readable by its owner only, and keeps sessions across restarts', async () => {
    const dataDir = await ctx.tempDir();
    const database = ctx.database;
    const admin = { username: 'jefa', password: 'clave-de-la-jefa', email: 'jefa@aula.test' };
    const first = await ctx.app({ jwtSecret: undefined, admin }, { dataDir, database });
    if (ctx.kind === 'pglite') {
      expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    } else {
      // PostgreSQL keeps it in the database, for every instance on it (decision 065).
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
      const [key] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt-secret'));
      expect(key?.value.length).toBeGreaterThanOrEqual(32);
    }
    const token = (await login(first, admin.username, admin.password)).json().token as string;
    await first.close();

    const restarted = await ctx.app({ jwtSecret: undefined }, { dataDir, database });
    const me = await restarted.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);

    // With JWT_SECRET set, the generated key is not used: the old token is refused.
    const configured = await ctx.app({}, { dataDir, database });
    const refused = await configured.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses to start when ADMIN_USERNAME belongs to an account that is not an administrator', async () => {
    const database = ctx.database;
    await database.db.insert(users).values({
      name: 'Dani',
      surname: 'Ruiz',
      username: 'director',
      email: 'dani@example.com',
      passwordHash: 'x',
      verified: true,
    });
    const admin = { username: 'director', password: 'clave-muy-larga', email: 'director@aula.test' };
    await expect(ctx.app({ admin }, { database })).rejects.toThrow(/existing non-administrator account/);
    expect(await admins(database.db)).toEqual([]);
  });
});
