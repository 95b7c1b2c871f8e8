import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { type ServerProcess, startServer } from './support/server-process';

/**
 * The built server on the Node versions a school should run: 24 (the LTS the README recommends) and 22, each
 * from the npm registry's `node` package, beside the Node this suite runs on. Node 20 reached its end of life
 * in April 2026, so a school upgrading must find the same server answering. Each version starts on PGlite and
 * on PostgreSQL, signs in and reads a page of the panel: native and WebAssembly parts (argon2, PGlite) load.
 */
const VERSIONS = ['24', '22'];
const postgres = await postgresReachableOrCiFails();

/** The node binary of `node@major`, installed once into npm's cache by npx. */
function nodeBinary(major: string): string {
  // Without the npm_config_* variables pnpm gives this suite, which npm would warn about.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
  const found = execFileSync('npx', ['--yes', `--package=node@${major}`, 'bash', '-c', 'command -v node'], {
    encoding: 'utf8',
    env,
  }).trim();
  const version = execFileSync(found, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`node@${major} gave ${version} at ${found}`);
  return found;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signsInAndReads(server: ServerProcess): Promise<void> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-password-for-tests' }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const statistics = await fetch(`${server.url}/api/admin/statistics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(statistics.status).toBe(200);
  expect(await statistics.json()).toMatchObject({ totalCourses: 0, totalStudents: 0 });
}

describe.each(VERSIONS)('the built server on Node %s', (major) => {
  const node = nodeBinary(major);

  it.each(postgres ? ['pglite', 'postgres'] : ['pglite'])(
    'starts on %s, signs in and reads the panel',
    async (kind) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), `aula-node${major}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      let database: TestDatabase | undefined;
      if (kind === 'postgres') {
        database = await createTestDatabase('postgres');
        cleanups.push(() => (database as TestDatabase).dispose());
      }
      const server = await startServer({ dataDir, databaseUrl: database?.url, node, timeoutMs: 60_000 });
      cleanups.push(() => server.kill());
      expect(server.output()).not.toMatch(/ERR_|Error:/);
      await signsInAndReads(server);
      await server.stop();
    },
    120_000,
  );
});
