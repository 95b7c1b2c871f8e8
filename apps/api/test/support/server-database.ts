import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { type App, type BuildOptions, buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { PgliteThread } from '../../src/db/pglite-thread';
import { migratedPgliteDir } from './databases';
import { type TestContext, testConfig } from './harness';

/**
 * An app on the database the server itself would use: on PGlite the one it opens in its worker thread under
 * DATA_DIR (the suites' in-process PGlite has no thread to lose), on PostgreSQL the suite's database.
 */
export async function serverApp(
  ctx: TestContext,
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<App> {
  if (ctx.kind === 'postgres') return ctx.app(overrides, options);
  const dataDir = await ctx.tempDir();
  await migratedPgliteDir(path.join(dataDir, 'pglite'));
  const app = await buildApp(testConfig(dataDir, overrides), { print: () => {}, ...options });
  ctx.adopt(app);
  return app;
}

/** The app's PGlite thread (the app must be on one). */
export function pgliteThreadOf(database: Database): PgliteThread {
  const { driver } = database;
  if (driver.kind !== 'pglite' || !(driver.client instanceof PgliteThread)) {
    throw new Error('This app does not run PGlite in its worker thread');
  }
  return driver.client;
}

/** Ends the thread's worker from outside, as a crash would; resolves once it has exited. */
export async function killWorker(thread: PgliteThread): Promise<void> {
  // The worker is private on purpose: nothing but a test should end it.
  const { worker } = thread as unknown as { worker: Worker | undefined };
  if (!worker) throw new Error('The PGlite worker is not running');
  await worker.terminate();
}
