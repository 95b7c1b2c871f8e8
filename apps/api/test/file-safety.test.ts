import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { STUDENT_TASK_MESSAGES, TEACHER_MESSAGES } from '@aula/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildApp } from '../src/app';
import { describeEachDatabase, makeTempDir, testConfig } from './support/harness';
import { type ServerProcess, startServer } from './support/server-process';
import {
  bearer,
  classroom,
  insertTask,
  multipartBody,
  SAMPLE_FILES,
  type TestUser,
} from './support/student-fixtures';

/** A page that would run script if a browser ever rendered it. */
const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
);

describeEachDatabase('file safety: names, types and downloads', (ctx) => {
  let app: App;
  let world: Awaited<ReturnType<typeof classroom>>;
  beforeAll(async () => {
    app = await ctx.app();
    world = await classroom(app);
  });

  const upload = (user: TestUser, url: string, parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(parts);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(user) } });
  };

  /** An upload's download must be an inert attachment whatever its bytes are. */
  function expectInertDownload(response: Awaited<ReturnType<App['inject']>>, savedAs: string) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${savedAs}"; filename*=UTF-8''${encodeURIComponent(savedAs)}`,
    );
    const policy = String(response.headers['content-security-policy']).split(';');
    expect(policy).toContain('sandbox');
    expect(policy).toContain("script-src 'self'");
    expect(response.rawPayload.equals(HTML_PAGE)).toBe(true);
  }

  it('serves an HTML page handed in as .txt, under a path-like name, as an inert attachment', async () => {
    const taskId = await insertTask(app.db, world.courseId);
    const submitted = await upload(world.student, `/api/student/activity/${taskId}/submit-task`, [
      { name: 'textAnswer', value: 'Mi redacción.' },
      { name: 'file', filename: '../../etc/passwd.txt', bytes: HTML_PAGE, type: 'text/html' },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { activityResultId } = submitted.json() as { activityResultId: number };
    for (const user of [world.student, world.teacher]) {
      const download = await app.inject({
        method: 'GET',
        url: `/api/activity-result/${activityResultId}/download`,
        headers: bearer(user),
      });
      expectInertDownload(download, 'passwd.txt');
    }
  });

  it('does the same for a teacher material named with backslashes and dots', async () => {
    const created = await upload(world.teacher, `/api/teacher/course/${world.courseId}/add-material`, [
      { name: 'title', value: 'Página' },
      { name: 'file', filename: '..\\..\\windows\\notas.txt', bytes: HTML_PAGE, type: 'text/html' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { filename } = created.json() as { filename: string };
    // The stored name is a generated id; the uploaded name survives only as the name to save under.
    expect(filename).toMatch(/^[0-9a-f-]{36}$/);
    for (const [user, area] of [
      [world.teacher, 'teacher'],
      [world.student, 'student'],
    ] as const) {
      const download = await app.inject({
        method: 'GET',
        url: `/api/${area}/course/${world.courseId}/material/download/${filename}`,
        headers: bearer(user),
      });
      expectInertDownload(download, 'notas.txt');
    }
  });

  it('never writes outside its storage, whatever the name', async () => {
    const escapeName = `${path.basename(ctx.dataDir)}-escape.pdf`;
    const taskId = await insertTask(app.db, world.courseId);
    const response = await upload(world.student, `/api/student/activity/${taskId}/submit-task`, [
      { name: 'textAnswer', value: 'Intento.' },
      // From DATA_DIR/files/, this would land beside DATA_DIR if the name were ever used as a path.
      { name: 'file', filename: `../../${escapeName}`, bytes: SAMPLE_FILES.pdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(existsSync(path.join(path.dirname(ctx.dataDir), escapeName))).toBe(false);
    const written = await readdir(ctx.dataDir, { recursive: true });
    expect(written.filter((name) => name.includes('escape'))).toEqual([]);
  });
});

/**
 * The size limits hold while the bytes stream: a 1 GB upload to the built server is cut off at the limit
 * and the process's resident memory does not grow with it.
 */
describe('file safety: 1 GB uploads to the built server', () => {
  const GIGABYTE = 1024 ** 3;
  const MAX_GROWTH = 64 * 1024 * 1024;
  let server: ServerProcess;
  let dataDir: string;
  let student: TestUser;
  let teacher: TestUser;
  let taskId: number;
  let courseId: number;

  beforeAll(async () => {
    dataDir = await makeTempDir('aula-big-upload-');
    const seeding = await buildApp(testConfig(dataDir), { print: () => {} });
    await seeding.ready();
    const world = await classroom(seeding);
    ({ student, teacher, courseId } = world);
    taskId = await insertTask(seeding.db, courseId);
    await seeding.close();
    server = await startServer({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Streams a multipart form whose file part is `size` generated bytes (starting with `head`) and samples the
   * server's VmRSS while it does. Stops sending once the server has answered (it stops reading then, without
   * closing the connection at once: waiting for that would only measure its idle timeout).
   */
  async function streamUpload(
    url: string,
    user: TestUser,
    fields: [string, string][],
    file: string,
    head: Buffer,
    size: number,
  ) {
    const boundary = `----aula${randomBytes(8).toString('hex')}`;
    const preamble = Buffer.from(
      fields
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    let answered = false;
    const body = new Readable({
      read() {
        if (answered) return this.push(null);
        if (sent === 0) {
          this.push(preamble);
          this.push(head);
          sent = head.length;
          return;
        }
        if (sent >= size) return this.push(null);
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        this.push(sent >= size ? Buffer.concat([piece, closing]) : piece);
      },
    });
    let peak = await server.rss();
    const baseline = peak;
    const sampler = setInterval(() => {
      server.rss().then(
        (rss) => {
          peak = Math.max(peak, rss);
        },
        () => {},
      );
    }, 25);
    try {
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(`${server.url}${url}`, {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(preamble.length + size + closing.length),
            ...bearer(user),
          },
        });
        req.on('response', (res) => {
          answered = true;
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }),
          );
          res.on('error', reject);
        });
        req.on('error', (error) => (answered ? undefined : reject(error)));
        body.pipe(req);
      });
      return {
        status,
        json: JSON.parse(text) as unknown,
        sentBytes: sent,
        growth: peak - baseline,
        baseline,
      };
    } finally {
      clearInterval(sampler);
      body.destroy();
    }
  }

  it('refuses a 1 GB hand-in with a Spanish 413, memory flat', async () => {
    const result = await streamUpload(
      `/api/student/activity/${taskId}/submit-task`,
      student,
      [['textAnswer', 'Mi redacción.']],
      'enorme.pdf',
      SAMPLE_FILES.pdf,
      GIGABYTE,
    );
    console.info(
      `1 GB task upload: status ${result.status}, ${(result.sentBytes / 2 ** 20).toFixed(0)} MB sent, RSS ${(result.baseline / 2 ** 20).toFixed(0)} MB + ${(result.growth / 2 ** 20).toFixed(1)} MB`,
    );
    expect(result.status).toBe(413);
    // Refused while streaming: the answer came long before the gigabyte was through.
    expect(result.sentBytes).toBeLessThan(128 * 2 ** 20);
    expect(result.json).toEqual({ error: STUDENT_TASK_MESSAGES.fileTooLarge });
    expect(result.growth).toBeLessThan(MAX_GROWTH);
  }, 180_000);

  it('refuses a 1 GB material with its Spanish message (400, decision 024), memory flat', async () => {
    const result = await streamUpload(
      `/api/teacher/course/${courseId}/add-material`,
      teacher,
      [['title', 'Enorme']],
      'enorme.pdf',
      SAMPLE_FILES.pdf,
      GIGABYTE,
    );
    console.info(
      `1 GB material upload: status ${result.status}, ${(result.sentBytes / 2 ** 20).toFixed(0)} MB sent, RSS ${(result.baseline / 2 ** 20).toFixed(0)} MB + ${(result.growth / 2 ** 20).toFixed(1)} MB`,
    );
    expect(result.status).toBe(400);
    expect(result.sentBytes).toBeLessThan(128 * 2 ** 20);
    expect(result.json).toEqual({ error: TEACHER_MESSAGES.materialFileTooLarge });
    expect(result.growth).toBeLessThan(MAX_GROWTH);
  }, 180_000);

  it('still serves after both', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
  });
});
