import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { classesOfStudent } from '../src/classes/user-classes';
import { classJoins, courses, users } from '../src/db/schema';
import { describeWithDatabase } from './support/harness';

describeWithDatabase('demo timetables (SEED_DEMO)', (ctx) => {
  // Loaded five minutes into the demo's Wednesday 18:00 class (Madrid): a late student has not joined yet.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T17:05:00Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('gives the active courses live classes, every kind of change, an own link and last week’s joins', async () => {
    const app = await ctx.app({ seedDemo: true });
    await app.ready();
    const [ana] = await app.db.select().from(users).where(eq(users.username, 'ana.garcia'));
    if (!ana) throw new Error('the demo has no ana.garcia');
    const now = new Date();
    const coming = await classesOfStudent(
      app.db,
      'Europe/Madrid',
      ana.id,
      now,
      new Date(now.getTime() + 21 * 86_400_000),
    );
    const statuses = new Set(coming.map((time) => time.status));
    expect(statuses).toEqual(new Set(['scheduled', 'cancelled', 'moved', 'extra']));
    expect(coming.filter((time) => time.status !== 'scheduled').every((time) => time.reason.length > 0)).toBe(
      true,
    );
    const own = await app.db.select().from(courses).where(eq(courses.name, 'Inglés de negocios B2'));
    expect(own[0]?.meetingUrl).toMatch(/^https:\/\//);
    const joins = await app.db.select().from(classJoins);
    expect(joins.length).toBeGreaterThan(3);
    expect(joins.every((join) => join.joinedAt < now)).toBe(true);
  });
});
