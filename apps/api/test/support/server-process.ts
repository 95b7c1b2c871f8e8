import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiRoot } from '../../src/paths';
import { TEST_JWT_SECRET } from './harness';

/** The built server the test command makes before vitest runs (`pnpm build`). */
export const BUILT_SERVER = path.join(apiRoot, 'dist/server.js');

export interface ServerProcess {
  readonly pid: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Everything the process wrote (JSON log lines, the admin notice). */
  output(): string;
  /** Its resident memory in bytes, from /proc/<pid>/status (VmRSS). */
  rss(): Promise<number>;
  /** SIGKILL: no shutdown hook runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `node apps/api/dist/server.js` on a port the kernel picks (PORT=0, read back from the log) with its
 * own DATA_DIR and, when given, DATABASE_URL. Fails clearly when the build is missing.
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** The Node binary to run it with: this test's own by default. */
  node?: string;
  /** The built server to run: the shared build by default. */
  entry?: string;
}): Promise<ServerProcess> {
  const entry = options.entry ?? BUILT_SERVER;
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`pnpm build\` first (the test command does).`);
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    DATA_DIR: options.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    STATIC_DIR: path.join(options.dataDir, 'no-front-end'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ADMIN_EMAIL: 'admin@aula.test',
    // The suites sign in as this administrator with the password alone (ADMIN_2FA is required by default).
    ADMIN_2FA: 'optional',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(options.node ?? process.execPath, [entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const gone = exited(child);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in time. Output:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        cleanup();
        resolve(Number(match[1]));
      }
    };
    const onExit = () => {
      cleanup();
      reject(new Error(`The server exited during start-up. Output:\n${output}`));
    };
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });

  const pid = child.pid as number;
  return {
    pid,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async rss() {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      if (!kb) throw new Error(`No VmRSS for pid ${pid}`);
      return Number(kb) * 1024;
    },
    async kill() {
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      child.kill('SIGTERM');
      await gone;
    },
  };
}
