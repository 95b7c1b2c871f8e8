import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Permission bits of the group and of other users. */
const SHARED_BITS = 0o077;

/**
 * Makes every file the server creates from now on its user's only (umask 077): PGlite's database, uploaded
 * files, the outbox's messages with their live links, the generated key. A worker thread cannot change the
 * umask; there the start-up check below is what protects the files.
 */
export function restrictNewFiles(): void {
  try {
    process.umask(process.umask() | SHARED_BITS);
  } catch {}
}

/**
 * Takes away the group's and other users' bits from `dir` and everything under it (symbolic links are
 * left alone); answers the paths that had any, relative to `dir` (marked when they could not be changed).
 */
export async function restrictTree(dir: string): Promise<string[]> {
  const fixed: string[] = [];
  const visit = async (target: string) => {
    const stats = await lstat(target).catch(() => undefined);
    if (!stats || stats.isSymbolicLink()) return;
    if (stats.mode & SHARED_BITS) {
      const name = path.relative(dir, target) || '.';
      // Not ours to change (another owner, a read-only mount): named in the warning rather than fatal.
      await chmod(target, stats.mode & 0o7700 & ~SHARED_BITS).then(
        () => fixed.push(name),
        () => fixed.push(`${name} (could not be changed)`),
      );
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(target).catch(() => [] as string[])) {
        await visit(path.join(target, name));
      }
    }
  };
  await visit(dir);
  return fixed;
}

/**
 * DATA_DIR holds the database, uploads, the outbox and the session key: it and everything in it belong to
 * the server's user only (directories 0700, files 0600; decision 096). Creates it so, and at each start
 * restricts whatever another tool or an older version left open, with a warning naming a few of them.
 */
export async function secureDataDir(dataDir: string, log: FastifyBaseLogger): Promise<void> {
  restrictNewFiles();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const fixed = await restrictTree(dataDir);
  if (fixed.length > 0) {
    log.warn(
      { dataDir, count: fixed.length, examples: fixed.slice(0, 5) },
      "DATA_DIR had files other users could read or write: they are now the server's user's only",
    );
  }
}
