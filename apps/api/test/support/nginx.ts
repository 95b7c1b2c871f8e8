import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/** Debian's nginx, installed by scripts/ensure-nginx.sh (the test command sources it). */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's choice), for a program that cannot listen on port 0. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/**
 * nginx load-balancing over `upstreams` with the proxy settings of deploy/nginx.conf, over plain http. Each
 * response names the instance that served it in X-Aula-Upstream (see runNginx).
 */
export async function startNginx(dir: string, upstreams: string[]): Promise<Nginx> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = `
  upstream aula {
    ${upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=30s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://aula;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_next_upstream error timeout;
    }
  }`;
  const { stop } = await runNginx(dir, site, `${url}/api/health`);
  return { url, stop };
}

/**
 * nginx in the foreground as one process (no daemon, no master: it runs as the current user, root or not)
 * with its configuration, pid, logs and temporary files in `dir`, serving `site` (what a site file holds:
 * upstreams and servers). Every response names the instance that served it in X-Aula-Upstream (nginx's
 * $upstream_addr: "a, b" when a refused and b answered), unless a location adds headers of its own. Ready
 * once `readyUrl` answers below 500.
 */
export async function runNginx(
  dir: string,
  site: string,
  readyUrl: string,
): Promise<{ stop(): Promise<void> }> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      `nginx is missing at ${NGINX_PATH}: run scripts/ensure-nginx.sh (the test command does).`,
    );
  }
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${path.join(dir, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  add_header X-Aula-Upstream $upstream_addr always;
${site}
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(NGINX_PATH, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start (${child.exitCode}): ${output}`);
    const ready = await fetch(readyUrl, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`nginx did not answer on ${readyUrl}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}
