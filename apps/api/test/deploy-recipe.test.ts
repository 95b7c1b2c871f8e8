import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema';
import { apiRoot } from '../src/paths';
import { hashPassword } from '../src/security/passwords';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { deployFile, envFileLines, envOf, substitute, unitSections } from './support/deploy-recipe';
import { makeTempDir } from './support/harness';
import { freePort, runNginx } from './support/nginx';
import { BUILT_SERVER, type ServerProcess, startServer } from './support/server-process';
import { enrol, insertCourse, insertTask, multipartBody } from './support/student-fixtures';

const run = promisify(execFile);
const REDIS_URL = process.env.AULA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Debian's openssl, found by scripts/ensure-nginx.sh (the test command sources it). */
const OPENSSL_PATH = process.env.OPENSSL_PATH ?? 'openssl';
const SERVER_NAME = 'localhost';
const PASSWORD = 'clave-del-despliegue-1';

/**
 * deploy/ as a school installs it on one machine: aula@.service, started twice with aula.env.example's
 * settings, on one fresh PostgreSQL database and Redis, behind deploy/nginx.conf itself with only its
 * addresses, ports, server name and certificate (self-signed here) replaced. A student signs in, opens a
 * course and hands in a task with a file through nginx over https; then an instance dies and the school still
 * answers through the other.
 */
describe('the deployment recipe (deploy/)', () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  const instances: ServerProcess[] = [];
  let nginx: { stop(): Promise<void> } | undefined;
  let certificate: string;
  let httpPort: number;
  let httpsPort: number;
  let service: [string, string][];

  const tempDir = async () => {
    const dir = await makeTempDir('aula-deploy-');
    dirs.push(dir);
    return dir;
  };
  const setting = (key: string) => service.filter(([name]) => name === key).map(([, value]) => value);

  beforeAll(async () => {
    service = unitSections(await deployFile('aula@.service')).get('Service') ?? [];
    const ports = new Set<number>();
    while (ports.size < 4) ports.add(await freePort());
    const [portA, portB] = [...ports];
    [httpPort, httpsPort] = [...ports].slice(2) as [number, number];

    // Unmigrated: the two instances migrate it between them at start, as on a school's first day.
    database = await createTestDatabase('postgres', { migrated: false });
    const settings = envOf(envFileLines(await deployFile('aula.env.example')).filter((line) => line.set));
    const start = async (port: number) => {
      const dataDir = await tempDir();
      const unitEnvironment = setting('Environment').map((line) => line.replaceAll('%i', String(port)));
      const env = {
        ...settings,
        ...Object.fromEntries(unitEnvironment.map((line) => line.split(/=(.*)/s).slice(0, 2))),
        // What this machine has instead of the example's: its database, Redis and address; no SMTP
        // server (e-mail goes to the outbox); a key generated into the database, as the example leaves it.
        DATABASE_URL: database.url as string,
        REDIS_URL,
        PUBLIC_URL: `https://${SERVER_NAME}:${httpsPort}`,
        SMTP_URL: '',
        JWT_SECRET: '',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(apiRoot, '../school/dist'),
      };
      instances.push(await startServer({ dataDir, env }));
    };
    // Both settle before a failure is thrown, so afterAll finds every process that did start.
    const started = await Promise.allSettled([start(portA as number), start(portB as number)]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;

    const dir = await tempDir();
    const key = path.join(dir, 'privkey.pem');
    const cert = path.join(dir, 'fullchain.pem');
    await run(OPENSSL_PATH, [
      ...['req', '-x509', '-nodes', '-days', '1', '-subj', `/CN=${SERVER_NAME}`],
      ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-keyout', key, '-out', cert],
      ...['-addext', `subjectAltName=DNS:${SERVER_NAME}`],
    ]);
    certificate = await readFile(cert, 'utf8');
    const site = substitute(await deployFile('nginx.conf'), [
      ['/etc/letsencrypt/live/aula.example.org/fullchain.pem', cert],
      ['/etc/letsencrypt/live/aula.example.org/privkey.pem', key],
      ['server_name aula.example.org;', `server_name ${SERVER_NAME};`],
      ['server 127.0.0.1:3001 ', `server 127.0.0.1:${portA} `],
      ['server 127.0.0.1:3002 ', `server 127.0.0.1:${portB} `],
      ['listen 80;', `listen 127.0.0.1:${httpPort};`],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ]);
    nginx = await runNginx(await tempDir(), site, `http://127.0.0.1:${httpPort}/`);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.kill()));
    await database?.dispose();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** A request to nginx's https server as a browser makes it: to the server name, checking the certificate. */
  const call = (
    route: string,
    init: { method?: string; token?: string; body?: Buffer; headers?: object } = {},
  ) =>
    new Promise<{ status: number; upstream: string; type: string; bytes: Buffer }>((resolve, reject) => {
      const headers = {
        host: `${SERVER_NAME}:${httpsPort}`,
        ...init.headers,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-length': init.body.length } : {}),
      };
      const options = { method: init.method ?? 'GET', path: route, headers };
      const tls = {
        host: '127.0.0.1',
        port: httpsPort,
        servername: SERVER_NAME,
        ca: certificate,
        agent: false,
      };
      const request = https.request({ ...tls, ...options }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            upstream: String(response.headers['x-aula-upstream'] ?? ''),
            type: String(response.headers['content-type'] ?? ''),
            bytes: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end(init.body);
    });
  const json = (reply: { bytes: Buffer }) => JSON.parse(reply.bytes.toString('utf8'));
  /** The instance that answered: the last address nginx tried. */
  const servedBy = (reply: { upstream: string }) => reply.upstream.split(', ').at(-1);
  const hostOf = (server: ServerProcess | undefined) => new URL(server?.url ?? '').host;

  it('installs as a hardened systemd template that systemd accepts', async () => {
    const workingDirectory = setting('WorkingDirectory')[0] ?? '';
    expect(setting('User')).toEqual(['aula']);
    expect(setting('EnvironmentFile')).toEqual(['/etc/aula/aula.env']);
    expect(setting('Environment')).toEqual(['PORT=%i', 'DATA_DIR=/var/lib/aula/%i']);
    expect(setting('ReadWritePaths')).toEqual(['/var/lib/aula/%i']);
    for (const [key, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['PrivateTmp', 'yes'],
      ['ProtectHome', 'yes'],
    ]) {
      expect(setting(key as string), key).toEqual([value]);
    }
    // It runs this checkout's built server, the one the test starts.
    const [node, script] = (setting('ExecStart')[0] ?? '').split(' ');
    expect(node).toBe('/usr/bin/node');
    expect(path.relative(workingDirectory, script ?? '')).toBe(
      path.relative(path.join(apiRoot, '../..'), BUILT_SERVER),
    );

    const systemdAnalyze = await run('systemd-analyze', ['--version']).then(
      () => true,
      () => false,
    );
    if (!systemdAnalyze) return;
    // An instance as systemd would load it, with this machine's Node (verify checks that the command exists).
    const dir = await tempDir();
    const unit = path.join(dir, 'aula@3001.service');
    await writeFile(
      unit,
      substitute(await deployFile('aula@.service'), [['/usr/bin/node', process.execPath]]),
    );
    const verified = await run('systemd-analyze', ['verify', unit]).then(
      ({ stderr }) => ({ ok: true, stderr }),
      (error: { stderr?: string }) => ({ ok: false, stderr: error.stderr ?? String(error) }),
    );
    // Unknown keys and bad values are warnings only; other units of this machine may have their own.
    const aboutAula = verified.stderr.split('\n').filter((line) => line.includes('aula@'));
    expect(aboutAula).toEqual([]);
    expect(verified.ok, verified.stderr).toBe(true);
  });

  it('serves the school through nginx over https, and goes on when one instance dies', async () => {
    const db = database.database.db;
    const [student] = await db
      .insert(users)
      .values({
        name: 'Irene',
        surname: 'Soler',
        username: 'irene.soler',
        email: 'irene.soler@aula.test',
        passwordHash: await hashPassword(PASSWORD),
        verified: true,
      })
      .returning({ id: users.id });
    if (!student) throw new Error('No student');
    await db.insert(userRoles).values({ userId: student.id, role: 'STUDENT' });
    const courseId = await insertCourse(db, { name: 'Inglés B1 de tarde' });
    await enrol(db, courseId, student.id);
    const taskId = await insertTask(db, courseId, { title: 'Redacción: mi barrio' });

    // Plain http is sent to https.
    const plain = await fetch(`http://127.0.0.1:${httpPort}/cursos`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/.+\/cursos$/);

    const page = await call('/');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.bytes.toString()).toContain('<title>Aula');
    const health = await call('/api/health');
    expect(health.status).toBe(200);
    expect(json(health)).toEqual({ status: 'ok' });

    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: 'irene.soler', password: PASSWORD })),
    });
    expect(login.status, login.bytes.toString()).toBe(200);
    const token = json(login).token as string;

    const course = await call(`/api/student/course/${courseId}`, { token });
    expect(course.status, course.bytes.toString()).toBe(200);
    expect(json(course)).toMatchObject({ id: courseId, name: 'Inglés B1 de tarde' });

    // Larger than nginx's default client_max_body_size (1 MB): the site's own limit must be in force.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)]);
    const form = multipartBody([
      { name: 'textAnswer', value: 'Vivo cerca del mercado.' },
      { name: 'file', filename: 'mi-barrio.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    const handIn = await call(`/api/student/activity/${taskId}/submit-task`, {
      method: 'POST',
      token,
      headers: form.headers,
      body: form.payload,
    });
    expect(handIn.status, handIn.bytes.toString()).toBe(201);
    const download = `/api/activity-result/${json(handIn).activityResultId}/download`;
    const readBack = await call(download, { token });
    expect(readBack.status).toBe(200);
    expect(readBack.bytes.equals(pdf)).toBe(true);

    // nginx took turns: both instances served part of that.
    const served = new Set([page, health, login, course, handIn, readBack].map(servedBy));
    expect(served).toEqual(new Set(instances.map(hostOf)));

    // One instance dies without shutting down; the school answers through the other.
    const [gone, left] = instances;
    await gone?.kill();
    for (let i = 0; i < 3; i++) {
      const again = await call(download, { token });
      expect(again.status).toBe(200);
      expect(again.bytes.equals(pdf)).toBe(true);
      expect(servedBy(again)).toBe(hostOf(left));
    }
    const relogin = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: 'irene.soler', password: PASSWORD })),
    });
    expect(relogin.status).toBe(200);
    expect(servedBy(relogin)).toBe(hostOf(left));
  }, 40_000);
});
