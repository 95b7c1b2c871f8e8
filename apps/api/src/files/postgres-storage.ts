import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema';
import { asStream, insertFileRow, measuring, StoredFileRows } from './file-writing';
import type { FileInput, FileStorage, StoredFile } from './storage';

/** Size of one stored piece: a 20 MB upload is 80 rows; memory holds about one piece per transfer. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Gathers a byte stream into pieces of CHUNK_BYTES (the last one shorter), pulling only as it goes. A
 * source error ends the loop with that error; leaving the loop early destroys the source.
 */
async function* pieces(source: Readable, onChunk: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    onChunk(chunk);
    let rest = chunk;
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * Bytes in stored_file_chunks, shared by every instance on the database (decision 065). Each piece is
 * written in its own short statement through the pool, not in one transaction around the whole upload: a
 * slow client must not hold a database connection for as long as its upload lasts. The row follows through
 * the caller's `db`, as on disk; piece 0 always exists (empty for an empty file), so it marks the bytes as
 * present.
 */
export class PostgresFileStorage extends StoredFileRows implements FileStorage {
  readonly description = 'files in PostgreSQL (stored_file_chunks)';

  constructor(private readonly pool: Db) {
    super();
  }

  async save(db: Db, input: FileInput): Promise<StoredFile> {
    const id = randomUUID();
    const measured = measuring();
    try {
      let seq = 0;
      for await (const data of pieces(asStream(input.data), measured.add)) {
        await this.pool.insert(storedFileChunks).values({ fileId: id, seq: seq++, data });
      }
      if (seq === 0)
        await this.pool.insert(storedFileChunks).values({ fileId: id, seq, data: Buffer.alloc(0) });
    } catch (error) {
      await this.dropPieces(id);
      throw error;
    }
    return insertFileRow(db, id, input, measured.result(), () => this.dropPieces(id));
  }

  /** Removes the pieces of a failed save; if even that fails they stay as orphans, never as a broken file. */
  private async dropPieces(id: string): Promise<void> {
    await this.removeBytes(id).catch(() => {});
  }

  private async piece(id: string, seq: number): Promise<Buffer | undefined> {
    const [row] = await this.pool
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, id), eq(storedFileChunks.seq, seq)));
    return row?.data;
  }

  async open(id: string): Promise<Readable | undefined> {
    const first = await this.piece(id, 0);
    if (!first) return undefined;
    const next = async function* (this: PostgresFileStorage): AsyncGenerator<Buffer> {
      yield first;
      for (let seq = 1; ; seq++) {
        const data = await this.piece(id, seq);
        if (!data) return;
        yield data;
      }
    };
    // One piece is fetched when the reader asks for more, so a slow download holds no more than that.
    return Readable.from(next.call(this), { objectMode: false, highWaterMark: 1 });
  }

  async removeBytes(id: string): Promise<void> {
    await this.pool.delete(storedFileChunks).where(eq(storedFileChunks.fileId, id));
  }

  async removeOrphans(db: Db, olderThan: Date): Promise<number> {
    // Decided by a file's piece 0, so every piece of a file goes together even if its upload spanned the cut.
    const orphans = db
      .select({ id: storedFileChunks.fileId })
      .from(storedFileChunks)
      .where(
        and(
          eq(storedFileChunks.seq, 0),
          lt(storedFileChunks.createdAt, olderThan),
          notExists(
            db
              .select({ id: storedFiles.id })
              .from(storedFiles)
              .where(eq(storedFiles.id, storedFileChunks.fileId)),
          ),
        ),
      );
    const removed = await db
      .delete(storedFileChunks)
      .where(inArray(storedFileChunks.fileId, orphans))
      .returning({ id: storedFileChunks.fileId });
    return new Set(removed.map((row) => row.id)).size;
  }
}
