import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** pg, jose, fastify… are dependencies of the server, not of the workspace root: load the server's copies. */
export const requireFromApi = createRequire(path.join(repo, 'apps/api/package.json'));
export const serverScript = path.join(repo, 'apps/api/dist/server.js');
const schoolIndex = path.join(repo, 'apps/school/dist/index.html');
/** The repository's one way to pnpm: the machine's own, or the pinned version from the npm registry. */
const pnpm = path.join(repo, 'scripts/bin/pnpm');

/** Builds the school and the server when either build is missing (a fresh clone), under the shared lock. */
export function ensureBuild(): void {
  if (existsSync(serverScript) && existsSync(schoolIndex)) return;
  console.log('apps/api/dist or apps/school/dist is missing: running `pnpm build` first…');
  const hasFlock = spawnSync('flock', ['--version']).status === 0;
  const [command, args] = hasFlock ? ['flock', ['/tmp/aula-build.lock', pnpm, 'build']] : [pnpm, ['build']];
  const result = spawnSync(command as string, args as string[], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('`pnpm build` failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** VmRSS of a process and of all its descendants (the server processes of WEB_CONCURRENCY), in kB. */
function treeResidentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const own = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.reduce((sum, child) => sum + treeResidentKb(Number(child)), own);
}

/** Jiffies per second of /proc/<pid>/stat (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system) a process has used, in ms; 0 if it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name, which ends with the last ')': utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time of a process and of all its descendants, in ms. */
function treeCpuMs(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.reduce((sum, child) => sum + treeCpuMs(Number(child)), cpuMsOf(pid));
}

export interface Child {
  url: string;
  pid: number;
  /** Resident memory of the process and its children (VmRSS), in MB. */
  residentMb(): number;
  /** CPU time used so far by the process and its children, in ms. */
  cpuMs(): number;
  /** The server's log lines above `warn` so far (pino levels over 40), for the scenarios' clean-log check. */
  severeLogLines(): string[];
  stop(): Promise<void>;
}

/** Starts `node <script>` on a free port and waits until `healthPath` answers 200 (60 s at most). */
export async function startNode(
  script: string,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  nodeArgs: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repo,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const severe: string[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    const level = Number((/"level":(\d+)/.exec(line) ?? [])[1]);
    if (level > 40) severe.push(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${path.basename(script)} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    residentMb: () => treeResidentKb(pid) / 1024,
    cpuMs: () => treeCpuMs(pid),
    severeLogLines: () => [...severe],
    stop,
  };
}
