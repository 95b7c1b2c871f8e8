import { readdir } from 'node:fs/promises';
import type { App } from '../../src/app';
import { storedFileChunks } from '../../src/db/schema';
import { DiskFileStorage } from '../../src/files/disk-storage';

// Checks on uploaded bytes that hold for either storage: files on disk (PGlite) or pieces in PostgreSQL.

/** The bytes of a stored file, or undefined when they are gone. */
export async function storedBytes(app: App, id: string): Promise<Buffer | undefined> {
  const stream = await app.files.open(id);
  return stream ? Buffer.concat(await stream.toArray()) : undefined;
}

export async function hasStoredBytes(app: App, id: string): Promise<boolean> {
  const stream = await app.files.open(id);
  stream?.destroy();
  return stream !== undefined;
}

/**
 * What holds bytes: the names in the files directory (`.partial` leftovers included) on disk, the file ids
 * that have pieces in PostgreSQL.
 */
export async function storedByteEntries(app: App): Promise<string[]> {
  if (app.files instanceof DiskFileStorage) return readdir(app.files.dir).catch(() => []);
  const rows = await app.db.selectDistinct({ id: storedFileChunks.fileId }).from(storedFileChunks);
  return rows.map((row) => row.id);
}
