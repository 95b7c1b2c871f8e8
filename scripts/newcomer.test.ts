import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The README's `npm start` on a newcomer's machine: Node and npm, and no pnpm anywhere. Development machines
 * and CI have had a global pnpm, which hid that the scripts could not find one of their own; here the
 * repository (as it is in this working tree) is copied out, and the command runs with a PATH of the system's
 * programs less pnpm, an empty cache for the pinned pnpm, and none of the variables a pnpm-started test inherits.
 */
const repo = path.resolve(import.meta.dirname, '..');
const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

let work = '';
let checkout = '';
let env: NodeJS.ProcessEnv = {};

/** A folder of links to every program of the system's folders and Node's own, except pnpm and pnpx. */
function pathWithoutPnpm(bin: string): string {
  mkdirSync(bin);
  for (const dir of [path.dirname(process.execPath), ...SYSTEM_DIRS]) {
    let programs: string[] = [];
    try {
      programs = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of programs) {
      if (/^pnp[mx]/.test(name)) continue;
      try {
        symlinkSync(path.join(dir, name), path.join(bin, name));
      } catch {
        // The first folder that has a program wins, as on a PATH.
      }
    }
  }
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function run(command: string, args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(command, args, { cwd: checkout, env, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { code: status, output: `${stdout}${stderr}` };
  }
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'aula-newcomer-'));
  checkout = path.join(work, 'repo');
  mkdirSync(checkout);
  // The working tree's files as git sees them (tracked, and new ones it does not ignore): no build, no modules.
  execFileSync(
    'bash',
    [
      '-c',
      'git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C "$1"',
      '_',
      checkout,
    ],
    { cwd: repo, stdio: 'pipe' },
  );
  env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|PNPM_|VITEST|NODE_OPTIONS$|NODE_ENV$)/i.test(key),
    ),
  );
  env.PATH = pathWithoutPnpm(path.join(work, 'bin'));
  // No pnpm cached for the scripts either: the first call installs the pinned version from the npm registry.
  env.XDG_CACHE_HOME = path.join(work, 'cache');
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a newcomer's machine (Node and npm, no pnpm)", () => {
  it('has no pnpm on the PATH the commands get', () => {
    expect(run('bash', ['-c', 'type -a -P pnpm pnpx || true']).output.trim()).toBe('');
  });

  it("runs the scripts' pnpm, also through env: the version package.json pins, from the registry", () => {
    const { code, output } = run('bash', ['-c', 'source scripts/lib.sh && env pnpm --version']);
    expect(output).not.toContain('command not found');
    expect(code, output).toBe(0);
    const pinned = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')).packageManager;
    expect(`pnpm@${output.trim().split('\n').at(-1)}`).toBe(pinned);
    // A download from the npm registry: seconds on a quiet line, more on a busy machine.
  }, 120_000);

  it('stops `npm start` on Node 18 with one sentence naming the version it needs', () => {
    const { code, output } = run('npx', ['--yes', '--package=node@18', 'bash', 'scripts/start.sh']);
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      /^Aula needs Node\.js 20\.19 or newer \(24 LTS recommended\); this machine has v18\.\d+\.\d+\.$/,
    );
  }, 120_000);

  it('serves the login page after `npm start`: install, build and start with nothing else', async () => {
    const port = await freePort();
    let log = '';
    const server: ChildProcess = spawn('npm', ['start'], {
      cwd: checkout,
      env: { ...env, PORT: String(port), DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const stopped = exited.then((code) => {
      throw new Error(`npm start stopped (exit ${code}):\n${log.slice(-3000)}`);
    });
    stopped.catch(() => {}); // read by the race below; the exit that the clean-up causes is no failure
    try {
      const health = await Promise.race([
        (async () => {
          for (;;) {
            const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
            if (answer) return answer.status;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        })(),
        stopped,
      ]);
      expect(health).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toMatch(/<div id="root"|<script type="module"/);
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
  }, 600_000);
});
