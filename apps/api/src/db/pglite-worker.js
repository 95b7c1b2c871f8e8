// The embedded PGlite of `npm start`, in a worker thread (decision 127): its WebAssembly PostgreSQL runs
// synchronously, so on the server's own thread every statement stopped all HTTP work. Plain JavaScript, so
// the same file runs under the tests (from src/) and in the build (dist/, next to server.js).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { plainError } from './pglite-error.js';

/** Values of these types come back as PostgreSQL's text; the caller's parsers turn them into values. */
function rawParsers(types) {
  return Object.fromEntries(types.map((type) => [type, (value) => value]));
}

// PostgreSQL's default 128 MB of shared buffers is resident as soon as PGlite starts; the data files are in
// the operating system's cache anyway, so a smaller pool costs reads from it, not from the disk (decision 128).
const SHARED_BUFFERS = 'shared_buffers=32MB';

let pglite;
try {
  pglite = await PGlite.create(workerData.dataDir, {
    // client.ts's pgliteExtensions: functions, so named here rather than sent to this thread.
    extensions: { pg_trgm },
    postgresqlconf: SHARED_BUFFERS,
  });
} catch (error) {
  parentPort.postMessage({ id: 0, error: plainError(error) });
  process.exit(1);
}

/** Open transactions by id: PGlite's handle, and how to end the callback that keeps it open. */
const transactions = new Map();
/** How to stop each LISTEN, by the server thread's id for it (the same again after a reopen). */
const unlistens = new Map();

async function handle(message) {
  const target = message.tx === undefined ? pglite : transactions.get(message.tx)?.handle;
  if (!target) throw new Error(`No open transaction ${message.tx}`);
  switch (message.kind) {
    case 'query': {
      const { rows, fields, affectedRows } = await target.query(message.text, message.params, {
        rowMode: message.rowMode,
        parsers: rawParsers(message.rawTypes),
      });
      return { rows, fields, affectedRows };
    }
    case 'begin':
      return new Promise((opened, failed) => {
        // PGlite keeps the transaction (and its one connection) until the callback settles.
        const done = pglite
          .transaction(
            (handle) =>
              new Promise((commit, rollback) => {
                transactions.set(message.id, { handle, commit, rollback, done });
                opened(message.id);
              }),
          )
          .finally(() => transactions.delete(message.id));
        done.catch(failed);
      });
    case 'end': {
      const open = transactions.get(message.tx);
      if (message.commit) open.commit();
      else open.rollback(new Error('rolled back'));
      await open.done.catch((error) => {
        if (message.commit) throw error;
      });
      return null;
    }
    case 'listen':
      // Posted from within the statement that notifies, so before that statement's own answer.
      unlistens.set(
        message.listenId,
        await pglite.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.listenId, payload }),
        ),
      );
      return null;
    case 'unlisten':
      await unlistens.get(message.listenId)?.();
      unlistens.delete(message.listenId);
      return null;
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown message ${message.kind}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ id: 0, result: 'ready' });
