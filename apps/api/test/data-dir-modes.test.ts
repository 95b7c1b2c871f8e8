import { chmod, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { mailOutbox } from '../src/db/schema';
import { describeWithDatabase, testConfig } from './support/harness';
import { waitFor } from './support/helpers';
import { LogCapture } from './support/logs';

/** Every entry under `dir` whose mode lets the group or other users in, as 'path mode'. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (target: string) => {
    const stats = await lstat(target);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077)
      found.push(`${path.relative(dir, target) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(target)) await visit(path.join(target, name));
  };
  await visit(dir);
  return found;
}

/**
 * DATA_DIR (decision 096): PGlite's files, uploads and the outbox's messages belong to the
 * server's user only, including the files PGlite unpacks with mode 0666; anything left open is restricted at
 * start with a warning.
 */
describeWithDatabase('DATA_DIR and everything in it: the server user only', (ctx) => {
  const logs = new LogCapture();
  let app: App | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = path.join(await ctx.tempDir(), 'data');
    // Left open by an older version or another tool: a world-writable file in a world-readable folder.
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true });
    await chmod(dataDir, 0o777);
    await chmod(path.join(dataDir, 'outbox'), 0o755);
    await writeFile(
      path.join(dataDir, 'outbox', 'old.eml'),
      'X-Aula-Link: http://aula.test/verify?token=x\n',
    );
    await chmod(path.join(dataDir, 'outbox', 'old.eml'), 0o666);
    // Its own PGlite in DATA_DIR, as `npm start` opens it.
    app = await buildApp(testConfig(dataDir, { logLevel: 'info' }), {
      logStream: logs.stream,
      print: () => {},
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('warns at start about what was open, and closes it', () => {
    const warning = logs.entries.find((entry) => String(entry.msg).startsWith('DATA_DIR had files'));
    expect(warning, logs.text).toMatchObject({ level: 40, count: 3 });
    expect(warning?.examples).toEqual(
      expect.arrayContaining(['.', 'outbox', path.join('outbox', 'old.eml')]),
    );
  });

  it('keeps PGlite, the outbox and every other file for the server user only', async () => {
    if (!app) throw new Error('no app');
    // A message written to the outbox, with its live link.
    await app.db.insert(mailOutbox).values({
      toAddress: 'ana@aula.test',
      subject: 'Verifica',
      textBody: 'http://aula.test/verify?token=abc',
    });
    app.mail.wake();
    await waitFor(
      async () => (await readdir(path.join(dataDir, 'outbox'))).some((name) => /^\d.*\.eml$/.test(name)),
      'the message in the outbox',
    );
    expect((await readdir(path.join(dataDir, 'pglite'))).length).toBeGreaterThan(5);
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
