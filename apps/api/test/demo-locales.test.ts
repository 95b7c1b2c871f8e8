import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { describeWithDatabase } from './support/harness';

describeWithDatabase('demo accounts’ languages (SEED_DEMO)', (ctx) => {
  it('has teachers who read Aula in English, French and German, and Spanish students', async () => {
    const app = await ctx.app({ seedDemo: true });
    await app.ready();
    const rows = await app.db
      .select({ username: users.username, locale: users.locale })
      .from(users)
      .where(inArray(users.username, ['prof.james', 'prof.claire', 'prof.lukas', 'prof.emma', 'ana.garcia']));
    expect(Object.fromEntries(rows.map((row) => [row.username, row.locale]))).toEqual({
      'prof.james': 'en',
      'prof.claire': 'fr',
      'prof.lukas': 'de',
      'prof.emma': 'es',
      'ana.garcia': 'es',
    });
  });
});
