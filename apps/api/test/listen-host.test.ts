import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { makeTempDir } from './support/harness';
import { type ServerProcess, startServer } from './support/server-process';

/**
 * An address of this machine other than 127.0.0.1: its first IPv4 address off loopback, or else 127.0.0.2,
 * which Linux routes to loopback too. The default server answering on it (first test) shows it is one.
 */
function otherLocalAddress(): string {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal);
  return external?.address ?? '127.0.0.2';
}

/** GET /api/health at that address: its status, or the connection's error code. */
function healthAt(address: string, port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const call = request({ host: address, port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    call.end();
  });
}

const portOf = (server: ServerProcess) => Number(new URL(server.url).port);

describe('the address the built server listens on (HOST)', () => {
  const other = otherLocalAddress();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const start = async (env: Record<string, string>, databaseUrl?: string) => {
    const dataDir = await makeTempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ dataDir, databaseUrl, env, timeoutMs: 50_000 });
    cleanups.push(() => server.stop());
    return server;
  };

  it(`answers on every IPv4 interface by default, ${other} included`, async () => {
    const server = await start({});
    expect(await healthAt('127.0.0.1', portOf(server))).toBe(200);
    expect(await healthAt(other, portOf(server))).toBe(200);
  }, 60_000);

  it(`answers on 127.0.0.1 alone with HOST=127.0.0.1, not on ${other}`, async () => {
    const server = await start({ HOST: '127.0.0.1' });
    expect(await healthAt('127.0.0.1', portOf(server))).toBe(200);
    expect(await healthAt(other, portOf(server))).toBe('ECONNREFUSED');
  }, 60_000);

  it('stops at start on a malformed HOST with one sentence, before a primary forks anything', async () => {
    const sentence =
      "Configuration error: HOST must be an IPv4 or IPv6 address, or localhost: 'escuela.example'";
    for (const env of [{}, { WEB_CONCURRENCY: '2' }] as Record<string, string>[]) {
      const failed = await start({ HOST: 'escuela.example', ...env }, 'postgres://aula@db.invalid/aula').then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(failed).toContain('The server exited during start-up');
      expect(failed?.split(sentence)).toHaveLength(2);
      expect(failed).not.toContain('server processes started');
    }
  }, 60_000);
});

/** Several processes share a socket the primary binds, at the address they ask for. */
describe.runIf(await postgresReachableOrCiFails())('HOST with two server processes', () => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.stop();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`answers on 127.0.0.1 alone, not on ${otherLocalAddress()}`, async () => {
    database = await createTestDatabase('postgres', { migrated: false });
    dataDir = await makeTempDir();
    server = await startServer({
      dataDir,
      databaseUrl: database.url,
      env: { WEB_CONCURRENCY: '2', HOST: '127.0.0.1' },
      timeoutMs: 50_000,
    });
    expect(server.output()).toContain('2 server processes started');
    expect(await healthAt('127.0.0.1', portOf(server))).toBe(200);
    expect(await healthAt(otherLocalAddress(), portOf(server))).toBe('ECONNREFUSED');
  }, 120_000);
});
