import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

type Parsers = NonNullable<QueryOptions['parsers']>;
/** PGlite calls a parser with the value's text and its type. */
type Parser = (value: string, type: number) => unknown;

/** What Drizzle's PGlite driver calls on its client, and inside `transaction`. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

type WorkerMessage =
  | { id: number; result?: unknown; error?: Record<string, unknown> }
  | { notify: number; payload: string };

interface Call {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Listener {
  channel: string;
  /** Called with undefined after a reopen: whatever was announced meanwhile went unheard. */
  callback(payload: string | undefined): void;
}

const WORKER_URL = new URL('./pglite-worker.js', import.meta.url);
const REOPEN_DELAY_MS = { first: 100, max: 5_000 };

/**
 * The worker is gone (or being reopened): db/client.ts's databaseUnavailable recognises the message, so a
 * request answers the Spanish 503 and may be retried.
 */
export class PgliteThreadUnavailable extends Error {
  override name = 'PgliteThreadUnavailable';
}

/** An error from the worker, rebuilt with its fields (code, constraint, query…) for findPgError and the log. */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  const { cause, ...rest } = fields;
  Object.assign(error, rest);
  if (cause && typeof cause === 'object') error.cause = rebuiltError(cause as Record<string, unknown>);
  return error;
}

/**
 * A PGlite that runs in a worker thread (src/db/pglite-worker.js, decision 127), seen from the server's
 * thread as the PGlite client Drizzle drives: `query`, `transaction`, `close`. Statements are
 * messages; PGlite in the worker orders them exactly as it would in process (one transaction at a time, a
 * statement outside it waits for its end). Values of the types a query's parsers name come back as text and
 * are parsed here, with those same parsers.
 *
 * A worker that ends by itself (a crash, running out of memory) is logged and opened again on the same
 * directory, as a restart of the process would (decision 153): the statements it had fail as unavailable,
 * and so do the open transactions' later ones; LISTENs are made again.
 */
export class PgliteThread implements PgliteQueries {
  private readonly calls = new Map<number, Call>();
  private readonly listeners = new Map<number, Listener>();
  private nextId = 1;
  /** The worker answering statements; undefined while it is being reopened. */
  private worker: Worker | undefined;
  /** A worker that is opening, so that close() can stop it too. */
  private opening: Worker | undefined;
  /** Counts the workers: a transaction belongs to the one it began in. */
  private generation = 0;
  private closing = false;

  private constructor(
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger | undefined,
  ) {}

  /** Opens (or creates) the PGlite database in `dataDir` in a new worker thread. */
  static async open(dataDir: string, options: { log?: FastifyBaseLogger } = {}): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, options.log);
    await thread.start();
    return thread;
  }

  private async start(): Promise<void> {
    const worker = new Worker(WORKER_URL, { workerData: { dataDir: this.dataDir } });
    this.opening = worker;
    worker.on('message', (message: WorkerMessage) => this.received(message));
    let ended = false;
    const end = (error: Error) => {
      if (ended) return;
      ended = true;
      this.ended(worker, error);
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`The PGlite worker stopped (exit code ${code})`)));
    try {
      // Message 0 is the worker's "ready" (or the reason it could not open the database).
      await new Promise((resolve, reject) => this.calls.set(0, { resolve, reject }));
      if (this.closing) throw new PgliteThreadUnavailable('The PGlite worker was closed');
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      this.opening = undefined;
    }
    this.worker = worker;
    this.generation++;
  }

  private received(message: WorkerMessage): void {
    if ('notify' in message) {
      this.listeners.get(message.notify)?.callback(message.payload);
      return;
    }
    const call = this.calls.get(message.id);
    if (!call) return;
    this.calls.delete(message.id);
    if (message.error) call.reject(rebuiltError(message.error));
    else call.resolve(message.result);
  }

  private ended(worker: Worker, cause: Error): void {
    const unavailable = new PgliteThreadUnavailable('The PGlite worker stopped', { cause });
    for (const call of this.calls.values()) call.reject(unavailable);
    this.calls.clear();
    // One that never opened: start() fails, and its caller decides.
    if (worker !== this.worker) return;
    this.worker = undefined;
    if (this.closing) return;
    this.log?.error({ err: cause }, 'the PGlite worker stopped: reopening the database');
    void this.reopen();
  }

  private async reopen(): Promise<void> {
    let delayMs = REOPEN_DELAY_MS.first;
    while (!this.closing) {
      try {
        await this.start();
        break;
      } catch (error) {
        if (this.closing) return;
        this.log?.error({ err: error }, `could not reopen PGlite: trying again in ${delayMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
        delayMs = Math.min(delayMs * 2, REOPEN_DELAY_MS.max);
      }
    }
    if (this.closing) return;
    try {
      for (const [listenId, { channel, callback }] of this.listeners) {
        await this.send({ kind: 'listen', channel, listenId });
        callback(undefined);
      }
      this.log?.info('PGlite is open again');
    } catch (error) {
      // It stopped again: ended() is reopening it once more.
      this.log?.error({ err: error }, 'could not listen again on the reopened PGlite');
    }
  }

  /** False while the worker is being reopened (the readiness check answers 503 meanwhile). */
  get available(): boolean {
    return this.worker !== undefined;
  }

  private send<T>(message: Record<string, unknown>, generation = this.generation): Promise<T> {
    const worker = this.worker;
    if (!worker || generation !== this.generation) {
      const why = this.closing ? 'was closed' : worker ? 'stopped' : 'is being reopened';
      return Promise.reject(new PgliteThreadUnavailable(`The PGlite worker ${why}`));
    }
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.queryIn<T>(undefined, this.generation, text, params, options);
  }

  private async queryIn<T>(
    tx: number | undefined,
    generation: number,
    text: string,
    params: unknown[],
    options: QueryOptions,
  ) {
    const parsers: Parsers = options.parsers ?? {};
    const result = await this.send<Results<T>>(
      {
        kind: 'query',
        text,
        params,
        rowMode: options.rowMode,
        rawTypes: Object.keys(parsers).map(Number),
        tx,
      },
      generation,
    );
    parseRaw(result, parsers, options.rowMode === 'array');
    return result;
  }

  /** Runs fn inside one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const generation = this.generation;
    const tx = await this.send<number>({ kind: 'begin' }, generation);
    const handle: PgliteQueries = {
      query: <R>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.queryIn<R>(tx, generation, text, params, options),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await this.send({ kind: 'end', tx, commit: false }, generation).catch(() => {});
      throw error;
    }
    await this.send({ kind: 'end', tx, commit: true }, generation);
    return result;
  }

  get closed(): boolean {
    return this.closing;
  }

  /**
   * LISTEN on `channel`, as PGlite's `listen`. The worker posts a statement's notifications before that
   * statement's answer, and messages arrive in order, so `callback` has run before the statement that
   * notified resolves here too (auth/session-feed.ts relies on it). After a reopen it is called once with
   * undefined.
   */
  async listen(
    channel: string,
    callback: (payload: string | undefined) => void,
  ): Promise<() => Promise<void>> {
    const listenId = this.nextId++;
    this.listeners.set(listenId, { channel, callback });
    try {
      await this.send({ kind: 'listen', channel, listenId });
    } catch (error) {
      this.listeners.delete(listenId);
      throw error;
    }
    return async () => {
      this.listeners.delete(listenId);
      // A worker that ended took its LISTENs with it.
      if (this.worker) await this.send({ kind: 'unlisten', listenId });
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    await this.opening?.terminate();
    if (!worker) return;
    try {
      await this.send({ kind: 'close' });
    } finally {
      this.worker = undefined;
      await worker.terminate();
    }
  }
}

/** Applies the caller's parsers to the columns of their types (the worker left those values as text). */
function parseRaw(result: Results<unknown>, parsers: Parsers, arrayRows: boolean): void {
  const columns = result.fields
    .map((field, index) => ({
      index,
      name: field.name,
      type: field.dataTypeID,
      parse: parsers[field.dataTypeID] as Parser | undefined,
    }))
    .filter((column) => column.parse !== undefined);
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, type, parse } of columns) {
      const key = arrayRows ? index : name;
      const value = row[key];
      if (typeof value === 'string' && parse) row[key] = parse(value, type);
    }
  }
}
