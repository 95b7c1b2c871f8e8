import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { MAX_STREAMS_PER_USER } from '../src/notifications/live-streams';
import { notify } from '../src/notifications/notify';
import { describeEachDatabase } from './support/harness';
import { waitFor } from './support/helpers';
import { type LiveStreamClient, openLiveStream } from './support/live-stream';
import { sessionToken } from './support/sessions';
import { auth, makeUser, type TestUser } from './support/teacher';

describeEachDatabase('live events', (ctx) => {
  let app: App;
  let base: string;
  let student: TestUser;
  const open: LiveStreamClient[] = [];

  const stream = async (token: string | undefined, options: Parameters<typeof openLiveStream>[2] = {}) => {
    const client = await openLiveStream(base, token, options);
    open.push(client);
    return client;
  };
  const tell = (userId: number, title: string) =>
    notify(app.db, { kind: 'grade', userIds: [userId], title, link: '/student?seccion=mis-evaluaciones' });
  const tell2 = (db: Db, title: string) =>
    notify(db, { kind: 'grade', userIds: [student.id], title, link: null });
  const titled = (title: string) => (received: { event: { type: string } }) =>
    received.event.type === 'notification' &&
    'notification' in received.event &&
    (received.event.notification as { title: string }).title === title;

  beforeAll(async () => {
    app = await ctx.app();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    student = await makeUser(app, ['STUDENT']);
  });

  afterAll(() => {
    for (const client of open) client.close();
  });

  it('sends the signed-in user their events as Server-Sent Events, and nobody else’s', async () => {
    const other = await makeUser(app, ['STUDENT']);
    const mine = await stream(student.token);
    const theirs = await stream(other.token);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers['x-accel-buffering']).toBe('no');
    expect(mine.headers['cache-control']).toBe('no-store');
    // Written by hand, yet with the security headers every answer carries.
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-security-policy']).toContain("default-src 'self'");
    // Written once the stream is registered.
    await waitFor(() => mine.text().startsWith('retry: 3000\n\n'), 'the retry hint');
    await waitFor(() => theirs.text().includes('retry:'), 'the other stream opened');

    await tell(student.id, 'Nota de Redacción');
    const received = await mine.next(titled('Nota de Redacción'), 'the notification');
    expect(received.event).toEqual({
      type: 'notification',
      notification: {
        id: expect.any(Number),
        kind: 'grade',
        title: 'Nota de Redacción',
        link: '/student?seccion=mis-evaluaciones',
        createdAt: expect.any(String),
        read: false,
      },
    });
    // An event the other user would get arrives after anything sent before it: theirs got none of mine.
    await tell(other.id, 'Para el otro');
    await theirs.next(titled('Para el otro'), "the other user's notification");
    expect(theirs.events.some(titled('Nota de Redacción'))).toBe(false);
  });

  it('tells the other tabs when one marks everything read', async () => {
    const tab = await stream(student.token);
    await waitFor(() => tab.text().includes('retry:'), 'the stream opened');
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: auth(student.token),
    });
    expect(response.statusCode).toBe(204);
    await tab.next((received) => received.event.type === 'notifications-read', 'the read event');
  });

  it('catches up after a disconnect from the Last-Event-ID header, or the lastEventId query', async () => {
    const first = await stream(student.token);
    await waitFor(() => first.text().includes('retry:'), 'the stream opened');
    await tell(student.id, 'Antes del corte');
    const seen = await first.next(titled('Antes del corte'), 'the first event');
    first.close();
    await first.ended;

    await tell(student.id, 'Durante el corte 1');
    await tell(student.id, 'Durante el corte 2');
    const again = await stream(student.token, { lastEventId: seen.id });
    await again.next(titled('Durante el corte 2'), 'the missed events');
    await tell(student.id, 'Después del corte');
    await again.next(titled('Después del corte'), 'a live event after the catch-up');
    expect(again.events.map((received) => received.id)).toEqual(
      [...again.events.map((received) => received.id)].sort((a, b) => a - b),
    );
    expect(again.events.filter(titled('Durante el corte 1'))).toHaveLength(1);
    expect(again.events.some(titled('Antes del corte'))).toBe(false);

    const byQuery = await stream(student.token, { query: `?lastEventId=${seen.id}` });
    await byQuery.next(titled('Después del corte'), 'the catch-up by query');
    // Without either, the stream starts from now.
    const fresh = await stream(student.token);
    await waitFor(() => fresh.text().includes('retry:'), 'the stream opened');
    expect(fresh.events).toEqual([]);
  });

  it('refuses a stranger, a bad lastEventId and more than the streams one user may hold', async () => {
    expect((await stream(undefined)).status).toBe(401);
    expect((await stream(student.token, { query: '?lastEventId=abc' })).status).toBe(400);

    const many = await makeUser(app, ['STUDENT']);
    for (let index = 0; index < MAX_STREAMS_PER_USER; index++) {
      expect((await stream(many.token)).status).toBe(200);
    }
    const refused = await stream(many.token);
    expect(refused.status).toBe(429);
    await waitFor(() => refused.ended.then(() => true), 'the refusal to end');
    expect(JSON.parse(refused.text())).toEqual({
      error:
        'Tienes demasiadas pestañas o dispositivos conectados a la vez. Cierra alguno y vuelve a intentarlo.',
    });
  });

  it('ends the stream when its session ends', async () => {
    const leaving = await makeUser(app, ['STUDENT']);
    const client = await stream(leaving.token);
    await waitFor(() => client.text().includes('retry:'), 'the stream opened');
    await app.db.delete(sessions).where(eq(sessions.userId, leaving.id));
    await client.ended;
  });

  it('ends the stream when its session expires, which nobody hears of', async () => {
    const expiring = await makeUser(app, ['STUDENT']);
    const client = await stream(await sessionToken(app, expiring.id, { expiresInSeconds: 2 }));
    expect(client.status).toBe(200);
    await waitFor(() => client.text().includes('retry:'), 'the stream opened');
    await client.ended;
  });

  // PostgreSQL only (PGlite runs one statement at a time): declared for it alone, so no run skips it.
  if (ctx.kind === 'postgres') {
    it('sends a batch that commits after a later one', async () => {
      const client = await stream(student.token);
      await waitFor(() => client.text().includes('retry:'), 'the stream opened');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const insertedEarlier = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      // The earlier batch takes its id first and commits last.
      const earlier = app.db.transaction(async (tx) => {
        await tell2(tx, 'Primero en empezar');
        inserted();
        await held;
      });
      await insertedEarlier;
      await tell(student.id, 'Primero en terminar');
      await client.next(titled('Primero en terminar'), 'the later batch');
      release();
      await earlier;
      await client.next(titled('Primero en empezar'), 'the batch that committed late');
    });
  }

  describe('a server that stops', () => {
    it('ends its streams, so clients reconnect elsewhere', async () => {
      const other = await ctx.app();
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const client = await openLiveStream(otherBase, student.token);
      await waitFor(() => client.text().includes('retry:'), 'the stream opened');
      await other.close();
      await client.ended;
    });
  });
});
