import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { makeTempDir } from './support/harness';
import { type LiveStreamClient, openLiveStream } from './support/live-stream';
import { type ServerProcess, startServer } from './support/server-process';

const postgres = await postgresReachable();

/**
 * Two built servers on one PostgreSQL database, called directly (no balancer in between, so the test picks
 * the instance): an event written through instance A reaches a stream open on instance B through
 * LISTEN/NOTIFY, and a client whose instance restarts reconnects with Last-Event-ID and misses nothing.
 */
describe.runIf(postgres || process.env.CI)('live events across instances', () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const streams: LiveStreamClient[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  const start = async () => {
    const dir = await makeTempDir('aula-live-');
    dirs.push(dir);
    const server = await startServer({
      dataDir: dir,
      databaseUrl: database.url as string,
      timeoutMs: 50_000,
    });
    servers.push(server);
    return server;
  };
  const readAll = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}/api/notifications/read-all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
  };
  const stream = async (server: ServerProcess, lastEventId?: number) => {
    const client = await openLiveStream(server.url, token, { lastEventId });
    streams.push(client);
    expect(client.status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    [a, b] = await Promise.all([start(), start()]);
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin-password-for-tests' }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    for (const client of streams) client.close();
    await Promise.all(servers.map((server) => server.kill()));
    await database?.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('delivers through the other instance, and catches up after that instance restarts', async () => {
    const onB = await stream(b);
    await readAll(a);
    const first = await onB.next(
      (received) => received.event.type === 'notifications-read',
      'the event on B',
    );

    // B stops cleanly: its streams end, so the browser reconnects (here: to a new B, after A wrote more).
    await b.stop();
    await onB.ended;
    await readAll(a);
    await readAll(a);
    const restarted = await start();
    const again = await stream(restarted, first.id);
    await again.next((received) => received.id > first.id, 'the first missed event');
    await again.next(() => again.events.length >= 2, 'both missed events');
    expect(again.events.map((received) => received.event)).toEqual([
      { type: 'notifications-read' },
      { type: 'notifications-read' },
    ]);

    // And live again from the restarted instance.
    await readAll(a);
    await again.next(() => again.events.length === 3, 'a live event after the catch-up');
  }, 90_000);
});
