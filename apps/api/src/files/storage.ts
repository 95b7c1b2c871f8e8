import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

/**
 * Uploaded files: bytes on disk under DATA_DIR/files/<id> (a generated UUID, never the client's name, so no
 * path can be smuggled in), metadata in stored_files. The bytes are written before the row is inserted: a
 * failed transaction leaves at worst an orphan file, never a row without bytes.
 */
export class FileStorage {
  constructor(readonly dir: string) {}

  pathOf(id: string): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`Not a stored file id: ${id}`);
    return path.join(this.dir, id);
  }

  async save(
    db: Db,
    input: { data: Buffer | Readable; originalName: string; mimeType: string },
  ): Promise<StoredFile> {
    await mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    const target = this.pathOf(id);
    const partial = `${target}.partial`;
    const digest = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        digest.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const source = Buffer.isBuffer(input.data) ? Readable.from([input.data]) : input.data;
    try {
      await pipeline(source, measure, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    try {
      const [row] = await db
        .insert(storedFiles)
        .values({
          id,
          originalName: input.originalName,
          mimeType: input.mimeType,
          size,
          sha256: digest.digest('hex'),
        })
        .returning();
      if (!row) throw new Error('stored_files insert returned no row');
      return row;
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
  }

  async find(db: Db, id: string): Promise<StoredFile | undefined> {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return row;
  }

  open(id: string): Readable {
    return createReadStream(this.pathOf(id));
  }

  /** Removes the bytes; call after the transaction that deleted the row has committed. */
  async removeBytes(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }
}
