import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/paths';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { type ServerProcess, startServer } from './support/server-process';

/**
 * The built server on the Node versions a school should run: 24 (the LTS the README recommends) and 22, each
 * from the npm registry's `node` package, beside the Node this suite runs on. Node 20 reached its end of life
 * in April 2026, so a school upgrading must find the same server answering. Each version starts on PGlite and
 * on PostgreSQL, signs in and reads a page of the panel: native and WebAssembly parts (argon2, PGlite) load.
 * On 24 the server is also built (its own tsup) and served from that build, and vitest runs a forms suite and
 * an API suite on their own databases: the build and the tests work there too, not only the server.
 */
const VERSIONS = ['24', '22'];
const run = promisify(execFile);
const requireFromApi = createRequire(path.join(apiRoot, 'package.json'));
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

/** The environment for a child tool: without what pnpm and this vitest worker set for themselves. */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_config_|VITEST|TINYPOOL)/i.test(key)),
  );
}

const repoRoot = path.join(apiRoot, '../..');

describe('building and testing on Node 24, the version the README recommends', () => {
  const node = nodeBinary('24');
  const outDir = path.join(apiRoot, 'dist-node24');
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('builds the server with its own tsup and serves from that build', async () => {
    // Beside dist/, so the build finds ../drizzle as the shared one does.
    const tsup = path.join(path.dirname(requireFromApi.resolve('tsup/package.json')), 'dist/cli-default.js');
    await run(node, [tsup, '--out-dir', outDir], { cwd: apiRoot, env: childEnv() });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aula-node24-build-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({
      dataDir,
      node,
      entry: path.join(outDir, 'server.js'),
      timeoutMs: 60_000,
    });
    cleanups.push(() => server.kill());
    await signsInAndReads(server);
    await server.stop();
  }, 180_000);

  it('runs the suites: forms rules and an API suite on its own database', async () => {
    const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
    const files = ['packages/forms/src/text.test.ts', 'apps/api/test/register.test.ts'];
    const reportFile = path.join(await mkdtemp(path.join(tmpdir(), 'aula-node24-vitest-')), 'report.json');
    cleanups.push(() => rm(path.dirname(reportFile), { recursive: true, force: true }));
    const args = ['run', '--project', 'unit', '--project', 'api', '--reporter=json'];
    await run(node, [vitest, ...args, `--outputFile.json=${reportFile}`, ...files], {
      cwd: repoRoot,
      env: childEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as {
      numTotalTests: number;
      numPassedTests: number;
      numPendingTests: number;
      testResults: { name: string }[];
    };
    expect(report.testResults.map((result) => path.relative(repoRoot, result.name)).sort()).toEqual(
      files.sort(),
    );
    expect(report.numTotalTests).toBeGreaterThan(20);
    expect(report.numPassedTests).toBe(report.numTotalTests);
  }, 240_000);
});

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
