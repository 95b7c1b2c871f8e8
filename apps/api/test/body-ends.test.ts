import { rm } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../src/db/client';
import { PUBLIC_BODY_LIMIT } from '../src/http/json-bodies';
import { createTestDatabase, postgresReachableOrCiFails } from './support/databases';
import { makeTempDir } from './support/harness';
import { type ServerProcess, startServer } from './support/server-process';
import { SAMPLE_FILES } from './support/student-fixtures';

const postgresAvailable = await postgresReachableOrCiFails();

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/**
 * Every way a request body can end early or fail, sent to the built server over a raw socket: past the
 * body limit, nested too deeply, cut off by the client half-way, too slow (REQUEST_BODY_TIMEOUT), and a
 * multipart upload cut off, refused or not. After each the process must still be there and answer the next
 * request (of someone else): an 'error' event of a body stream that nobody listens to ends the process.
 */

const BOUNDARY = 'aulaBodyEnds';

function multipart(fileName: string, bytes: Buffer): Buffer {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      field('name', 'Ana') +
        field('surname', 'García') +
        field('email', 'ana@aula.test') +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface RawRequest {
  path: string;
  contentType: string;
  /** The whole body the headers announce. */
  body: Buffer;
  /** Bytes of it actually sent (the rest never comes); all of them when absent. */
  send?: number;
  /** After sending: close the socket (a client gone) or wait for the server to answer or close it. */
  afterwards: 'abort' | 'wait';
}

/** Sends one request over its own socket; resolves with the status line (or '' if none came) once done. */
function rawRequest(server: ServerProcess, request: RawRequest): Promise<string> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.setTimeout(30_000, () => reject(new Error(`no end to ${request.path}`)));
    socket.write(
      `POST ${request.path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${request.contentType}\r\n` +
        `Content-Length: ${request.body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(request.body.subarray(0, request.send ?? request.body.length), () => {
      if (request.afterwards === 'abort') setTimeout(() => socket.destroy(), 200);
    });
  });
}

const brackets = (n: number) => Buffer.from('['.repeat(n));

const CASES: [string, RawRequest, RegExp][] = [
  [
    'a login body of brackets past the public limit',
    { path: '/api/auth/login', contentType: 'application/json', body: brackets(70_000), afterwards: 'wait' },
    / 413 /,
  ],
  [
    'a contact body of brackets past the public limit',
    {
      path: '/api/public/contact',
      contentType: 'application/json',
      body: brackets(70_000),
      afterwards: 'wait',
    },
    / 413 /,
  ],
  [
    'a body of brackets under the limit',
    { path: '/api/auth/login', contentType: 'application/json', body: brackets(60_000), afterwards: 'wait' },
    / 400 /,
  ],
  [
    'a body past the limit whose client goes away',
    {
      path: '/api/auth/login',
      contentType: 'application/json',
      body: brackets(PUBLIC_BODY_LIMIT * 4),
      send: PUBLIC_BODY_LIMIT * 2,
      afterwards: 'abort',
    },
    /.*/,
  ],
  [
    'a too deep body whose client goes away',
    {
      path: '/api/public/contact',
      contentType: 'application/json',
      body: brackets(50_000),
      send: 1_000,
      afterwards: 'abort',
    },
    /.*/,
  ],
  [
    'a JSON body cut off half-way',
    {
      path: '/api/auth/login',
      contentType: 'application/json',
      body: Buffer.from(`{"username":"ana","password":"${'x'.repeat(30_000)}"}`),
      send: 10_000,
      afterwards: 'abort',
    },
    /^$/,
  ],
  [
    'a JSON body too slow to arrive (closed by the server)',
    {
      path: '/api/public/contact',
      contentType: 'application/json',
      body: Buffer.from(`{"name":"${'x'.repeat(30_000)}"}`),
      send: 5_000,
      afterwards: 'wait',
    },
    /.*/,
  ],
  [
    'a multipart upload cut off half-way',
    {
      path: '/api/public/job-positions/1/applications',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart('cv.pdf', Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(200_000, 1)])),
      send: 2_000,
      afterwards: 'abort',
    },
    /.*/,
  ],
  [
    'a refused multipart upload cut off half-way',
    {
      path: '/api/public/job-positions/1/applications',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart('cv.exe', Buffer.alloc(300_000, 1)),
      send: 100_000,
      afterwards: 'abort',
    },
    /.*/,
  ],
  [
    'a multipart upload too slow to arrive',
    {
      path: '/api/public/job-positions/1/applications',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart('cv.pdf', Buffer.alloc(300_000, 1)),
      send: 2_000,
      afterwards: 'wait',
    },
    /.*/,
  ],
];

function alive(server: ServerProcess): boolean {
  try {
    process.kill(server.pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function bodiesEndingEarly(kind: DatabaseKind) {
  const dataDir = await makeTempDir('aula-body-ends-');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const database = await createTestDatabase('postgres', { migrated: false });
    cleanups.push(() => database.dispose());
    databaseUrl = database.url;
  }
  // A short total time, so the slow bodies are cut off within the test.
  const server = await startServer({
    dataDir,
    databaseUrl,
    env: { REQUEST_BODY_TIMEOUT: '2s' },
    // A fresh PGlite takes a while to create on a loaded machine.
    timeoutMs: 90_000,
  });
  cleanups.push(() => server.kill());

  const problems: string[] = [];
  for (const [what, request, status] of CASES) {
    const answer = await rawRequest(server, request);
    if (!status.test(answer)) problems.push(`${what}: answered '${answer}'`);
    // The next request, of another visitor: the server must be there to answer it.
    const next = await fetch(`${server.url}/api/public/courses`).then(
      (response) => response.status,
      (error: Error) => error.message,
    );
    if (next !== 200) problems.push(`${what}: the next request got ${next}`);
    if (!alive(server)) {
      problems.push(`${what}: the server exited\n${server.output().slice(-2000)}`);
      break;
    }
  }
  expect(problems).toEqual([]);
  expect(server.output()).not.toMatch(/Unhandled 'error' event/);
}

describe('a body that ends early or fails never ends the server', () => {
  it('keeps serving [PGlite]', () => bodiesEndingEarly('pglite'), 180_000);

  it.skipIf(!postgresAvailable)('keeps serving [PostgreSQL]', () => bodiesEndingEarly('postgres'), 180_000);
});
