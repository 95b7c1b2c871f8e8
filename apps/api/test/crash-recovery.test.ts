import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseKind } from '../src/db/client';
import { createTestDatabase, postgresReachableOrCiFails, type TestDatabase } from './support/databases';
import { makeTempDir, testConfig } from './support/harness';
import { startServer } from './support/server-process';
import { SAMPLE_FILES } from './support/student-fixtures';
import { runBurst, seedBurst, sendJob, storedResults, summarize } from './support/submission-burst';

const postgresAvailable = await postgresReachableOrCiFails();

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/**
 * kill -9 of the built server in the middle of a burst of test and task submissions, then a restart on the
 * same data: every submission that got its 2xx is there exactly once, whole (answers, file bytes); the ones
 * cut off can be sent again and land once (201), or were in fact stored and answer 409.
 */
async function crashDuringBurst(kind: DatabaseKind) {
  const dataDir = await makeTempDir('aula-crash-');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let database: TestDatabase | undefined;
  if (kind === 'postgres') {
    database = await createTestDatabase('postgres');
    cleanups.push(() => (database as TestDatabase).dispose());
  }
  const config = testConfig(dataDir, { databaseUrl: database?.url });
  const openInProcess = () => buildApp(config, { print: () => {} });

  // Seeded in process (the same migrations), then closed: PGlite serves one process at a time.
  const seeding = await openInProcess();
  await seeding.ready();
  const burst = await seedBurst(seeding, { students: 8, tests: 2, tasks: 2 });
  await seeding.close();

  const server = await startServer({ dataDir, databaseUrl: database?.url });
  cleanups.push(() => server.kill());
  const statuses = await runBurst(burst.jobs, (job) => sendJob(server.url, job), {
    concurrency: 8,
    interruptAfter: 12,
    interrupt: () => server.kill(),
  });
  expect(statuses.every((s) => s === 201 || s === 0)).toBe(true);

  // The restart: the real server again on the same DATA_DIR / DATABASE_URL.
  const restarted = await startServer({ dataDir, databaseUrl: database?.url });
  cleanups.push(() => restarted.kill());
  const retried = await Promise.all(
    burst.jobs.map((job, i) =>
      statuses[i] === 201 ? Promise.resolve(undefined) : sendJob(restarted.url, job),
    ),
  );
  await restarted.stop();

  // Read back in process (PGlite again needs the server gone).
  const app = await openInProcess();
  cleanups.push(() => app.close());
  await app.ready();
  const stored = await storedResults(app.db, burst);
  let intactHandIns = 0;
  for (const handIn of stored.handIns) {
    const download = await app.inject({
      method: 'GET',
      url: `/api/activity-result/${handIn.resultId}/download`,
      headers: { authorization: `Bearer ${handIn.token}` },
    });
    if (download.statusCode === 200 && download.rawPayload.equals(SAMPLE_FILES.pdf)) intactHandIns++;
  }
  await app.close();

  const figures = {
    ...summarize(statuses, stored),
    cutOff: statuses.filter((s) => s === 0).length,
    // Sent again after the restart: 201 landed now, 409 had been stored before the kill without an answer.
    resent: retried.filter((s) => s !== undefined).length,
    landedOnResend: retried.filter((s) => s === 201).length,
    storedWithoutAnswer: retried.filter((s) => s === 409).length,
    handIns: stored.handIns.length,
    intactHandIns,
  };
  console.info(`crash during a burst of submissions [${kind}]: ${JSON.stringify(figures)}`);

  expect(figures.acknowledged).toBeGreaterThanOrEqual(12);
  expect(figures.acknowledged).toBeLessThan(figures.sent);
  // Every job is now stored exactly once: the acknowledged ones survived the kill, the others were resent.
  expect(stored.perJob.every((n) => n === 1)).toBe(true);
  expect(figures.duplicates).toBe(0);
  expect(figures.incomplete).toBe(0);
  expect(retried.every((s) => s === undefined || s === 201 || s === 409)).toBe(true);
  expect(intactHandIns).toBe(stored.handIns.length);
}

describe('crash recovery: kill -9 during a burst of submissions', () => {
  it('keeps every acknowledged submission exactly once [PGlite]', () => crashDuringBurst('pglite'), 120_000);

  it.skipIf(!postgresAvailable)(
    'keeps every acknowledged submission exactly once [PostgreSQL]',
    () => crashDuringBurst('postgres'),
    120_000,
  );
});
