import { afterAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { LiveStreamLimits } from '../src/http/stream-limits';
import { describeEachDatabase } from './support/harness';
import { waitFor } from './support/helpers';
import { type LiveStreamClient, openLiveStream } from './support/live-stream';
import { makeUser } from './support/teacher';

const FROM_ADDRESS =
  'Hay demasiados dispositivos de tu red conectados a la vez. Inténtalo de nuevo en unos minutos.';
const SERVER_FULL =
  'El servidor tiene demasiadas conexiones abiertas en este momento. Inténtalo de nuevo en unos minutos.';

/** The limits on open live streams besides each user's own (decision 162), each app with small ones. */
interface School {
  app: App;
  base: string;
}

describeEachDatabase('open live streams per address and per process', (ctx) => {
  const open: LiveStreamClient[] = [];
  afterAll(() => {
    for (const client of open) client.close();
  });

  /** An app with these limits, behind one proxy (so X-Forwarded-For names the client) unless told not. */
  const server = async (limits: LiveStreamLimits, behindProxy = true) => {
    const app = await ctx.app({ liveStreamLimits: limits, ...(behindProxy ? { trustProxy: 1 } : {}) });
    return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
  };

  /** A stream from `address` (X-Forwarded-For) of a new student or the one given, once it opened or ended. */
  const streamOf = async ({ app, base }: School, address: string, token?: string) => {
    const client = await openLiveStream(base, token ?? (await makeUser(app, ['STUDENT'])).token, {
      headers: { 'x-forwarded-for': address },
    });
    open.push(client);
    if (client.status === 200) await waitFor(() => client.text().includes('retry:'), 'the stream opened');
    else await client.ended;
    return client;
  };
  /** Asks again, as the app's back-off does, until a stream from `address` is let in. */
  const openOnceFree = async (school: School, address: string, what: string) => {
    const { token } = await makeUser(school.app, ['STUDENT']);
    await waitFor(async () => (await streamOf(school, address, token)).status === 200, what);
  };
  const refusal = (client: LiveStreamClient) => JSON.parse(client.text()) as unknown;

  it('refuses one address past its limit with 429, whoever asks, and lets it in again as streams close', async () => {
    const school = await server({ perAddress: 3, perProcess: 100 });
    const classroom = [];
    for (let index = 0; index < 3; index++) {
      classroom.push(await streamOf(school, '203.0.113.7'));
      expect(classroom.at(-1)?.status).toBe(200);
    }
    const refused = await streamOf(school, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toEqual({ error: FROM_ADDRESS });
    // Another address is not held back by this one's streams.
    expect((await streamOf(school, '198.51.100.20')).status).toBe(200);

    // One closed as a browser closes a tab, one dropped with a reset: each frees its place.
    const [tab, dropped] = classroom;
    tab?.close();
    await openOnceFree(school, '203.0.113.7', 'a place after a close');
    expect((await streamOf(school, '203.0.113.7')).status).toBe(429);
    dropped?.reset();
    await openOnceFree(school, '203.0.113.7', 'a place after a reset');
    expect((await streamOf(school, '203.0.113.7')).status).toBe(429);
  });

  it('counts the peer address, not X-Forwarded-For, without TRUST_PROXY', async () => {
    const school = await server({ perAddress: 2, perProcess: 100 }, false);
    expect((await streamOf(school, '203.0.113.1')).status).toBe(200);
    expect((await streamOf(school, '203.0.113.2')).status).toBe(200);
    const refused = await streamOf(school, '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toEqual({ error: FROM_ADDRESS });
  });

  it('answers 503 with Retry-After once the process holds its limit, and takes new ones as streams go', async () => {
    const school = await server({ perAddress: 100, perProcess: 3 });
    const held = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      held.push(await streamOf(school, address));
      expect(held.at(-1)?.status).toBe(200);
    }
    const refused = await streamOf(school, '203.0.113.4');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refusal(refused)).toEqual({ error: SERVER_FULL, requestId: refused.headers['x-request-id'] });

    held[0]?.reset();
    await openOnceFree(school, '203.0.113.4', 'a place after a reset');
    expect((await streamOf(school, '203.0.113.5')).status).toBe(503);
    held[1]?.close();
    await openOnceFree(school, '203.0.113.5', 'a place after a close');
  });

  it('frees the places of the streams it ends itself, at the end of a session', async () => {
    const school = await server({ perAddress: 1, perProcess: 100 });
    const student = await makeUser(school.app, ['STUDENT']);
    const first = await streamOf(school, '203.0.113.9', student.token);
    expect(first.status).toBe(200);
    const logout = await school.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(logout.statusCode).toBe(200);
    await first.ended;
    await openOnceFree(school, '203.0.113.9', 'the place freed');
  });
});
