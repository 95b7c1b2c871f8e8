import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { asStream, insertFileRow, measuring, StoredFileRows } from './file-writing';
import type { FileInput, FileStorage, StoredFile } from './storage';

const STORED_ID = /^[0-9a-f-]{36}$/;

/** Bytes in files named by id in one directory, for a single instance (the PGlite default). */
export class DiskFileStorage extends StoredFileRows implements FileStorage {
  constructor(readonly dir: string) {
    super();
  }

  get description(): string {
    return `files in ${this.dir}`;
  }

  pathOf(id: string): string {
    if (!STORED_ID.test(id)) throw new Error(`Not a stored file id: ${id}`);
    return path.join(this.dir, id);
  }

  async save(db: Db, input: FileInput): Promise<StoredFile> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const id = randomUUID();
    const target = this.pathOf(id);
    const partial = `${target}.partial`;
    const measured = measuring();
    const out = createWriteStream(partial, { mode: 0o600 });
    try {
      await pipeline(asStream(input.data), measured.stream, out);
      await rename(partial, target);
    } catch (error) {
      // A refusal can come while the file is still being opened: wait for the stream to let go of it, or
      // the file would appear after its removal and stay as a stray .partial.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await rm(partial, { force: true });
      throw error;
    }
    return insertFileRow(db, id, input, measured.result(), () => rm(target, { force: true }));
  }

  async open(id: string): Promise<ReadStream | undefined> {
    const stream = createReadStream(this.pathOf(id));
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async removeBytes(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }

  async removeOrphans(db: Db, olderThan: Date): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    if (names.length === 0) return 0;
    const rows = new Set((await db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id));
    let removed = 0;
    for (const name of names) {
      const id = name.replace(/\.partial$/, '');
      if (!STORED_ID.test(id) || rows.has(id)) continue;
      const file = path.join(this.dir, name);
      if ((await stat(file)).mtime >= olderThan) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}
