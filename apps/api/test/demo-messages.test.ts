import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { describeWithDatabase } from './support/harness';
import { sessionToken } from './support/sessions';

describeWithDatabase('demo messages (SEED_DEMO)', (ctx) => {
  it('gives Ana her threads with one unread, and an announcement with a private reply for its teacher', async () => {
    const app = await ctx.app({ seedDemo: true });
    await app.ready();
    const as = async (username: string) => {
      const [user] = await app.db.select().from(users).where(eq(users.username, username));
      if (!user) throw new Error(`the demo has no ${username}`);
      return { authorization: `Bearer ${await sessionToken(app, user.id)}` };
    };
    const ana = await as('ana.garcia');
    const inbox = (await app.inject({ url: '/api/messages', headers: ana })).json();
    expect(inbox.conversations.map((c: { course: { name: string } }) => c.course.name)).toEqual([
      'Inglés de negocios B2',
      'Inglés general A1',
      'Inglés general A1',
    ]);
    expect(inbox.conversations.map((c: { unreadCount: number }) => c.unreadCount)).toEqual([1, 0, 0]);
    const announcement = inbox.conversations.find((c: { kind: string }) => c.kind === 'announcement');
    expect(announcement.subject).toBe('Cambio de aula el jueves');
    // Ana sees Emma's message only; Emma also sees Carlos's private reply.
    const ofAna = (await app.inject({ url: `/api/messages/${announcement.id}`, headers: ana })).json();
    expect(ofAna.messages).toHaveLength(1);
    const emma = await as('prof.emma');
    const ofEmma = (await app.inject({ url: `/api/messages/${announcement.id}`, headers: emma })).json();
    expect(
      ofEmma.messages.map((m: { privateTo: { username: string } | null }) => m.privateTo?.username ?? null),
    ).toEqual([null, 'prof.emma']);
    // One of the five students has not read it yet.
    expect(ofEmma.messages[0]).toMatchObject({ mine: true, sentTo: 5, readBy: 4 });
    // Dates relative to the load day: the newest is from yesterday.
    const newest = Date.parse(inbox.conversations[0].lastMessage.sentAt);
    expect(Date.now() - newest).toBeGreaterThan(0);
    expect(Date.now() - newest).toBeLessThan(3 * 86_400_000);
  });
});
