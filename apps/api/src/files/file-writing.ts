import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import type { FileInput, StoredFile } from './storage';

// What both storages do around the bytes: read the input, count and hash it, insert and delete the row.

export function asStream(data: Buffer | Readable): Readable {
  return Buffer.isBuffer(data) ? Readable.from([data]) : data;
}

/** Counts the bytes and hashes them on their way to storage: call add(), or put `stream` in a pipeline. */
export function measuring() {
  const digest = createHash('sha256');
  let size = 0;
  const add = (chunk: Buffer) => {
    digest.update(chunk);
    size += chunk.length;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      add(chunk);
      callback(null, chunk);
    },
  });
  return { add, stream, result: () => ({ size, sha256: digest.digest('hex') }) };
}

/**
 * Inserts the row of bytes just stored. If that fails (a constraint, the caller's transaction), `removeBytes`
 * runs before the error goes on, so no bytes stay behind that no row will ever claim.
 */
export async function insertFileRow(
  db: Db,
  id: string,
  input: FileInput,
  measured: { size: number; sha256: string },
  removeBytes: () => Promise<unknown>,
): Promise<StoredFile> {
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({ id, originalName: input.originalName, mimeType: input.mimeType, ...measured })
      .returning();
    if (!row) throw new Error('stored_files insert returned no row');
    return row;
  } catch (error) {
    await removeBytes();
    throw error;
  }
}

/**
 * The part of FileStorage that is rows only, the same for every storage; the bytes are each storage's own.
 * Rows go before bytes, as for any removal (decision 065).
 */
export abstract class StoredFileRows {
  abstract removeBytes(id: string): Promise<void>;

  async find(db: Db, id: string): Promise<StoredFile | undefined> {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return row;
  }

  async discard(db: Db, id: string): Promise<void> {
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
    await this.removeBytes(id);
  }
}
