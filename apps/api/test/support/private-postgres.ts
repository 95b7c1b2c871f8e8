import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's server binaries (initdb, pg_ctl), or undefined when PostgreSQL's server is not installed. */
async function postgresBinDir(): Promise<string | undefined> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : undefined;
}

const isRoot = process.getuid?.() === 0;

/**
 * Why a private cluster cannot be made here, or undefined if it can: it needs Debian's PostgreSQL server
 * binaries, and as root a `postgres` user to run them (PostgreSQL refuses to run as root).
 */
export async function privatePostgresUnavailable(): Promise<string | undefined> {
  if (!(await postgresBinDir())) return 'no /usr/lib/postgresql/<version>/bin (Debian package postgresql)';
  if (isRoot) {
    try {
      await run('id', ['-u', 'postgres']);
    } catch {
      return 'running as root without a postgres user to run the server as';
    }
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** The server dies at once, as in a crash or a pulled cable: `pg_ctl stop -m immediate`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster of this test alone (its own data directory, socket directory and port),
 * so a test can stop and start a database server without touching the machine's shared one on 5432.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = await postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const root = await mkdtemp(path.join(tmpdir(), 'aula-private-pg-'));
  if (isRoot) {
    const pgUid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const pgGid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(root, pgUid, pgGid);
  }
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = await freePort();
  // As root through runuser; any other user runs the cluster as itself.
  const asPostgres = (file: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { cwd: root })
      : run(path.join(bin, file), args, { cwd: root });

  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let running = false;
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      serverOptions,
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      if (running) await stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
