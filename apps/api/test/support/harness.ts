import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Database, DatabaseKind, Db } from '../../src/db/client';
import { DEFAULT_RATE_LIMITS } from '../../src/rate-limit/limits';
import { useCheapPasswordHashingForTests } from '../../src/security/passwords';
import { createTestDatabase, POSTGRES_ADMIN_URL, postgresReachable, type TestDatabase } from './databases';

export const TEST_JWT_SECRET = 'test-secret-for-aula-api-tests-0123456789';

const postgresAvailable = await postgresReachable();

// The real parameters are checked once, in passwords.test.ts.
useCheapPasswordHashingForTests();

/**
 * For suites that mail one address several times on purpose (a second link, a replaced registration): the
 * budget of one e-mail per kind and recipient is lifted. mail-budgets.test.ts holds the budget itself.
 */
export const UNBUDGETED_MAIL: Partial<AppConfig> = {
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    rules: { ...DEFAULT_RATE_LIMITS.rules, mailRecipient: { points: 1_000, durationSeconds: 1 } },
  },
};

/** A configuration for in-process apps: quiet, fast mail retries, no front end unless a test gives one. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Aula <no-reply@aula.test>',
    publicUrl: 'http://aula.test',
    jwtSecret: TEST_JWT_SECRET,
    jwtExpiresInSeconds: 3600,
    schoolTimeZone: 'Europe/Madrid',
    meetingBaseUrl: 'https://meet.aula.test',
    sessionRememberForSeconds: 30 * 86_400,
    admin: undefined,
    seedDemo: false,
    staticDir: path.join(dataDir, 'no-front-end'),
    logLevel: 'silent',
    mailRetry: { initialDelayMs: 20, maxDelayMs: 200, pollIntervalMs: 1_000, claimTimeoutMs: 10_000 },
    // Every suite signs in as an administrator with the password alone; two-factor.test.ts checks 'required'.
    adminTwoFactor: 'optional',
    ...overrides,
  };
}

export async function makeTempDir(prefix = 'aula-api-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/**
 * One database (and data directory) per suite and kind. Apps and extra databases made through it are closed
 * and removed after the suite.
 */
export class TestContext {
  private main: TestDatabase | undefined;
  private mainDataDir: string | undefined;
  private readonly extraDatabases: TestDatabase[] = [];
  private readonly dirs: string[] = [];
  private readonly apps: App[] = [];

  constructor(readonly kind: DatabaseKind) {}

  get database(): Database {
    if (!this.main) throw new Error('The test database is not ready (use it inside tests or hooks)');
    return this.main.database;
  }

  get db(): Db {
    return this.database.db;
  }

  get dataDir(): string {
    if (!this.mainDataDir) throw new Error('The data directory is not ready');
    return this.mainDataDir;
  }

  async setup(): Promise<void> {
    this.mainDataDir = await this.tempDir();
    this.main = await createTestDatabase(this.kind);
  }

  async tempDir(): Promise<string> {
    const dir = await makeTempDir();
    this.dirs.push(dir);
    return dir;
  }

  /** Another database of this kind, removed after the suite (for tests that need an empty one). */
  async freshDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
    return (await this.freshTestDatabase(options)).database;
  }

  /** The same, with its connection string for PostgreSQL. */
  async freshTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
    const extra = await createTestDatabase(this.kind, options);
    this.extraDatabases.push(extra);
    return extra;
  }

  /** An app on this suite's database (or the one given), closed after the suite if the test did not. */
  async app(
    overrides: Partial<AppConfig> = {},
    options: BuildOptions & { database?: Database; dataDir?: string } = {},
  ): Promise<App> {
    const config = testConfig(options.dataDir ?? this.dataDir, overrides);
    const app = await buildApp(config, {
      print: () => {},
      ...options,
      database: options.database ?? this.database,
    });
    this.apps.push(app);
    return app;
  }

  /** Closes an app built elsewhere (on a database of its own) after the suite. */
  adopt(app: App): void {
    this.apps.push(app);
  }

  /** Closes the apps made so far (their mail workers stop too); for suites that share one outbox. */
  async closeApps(): Promise<void> {
    const apps = this.apps.splice(0);
    for (const app of apps) await app.close();
  }

  async teardown(): Promise<void> {
    const failures: unknown[] = [];
    const attempt = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (error) {
        failures.push(error);
      }
    };
    for (const app of this.apps) await attempt(() => app.close());
    for (const extra of this.extraDatabases) await attempt(() => extra.dispose());
    if (this.main) await attempt(() => (this.main as TestDatabase).dispose());
    for (const dir of this.dirs) await attempt(() => rm(dir, { recursive: true, force: true }));
    if (failures.length > 0) throw failures[0];
  }
}

function suite(kind: DatabaseKind, title: string, fn: (ctx: TestContext) => void) {
  describe(title, () => {
    const ctx = new TestContext(kind);
    beforeAll(() => ctx.setup());
    afterAll(() => ctx.teardown());
    fn(ctx);
  });
}

/**
 * Runs the same suite on PGlite and on PostgreSQL. Without a reachable PostgreSQL the second run is skipped
 * with a warning on a developer machine, and fails on CI (process.env.CI), where PostgreSQL must be there.
 */
export function describeEachDatabase(name: string, fn: (ctx: TestContext) => void): void {
  suite('pglite', `${name} [PGlite]`, fn);

  const title = `${name} [PostgreSQL]`;
  if (postgresAvailable) {
    suite('postgres', title, fn);
  } else if (process.env.CI) {
    describe(title, () => {
      it('needs PostgreSQL', () => {
        throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}, and CI is set: it must be.`);
      });
    });
  } else {
    console.warn(
      `\u26a0 PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: skipping "${title}". Start it (or set AULA_TEST_POSTGRES_URL) to run these tests.`,
    );
    describe.skip(title, () => fn(new TestContext('postgres')));
  }
}

/** The same, on PGlite only: for behaviour that does not depend on the database (HTTP, static files). */
export function describeWithDatabase(name: string, fn: (ctx: TestContext) => void): void {
  suite('pglite', name, fn);
}
