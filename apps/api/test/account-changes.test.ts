import { spawn } from 'node:child_process';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIONS,
  AccountChangeError,
  disableAccount,
  enableAccount,
  setPassword,
  setRoles,
} from '../src/auth/account-changes';
import { runAccountsCommand, USAGE } from '../src/cli/accounts-command';
import type { Db } from '../src/db/client';
import { adminActions, userRoles, users } from '../src/db/schema';
import { apiRoot } from '../src/paths';
import { verifyPassword } from '../src/security/passwords';
import { insertUser } from './support/admin';
import { postgresReachableOrCiFails } from './support/databases';
import { describeEachDatabase, TestContext } from './support/harness';

const operator = { via: 'test' };

async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

async function lastAudit(db: Db) {
  const [row] = await db.select().from(adminActions).orderBy(desc(adminActions.id)).limit(1);
  return row;
}

async function rolesOf(db: Db, userId: number) {
  const rows = await db.select().from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}

describeEachDatabase('account changes (auth/account-changes.ts)', (ctx) => {
  it('each change moves tokens_valid_after to its own time and writes an audit row', async () => {
    const db = ctx.db;
    const user = await insertUser(db, { roles: ['STUDENT'] });
    const changes = [
      [ACCOUNT_ACTIONS.setPassword, () => setPassword(db, user.username, 'una-clave-nueva-7', operator), {}],
      [
        ACCOUNT_ACTIONS.setRoles,
        () => setRoles(db, user.username, ['teacher', ' STUDENT'], operator),
        { from: ['STUDENT'], to: ['TEACHER', 'STUDENT'] },
      ],
      [ACCOUNT_ACTIONS.disable, () => disableAccount(db, user.username, operator), {}],
      [ACCOUNT_ACTIONS.enable, () => enableAccount(db, user.username, operator), {}],
    ] as const;

    for (const [action, change, details] of changes) {
      const before = Date.now();
      const result = await change();
      const row = await userRow(db, user.id);
      // The database's clock, on this same machine: not earlier than the call.
      expect(row.tokensValidAfter.getTime(), action).toBeGreaterThanOrEqual(before);
      expect(result.tokensValidAfter.getTime()).toBe(row.tokensValidAfter.getTime());
      expect(await lastAudit(db)).toMatchObject({
        adminId: null,
        courseId: null,
        action,
        details: { userId: user.id, username: user.username, via: 'test', ...details },
      });
    }

    const row = await userRow(db, user.id);
    expect(await verifyPassword(row.passwordHash, 'una-clave-nueva-7')).toBe(true);
    expect(row.disabled).toBe(false);
    expect(await rolesOf(db, user.id)).toEqual(['STUDENT', 'TEACHER']);
    expect(JSON.stringify(await db.select().from(adminActions))).not.toContain('una-clave-nueva-7');
  });

  it('disables and enables', async () => {
    const user = await insertUser(ctx.db, { roles: ['STUDENT'] });
    await disableAccount(ctx.db, user.username, operator);
    expect((await userRow(ctx.db, user.id)).disabled).toBe(true);
    await enableAccount(ctx.db, user.username, operator);
    expect((await userRow(ctx.db, user.id)).disabled).toBe(false);
  });

  const password = (value: string) => (db: Db, username: string) =>
    setPassword(db, username, value, operator);
  const roles = (value: string) => (db: Db, username: string) =>
    setRoles(db, username, value.split(','), operator);

  it.each([
    ['a short password', password('corta'), 'La contraseña debe tener al menos 6 caracteres'],
    ['a common password', password('Password1'), 'La contraseña es demasiado común. Elige otra.'],
    [
      'an over-long password',
      password('x'.repeat(1025)),
      'La contraseña no puede superar los 1024 caracteres',
    ],
    ['no roles', roles(' , '), 'Indica al menos un rol.'],
    [
      'an unknown role',
      roles('STUDENT,SUPERUSER'),
      'Rol desconocido: SUPERUSER. Los roles son ADMIN, TEACHER, STUDENT.',
    ],
  ])('refuses %s in Spanish and changes nothing', async (_case, change, message) => {
    const user = await insertUser(ctx.db, { roles: ['STUDENT'] });
    const before = await userRow(ctx.db, user.id);
    const auditBefore = await lastAudit(ctx.db);
    await expect(change(ctx.db, user.username)).rejects.toThrow(new AccountChangeError(message));
    expect(await userRow(ctx.db, user.id)).toEqual(before);
    expect(await rolesOf(ctx.db, user.id)).toEqual(['STUDENT']);
    expect((await lastAudit(ctx.db))?.id).toBe(auditBefore?.id);
  });

  it('names an unknown user', async () => {
    await expect(disableAccount(ctx.db, 'nadie-se-llama-asi', operator)).rejects.toThrow(
      'No existe ningún usuario «nadie-se-llama-asi».',
    );
  });

  it('never leaves the school without an enabled administrator, and rolls the change back', async () => {
    const db = (await ctx.freshDatabase()).db;
    const only = await insertUser(db, { roles: ['ADMIN', 'TEACHER'] });
    const lastAdmin = 'Es el último administrador activo: la escuela se quedaría sin administrador.';
    await expect(setRoles(db, only.username, ['TEACHER'], operator)).rejects.toThrow(lastAdmin);
    await expect(disableAccount(db, only.username, operator)).rejects.toThrow(lastAdmin);
    expect(await rolesOf(db, only.id)).toEqual(['ADMIN', 'TEACHER']);
    expect((await userRow(db, only.id)).disabled).toBe(false);
    expect(await db.select().from(adminActions)).toEqual([]);

    // A disabled administrator does not count; an enabled one does.
    const second = await insertUser(db, { roles: ['ADMIN'] });
    await disableAccount(db, only.username, operator);
    await expect(disableAccount(db, second.username, operator)).rejects.toThrow(lastAdmin);
    await enableAccount(db, only.username, operator);
    await setRoles(db, second.username, ['STUDENT'], operator);
    expect(await rolesOf(db, second.id)).toEqual(['STUDENT']);
  });

  describe('the operator CLI (cli/accounts-command.ts)', () => {
    function io(password = '') {
      const out: string[] = [];
      const err: string[] = [];
      return {
        out,
        err,
        io: {
          out: (t: string) => out.push(t),
          err: (t: string) => err.push(t),
          readPassword: async () => password,
        },
      };
    }

    it.each([[[]], [['disable']], [['set-roles', 'ana']], [['borrar', 'ana']], [['enable', 'ana', 'ADMIN']]])(
      'answers bad usage %j with the usage text and exit code 2',
      async (args) => {
        const run = io();
        expect(await runAccountsCommand(args, ctx.database, run.io)).toBe(2);
        expect(run.err).toEqual([USAGE]);
      },
    );

    it('runs each command and says what it did, in Spanish', async () => {
      const user = await insertUser(ctx.db, { roles: ['STUDENT'] });
      const run = io('clave-del-operador-9');
      expect(await runAccountsCommand(['set-password', user.username], ctx.database, run.io)).toBe(0);
      expect(
        await runAccountsCommand(['set-roles', user.username, 'TEACHER', 'student'], ctx.database, run.io),
      ).toBe(0);
      expect(await runAccountsCommand(['disable', user.username], ctx.database, run.io)).toBe(0);
      expect(run.out).toEqual([
        `Contraseña de ${user.username} cambiada.`,
        'Sus sesiones abiertas ya no son válidas.',
        `Roles de ${user.username}: TEACHER, STUDENT.`,
        'Sus sesiones abiertas ya no son válidas.',
        `Cuenta de ${user.username} desactivada.`,
        'Sus sesiones abiertas ya no son válidas.',
      ]);
      const row = await userRow(ctx.db, user.id);
      expect(await verifyPassword(row.passwordHash, 'clave-del-operador-9')).toBe(true);
      expect((await lastAudit(ctx.db))?.details).toMatchObject({ via: 'cli' });
    });

    it('reports a refused change with exit code 1', async () => {
      const run = io('123456789');
      expect(await runAccountsCommand(['set-password', 'nadie-se-llama-asi'], ctx.database, run.io)).toBe(1);
      expect(run.err).toEqual(['La contraseña es demasiado común. Elige otra.']);
    });
  });
});

/**
 * The real command, as an operator types it: pnpm (the repository's scripts/bin/pnpm, so a machine without a
 * global one runs it too) runs the script; the password comes through stdin.
 */
function accountsCli(args: string[], env: Record<string, string>, stdin = '') {
  const repo = path.join(apiRoot, '../..');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      path.join(repo, 'scripts/bin/pnpm'),
      ['--silent', '--filter', '@aula/api', 'accounts', ...args],
      {
        cwd: repo,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe.runIf(await postgresReachableOrCiFails())(
  'pnpm --filter @aula/api accounts (spawned, PostgreSQL)',
  () => {
    const ctx = new TestContext('postgres');
    beforeAll(async () => {
      await ctx.setup();
      return () => ctx.teardown();
    });

    it('sets a password read from stdin, whole, on the database of DATABASE_URL', async () => {
      const target = await ctx.freshTestDatabase();
      const user = await insertUser(target.database.db, { roles: ['STUDENT'] });
      const password = `${'frase larga de paso '.repeat(4)}con espacios al final  `;
      const result = await accountsCli(
        ['set-password', user.username],
        { DATABASE_URL: target.url ?? '' },
        `${password}\n`,
      );
      expect(result.stderr).toContain('Base de datos: PostgreSQL');
      expect(result.stdout).toContain(`Contraseña de ${user.username} cambiada.`);
      expect(result.code).toBe(0);
      const row = await userRow(target.database.db, user.id);
      expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    });

    it('refuses to create an empty PGlite where there is none', async () => {
      const empty = await ctx.tempDir();
      const result = await accountsCli(['disable', 'ana'], { DATA_DIR: empty, DATABASE_URL: '' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No hay ninguna base de datos en ${empty}.`);
    });
  },
);
