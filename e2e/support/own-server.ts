import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A second built server for a journey that needs other settings than playwright.config.ts's (ADMIN_2FA=required):
 * its own data directory and a port the kernel picks, read back from its log. `stop()` kills it (its data is thrown
 * away, and a graceful close would wait for the browser's kept-alive connections) and removes the data.
 */
export async function startOwnServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aula-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`The server exited during start-up:\n${output}`)));
  });
  return {
    url,
    async stop() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
