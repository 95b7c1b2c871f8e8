import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

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

/** An error from the worker, rebuilt with its fields (code, constraint, query…) for findPgError and the log. */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * A PGlite that runs in a worker thread (src/db/pglite-worker.js, decision 127), seen from the server's
 * thread as the PGlite client Drizzle drives: `query`, `transaction`, `close`. Statements are
 * messages; PGlite in the worker orders them exactly as it would in process (one transaction at a time, a
 * statement outside it waits for its end). Values of the types a query's parsers name come back as text and
 * are parsed here, with those same parsers.
 */
export class PgliteThread implements PgliteQueries {
  private readonly calls = new Map<number, Call>();
  /** LISTEN callbacks by the id of the `listen` message that registered them. */
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: WorkerMessage) => {
      if ('notify' in message) {
        this.listeners.get(message.notify)?.(message.payload);
        return;
      }
      const call = this.calls.get(message.id);
      if (!call) return;
      this.calls.delete(message.id);
      if (message.error) call.reject(rebuiltError(message.error));
      else call.resolve(message.result);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const call of this.calls.values()) call.reject(error);
      this.calls.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The PGlite worker stopped (exit code ${code})`)));
  }

  /** Opens (or creates) the PGlite database in `dataDir` in a new worker thread. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dataDir } });
    const thread = new PgliteThread(worker);
    try {
      // Message 0 is the worker's "ready" (or the reason it could not open the database).
      await new Promise((resolve, reject) => thread.calls.set(0, { resolve, reject }));
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.queryIn<T>(undefined, text, params, options);
  }

  private async queryIn<T>(tx: number | undefined, text: string, params: unknown[], options: QueryOptions) {
    const parsers: Parsers = options.parsers ?? {};
    const result = await this.send<Results<T>>({
      kind: 'query',
      text,
      params,
      rowMode: options.rowMode,
      rawTypes: Object.keys(parsers).map(Number),
      tx,
    });
    parseRaw(result, parsers, options.rowMode === 'array');
    return result;
  }

  /** Runs fn inside one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ kind: 'begin' });
    const handle: PgliteQueries = {
      query: <R>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.queryIn<R>(tx, text, params, options),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await this.send({ kind: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ kind: 'end', tx, commit: true });
    return result;
  }

  get closed(): boolean {
    return this.stopped !== undefined;
  }

  /**
   * LISTEN on `channel`, as PGlite's `listen`. The worker posts a statement's notifications before that
   * statement's answer, and messages arrive in order, so `callback` has run before the statement that
   * notified resolves here too (auth/session-feed.ts relies on it).
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.nextId; // the id send() gives the `listen` message, which the worker's notices carry
    this.listeners.set(id, callback);
    try {
      await this.send({ kind: 'listen', channel });
    } catch (error) {
      this.listeners.delete(id);
      throw error;
    }
    return async () => {
      this.listeners.delete(id);
      await this.send({ kind: 'unlisten', listenId: id });
    };
  }

  async close(): Promise<void> {
    try {
      await this.send({ kind: 'close' });
    } finally {
      this.stopped ??= new Error('The PGlite worker was closed');
      await this.worker.terminate();
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
