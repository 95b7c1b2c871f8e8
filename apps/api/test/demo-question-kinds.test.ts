import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { activities, users } from '../src/db/schema';
import { describeWithDatabase } from './support/harness';
import { sessionToken } from './support/sessions';

describeWithDatabase('demo test with every question kind (SEED_DEMO)', (ctx) => {
  it('shows Ana every kind, a playable listening prompt and her saved answers', async () => {
    const app = await ctx.app({ seedDemo: true });
    await app.ready();
    const [ana] = await app.db.select().from(users).where(eq(users.username, 'ana.garcia'));
    const [test] = await app.db
      .select()
      .from(activities)
      .where(eq(activities.title, 'Test: en el aeropuerto (todos los tipos)'));
    if (!ana || !test) throw new Error('the demo has no ana.garcia or no test of every kind');
    const headers = { authorization: `Bearer ${await sessionToken(app, ana.id)}` };

    const questions = (
      await app.inject({ url: `/api/student/activity/${test.id}/questions`, headers })
    ).json();
    const kinds = new Set(questions.map((q: { kind?: string }) => q.kind ?? 'choice'));
    expect(kinds).toEqual(new Set(['choice', 'gaps', 'matching', 'ordering', 'short', 'speaking']));
    const listening = questions.find((q: { audio?: unknown }) => q.audio);
    expect(listening.audio.transcript).toContain('passport');

    const audio = await app.inject({ url: listening.audio.url, headers });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    // MPEG-1 Layer III frames, a few KB.
    expect([...audio.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xfb]);
    expect(audio.rawPayload.length).toBeLessThan(30_000);

    const draft = (await app.inject({ url: `/api/student/activity/${test.id}/answers`, headers })).json();
    expect(draft.answers).toHaveLength(2);
    expect(draft.revision).toBe(4);
  });
});
