import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { databaseUnavailable, uniqueViolation } from '../src/db/client';
import { plainError } from '../src/db/pglite-error.js';
import { PgliteThread } from '../src/db/pglite-thread';
import { newUserSignsIn } from './support/access-world';
import { migratedPgliteDir } from './support/databases';
import { describeWithDatabase } from './support/harness';
import { waitFor } from './support/helpers';
import { LogCapture } from './support/logs';
import { killWorker, pgliteThreadOf, serverApp } from './support/server-database';

const UNAVAILABLE = 'El servicio no está disponible. Inténtalo de nuevo en unos minutos.';

describe('an error crossing from the PGlite worker', () => {
  const cyclic: Record<string, unknown> = { name: 'ciclo' };
  cyclic.self = cyclic;
  const hostile = {
    'parser functions': { parsers: { 25: (value: string) => value }, serializers: { 25: String } },
    'a function field': { onNotice: () => {} },
    'a symbol value': { tag: Symbol('tag') },
    'a cyclic object': { context: cyclic },
    'a cause with a function': { cause: Object.assign(new Error('causa'), { parse: () => 1 }) },
    'a cause that is the error itself': {},
    'a throwing getter': Object.defineProperty({}, 'position', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    }),
    'a class instance with methods': { client: new Map([['k', () => {}]]) },
  };

  it.each(Object.entries(hostile))('with %s clones, keeping SQLSTATE, constraint and message', (_, extra) => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      constraint: 'users_email_unique',
      query: 'insert into "users" …',
      params: ['a@b.c'],
    });
    for (const [key, value] of Object.entries(Object.getOwnPropertyDescriptors(extra))) {
      Object.defineProperty(error, key, value);
    }
    if (!('cause' in extra) && Object.keys(extra).length === 0) error.cause = error;
    const plain = structuredClone(plainError(error));
    expect(plain).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      message: error.message,
      query: 'insert into "users" …',
      params: ['a@b.c'],
    });
  });

  it('clones what is not an error at all', () => {
    for (const thrown of [undefined, null, 'texto', 42, Symbol('s'), Object.create(null), () => {}]) {
      expect(structuredClone(plainError(thrown))).toMatchObject({
        name: 'Error',
        message: expect.any(String),
      });
    }
  });
});

describe('the PGlite worker after failing statements', () => {
  let dir: string;
  let thread: PgliteThread;
  // Every query Drizzle sends names parsers: the functions that used to end the worker with the error.
  const parsers = { parsers: { 1184: (value: string) => new Date(value) } };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aula-pglite-worker-'));
    await migratedPgliteDir(dir);
    thread = await PgliteThread.open(dir);
    await thread.query('create table once (id int primary key)');
    await thread.query('insert into once values (1)');
  }, 180_000);

  afterAll(async () => {
    await thread?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const failing: [string, string, unknown[], string][] = [
    ['a unique violation', 'insert into once values ($1)', [1], '23505'],
    ['a division by zero', 'select 1 / $1::int', [0], '22012'],
    ['a NUL in a text parameter', 'select $1::text', ['a\u0000b'], '22021'],
    ['a syntax error', 'selec 1', [], '42601'],
    ['an unknown table', 'select * from nowhere', [], '42P01'],
    ['a bad uuid', 'select $1::uuid', ['x'], '22P02'],
  ];

  it.each(failing)(
    '%s rejects with its SQLSTATE and the next statement succeeds',
    async (_, sql, params, code) => {
      const error = await thread.query(sql, params, parsers).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ code });
      const { rows } = await thread.query<{ one: number }>('select 1 as one', [], parsers);
      expect(rows).toEqual([{ one: 1 }]);
      expect(thread.available).toBe(true);
    },
  );

  it('carries the constraint a unique violation broke', async () => {
    const error = await thread.query('insert into once values (1)', [], parsers).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('once_pkey');
  });

  it('keeps a transaction whose statement failed able to roll back', async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into once values (2)');
      await tx.query('insert into once values (1)', [], parsers);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const { rows } = await thread.query('select id from once order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });
});

describeWithDatabase('a PGlite worker that ends by itself', (ctx) => {
  const logs = new LogCapture();
  let app: App;
  let thread: PgliteThread;

  beforeAll(async () => {
    app = await serverApp(ctx, { logLevel: 'info' }, { logStream: logs.stream });
    app.get('/api/test-only/slow', async () => {
      await app.db.execute('select pg_sleep(10)');
      return {};
    });
    await app.ready();
    thread = pgliteThreadOf(app.database);
  }, 180_000);

  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('fails what was in flight with a 503, says not ready, reopens, listens again and serves the next user', async () => {
    const heard: (string | undefined)[] = [];
    await thread.listen('prueba', (payload) => heard.push(payload));
    expect((await ready()).statusCode).toBe(200);
    let inTransaction: (() => void) | undefined;
    const transaction = thread.transaction(async (tx) => {
      await tx.query('select 1');
      await new Promise<void>((resume) => {
        inTransaction = resume;
      });
      await tx.query('select 1');
    });
    await waitFor(() => inTransaction, 'the transaction to be open');
    const slow = app.inject({ method: 'GET', url: '/api/test-only/slow' });

    await killWorker(thread);

    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      error: UNAVAILABLE,
      notReady: ['database'],
      requestId: notReady.headers['x-request-id'],
    });
    const inFlight = await slow;
    expect(inFlight.statusCode).toBe(503);
    expect(inFlight.json()).toEqual({ error: UNAVAILABLE, requestId: inFlight.headers['x-request-id'] });
    const stopped = logs.entries.find(
      (entry) => entry.msg === 'the PGlite worker stopped: reopening the database',
    );
    expect(stopped, logs.text).toMatchObject({
      level: 50,
      err: { message: expect.stringMatching(/exit code/) },
    });

    await waitFor(async () => (await ready()).statusCode === 200, 'PGlite to be open again', {
      timeoutMs: 30_000,
    });
    // The transaction belonged to the worker that ended: its next statement fails, also after the reopen.
    inTransaction?.();
    const failed = await transaction.catch((error: unknown) => error);
    expect(databaseUnavailable(failed)).toBe(true);
    await waitFor(() => heard.length > 0, 'the listener to be told it may have missed notifications');
    expect(heard).toEqual([undefined]);
    await thread.query("select pg_notify('prueba', 'otra vez')");
    expect(heard).toEqual([undefined, 'otra vez']);

    const login = await newUserSignsIn(app);
    expect(login.statusCode, login.body).toBe(200);
  }, 180_000);
});
