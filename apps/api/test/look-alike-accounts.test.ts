import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REGISTER_MESSAGES } from '@aula/forms';
import { desc, eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { mailOutbox, users } from '../src/db/schema';
import { migrationsFolder } from '../src/paths';
import { describeEachDatabase, UNBUDGETED_MAIL } from './support/harness';
import {
  login,
  register,
  registerVerified,
  unique,
  userByUsername,
  validRegistration,
  verificationTokenFor,
} from './support/helpers';

const REGISTERED = 'Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta.';
const USERNAME_TAKEN = 'El nombre de usuario ya está en uso.';

/**
 * Usernames that differ only by case, a compatibility form, a look-alike letter, a zero-width or a
 * direction mark were separate accounts; e-mails with a display name or quotes passed; registering someone
 * else's e-mail blocked its owner; and the answer told a taken username from a taken e-mail.
 */
describeEachDatabase('look-alike accounts and e-mail tricks', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.app(UNBUDGETED_MAIL);
  });

  async function lastMailTo(email: string) {
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  }

  it('refuses a username that differs from another only by case or compatibility form', async () => {
    const base = `ana.garcia${unique().slice(0, 6)}`;
    expect((await register(app, validRegistration({ username: base }))).statusCode).toBe(201);
    const capitalised = `A${base.slice(1).replace('garcia', 'Garcia')}`;
    for (const lookAlike of [capitalised, base.toUpperCase(), base.replace('ana', 'ａｎａ')]) {
      const response = await register(app, validRegistration({ username: lookAlike }));
      expect({ lookAlike, status: response.statusCode, body: response.json() }).toEqual({
        lookAlike,
        status: 409,
        body: { error: USERNAME_TAKEN },
      });
    }
  });

  it('refuses look-alike letters, zero-width and direction characters in a username', async () => {
    for (const username of ['аna.garcia', 'ana\u200b.garcia', '\u202eana.garcia', 'ana garcia', 'añá']) {
      const response = await register(app, validRegistration({ username }));
      expect({ username, status: response.statusCode, body: response.json() }).toEqual({
        username,
        status: 400,
        body: { error: REGISTER_MESSAGES.usernameCharacters },
      });
    }
  });

  it('accepts only a plain e-mail address', async () => {
    for (const email of ['decoy<x@example.org>', '"x@example.org"', 'x@example.org>', 'x(c)@example.org']) {
      const response = await register(app, validRegistration({ email }));
      expect({ email, status: response.statusCode, body: response.json() }).toEqual({
        email,
        status: 400,
        body: { error: REGISTER_MESSAGES.emailPlain },
      });
    }
  });

  it('finds an account by its username in any letter case at login', async () => {
    const payload = await registerVerified(app, { username: `Maria.Lopez${unique().slice(0, 4)}` });
    const response = await login(app, payload.username.toLowerCase(), payload.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ username: payload.username });
  });

  it('lets the owner of an e-mail register after someone else used it, naming the username in each link', async () => {
    const email = `victima.${unique()}@example.com`;
    const attacker = validRegistration({ email, username: `intruso_${unique()}` });
    expect((await register(app, attacker)).statusCode).toBe(201);
    expect((await lastMailTo(email))?.textBody).toContain(`«${attacker.username}»`);

    const owner = validRegistration({ email, username: `duena_${unique()}` });
    const response = await register(app, owner);
    expect(response.statusCode, response.body).toBe(201);
    expect(await userByUsername(app.db, attacker.username)).toBeUndefined();
    const mail = await lastMailTo(email);
    expect(mail?.textBody).toContain(`«${owner.username}»`);
    expect(mail?.htmlBody).toContain(`«${owner.username}»`);

    const token = await verificationTokenFor(app.db, email);
    const verified = await app.inject({ method: 'GET', url: `/api/auth/verify?token=${token}` });
    expect(verified.statusCode).toBe(200);
    expect((await userByUsername(app.db, owner.username))?.verified).toBe(true);
  });

  it('answers a used e-mail like any registration and tells its owner instead', async () => {
    const owner = await registerVerified(app);
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const response = await register(app, validRegistration({ email: owner.email }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REGISTERED });
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
    const notice = await lastMailTo(owner.email);
    expect(notice?.subject).toBe('Intento de registro con tu correo en Aula');
    expect(notice?.textBody).not.toContain('/verify');
  });

  describe('accounts that existed before folding', () => {
    it('migration 0005 does not fail on usernames that collide once folded, and exempts the later ones', async () => {
      // A database as it stood before 0005 (migrations 0000-0003), holding a collision a real school may have.
      const folder = await ctx.tempDir();
      await mkdir(path.join(folder, 'meta'));
      const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      const before = journal.entries.filter((entry: { tag: string }) => entry.tag < '0004');
      for (const { tag } of before)
        await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
      await writeFile(
        path.join(folder, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: before }),
      );
      const database = await ctx.freshDatabase({ migrated: false });
      if (ctx.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
      else await migrateNodePg(database.db as never, { migrationsFolder: folder });
      for (const [username, email] of [
        ['Ana.Garcia', 'ana1@example.com'],
        ['ana.garcia', 'ana2@example.com'],
        ['ANA.GARCIA', 'ana3@example.com'],
        ['pablo', 'pablo@example.com'],
      ])
        await database.db.execute(sql`
          insert into users (name, surname, username, email, password_hash, verified)
          values ('Ana', 'García', ${username}, ${email}, 'x', true)`);

      await database.migrate();

      const rows = await database.db
        .select({ username: users.username, exempt: users.usernameFoldingExempt })
        .from(users)
        .orderBy(users.id);
      expect(rows).toEqual([
        { username: 'Ana.Garcia', exempt: false },
        { username: 'ana.garcia', exempt: true },
        { username: 'ANA.GARCIA', exempt: true },
        { username: 'pablo', exempt: false },
      ]);
      // From now on the folded index holds: no new spelling of either name gets in.
      const again = database.db.execute(sql`
        insert into users (name, surname, username, email, password_hash) values ('P', 'Q', 'PABLO', 'p2@example.com', 'x')`);
      await expect(again).rejects.toThrow();
    });

    it('keeps both spellings of an old collision, each logging in by its exact spelling', async () => {
      // Two accounts as a database from before migration 0005 could hold them (the later one exempted).
      const base = `pre.folding${unique().slice(0, 4)}`;
      const older = await registerVerified(app, { username: base });
      const newerName = base.toUpperCase();
      const newer = validRegistration({ username: newerName });
      await app.db.execute(sql`
        insert into users (name, surname, username, email, password_hash, verified, username_folding_exempt)
        select name, surname, ${newerName}, ${newer.email}, password_hash, true, true
        from users where username = ${older.username}`);
      expect((await login(app, older.username, older.password)).json()).toMatchObject({
        username: older.username,
      });
      expect((await login(app, newerName, older.password)).json()).toMatchObject({ username: newerName });
      // A third spelling finds the account folding applies to.
      const third = `P${base.slice(1)}`;
      expect((await login(app, third, older.password)).json()).toMatchObject({ username: older.username });
    });
  });
});
