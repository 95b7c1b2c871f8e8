import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { DatabaseKind } from '../src/db/client';
import { postgresReachable } from './support/databases';
import { TestContext } from './support/harness';
import { type LoggedDatabase, openLoggedDatabase, QUIET_MAIL_RETRY } from './support/logged-database';
import { createSchool, growSchool, panelReads, type SchoolIds, schoolTokens } from './support/school-sizes';

/**
 * No page's queries grow with the school: every JSON GET of the admin, teacher and student panels sends the
 * same, small number of SQL statements with 2 and with 30 courses, classmates, activities, materials and
 * questions (session check included). A loop of queries over rows (N+1) shows as a count that grows.
 */
const MAX_STATEMENTS = 4;
const SMALL = 2;
const LARGE = 30;

const kinds: DatabaseKind[] =
  (await postgresReachable()) || process.env.CI ? ['pglite', 'postgres'] : ['pglite'];

for (const kind of kinds) {
  describe(`statements per panel read [${kind}]`, () => {
    const ctx = new TestContext(kind);
    let logged: LoggedDatabase;
    let app: App;
    let ids: SchoolIds;

    beforeAll(async () => {
      logged = await openLoggedDatabase(kind);
      app = await ctx.app(
        { mailRetry: QUIET_MAIL_RETRY },
        { database: logged.database, dataDir: await ctx.tempDir() },
      );
      await app.ready();
      ids = await createSchool(logged.database.db, 'qc');
    });
    afterAll(async () => {
      await ctx.teardown();
      await logged?.dispose();
    });

    /** The statements of each read, after a write (so the statistics are recomputed: their full cost). */
    async function countEach(): Promise<Map<string, number>> {
      const tokens = await schoolTokens(app, ids);
      const counts = new Map<string, number>();
      for (const { role, url } of panelReads(ids)) {
        const headers = { authorization: `Bearer ${tokens[role]}` };
        // A first call fills what the server keeps between calls (the statistics of decision 011). A second
        // one passes the session feed's barrier (decision 125): a late notice of the session just opened,
        // heard after the first call kept the state, would otherwise make the counted call read it again.
        await app.inject({ url, headers });
        await app.inject({ url, headers });
        await logged.database.db.execute(sql`update courses set name = name where id = ${ids.course}::int`);
        logged.log.take();
        const response = await app.inject({ url, headers });
        const statements = logged.log.take();
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        counts.set(url, statements.length);
        if (statements.length > MAX_STATEMENTS)
          console.log(
            url,
            statements.map((s) => s.sql),
          );
      }
      return counts;
    }

    it(`is the same with ${SMALL} and with ${LARGE} of everything, and at most ${MAX_STATEMENTS}`, async () => {
      await growSchool(logged.database.db, ids, SMALL, 'small');
      const small = await countEach();
      await growSchool(logged.database.db, ids, LARGE - SMALL, 'large');
      const large = await countEach();
      // Shown on failure: the whole table, so one run names every endpoint that grows.
      const table = [...small].map(([url, count]) => `${url}: ${count} → ${large.get(url)}`).join('\n');
      for (const [url, count] of small) {
        expect(large.get(url), table).toBe(count);
        expect(count, `${url} sends ${count} statements`).toBeLessThanOrEqual(MAX_STATEMENTS);
      }
      expect(small.size).toBe(panelReads(ids).length);
    });
  });
}
