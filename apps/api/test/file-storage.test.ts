import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { storedFileChunks, storedFiles } from '../src/db/schema';
import { createFileStorage } from '../src/files/choose-storage';
import { DiskFileStorage } from '../src/files/disk-storage';
import { CHUNK_BYTES } from '../src/files/postgres-storage';
import type { FileStorage } from '../src/files/storage';
import { describeEachDatabase } from './support/harness';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream that hands out `bytes` in uneven pieces, then fails with `error` if one is given. */
function uneven(bytes: Buffer, error?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0, step = 1000; at < bytes.length; at += step, step = (step * 7) % 70_001 || 1) {
        yield bytes.subarray(at, at + step);
      }
      if (error) throw error;
    })(),
    { objectMode: false },
  );
}

describeEachDatabase('file storage', (ctx) => {
  let files: FileStorage;
  beforeAll(() => {
    files = createFileStorage(ctx.database, ctx.dataDir);
  });

  const read = async (id: string) => {
    const stream = await files.open(id);
    return stream ? Buffer.concat(await stream.toArray()) : undefined;
  };
  const present = async (id: string) => {
    const stream = await files.open(id);
    stream?.destroy();
    return stream !== undefined;
  };
  /** Every trace of bytes the storage holds: file names on disk, file ids with pieces in PostgreSQL. */
  const byteEntries = async () => {
    if (files instanceof DiskFileStorage) return readdir(files.dir).catch(() => [] as string[]);
    const rows = await ctx.db.selectDistinct({ id: storedFileChunks.fileId }).from(storedFileChunks);
    return rows.map((row) => row.id);
  };
  const rowCount = async () => (await ctx.db.select({ n: count() }).from(storedFiles))[0]?.n;

  it('keeps the bytes of the embedded database on disk and those of PostgreSQL in the database', () => {
    if (ctx.kind === 'pglite') {
      expect(files).toBeInstanceOf(DiskFileStorage);
      expect((files as DiskFileStorage).dir).toBe(path.join(ctx.dataDir, 'files'));
    } else {
      expect(files.description).toBe('files in PostgreSQL (stored_file_chunks)');
    }
  });

  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['exactly one piece', CHUNK_BYTES],
    ['one piece and a byte', CHUNK_BYTES + 1],
    ['several pieces', 3 * CHUNK_BYTES + 12_345],
  ])('streams a file in and out unchanged: %s', async (_name, size) => {
    const bytes = randomBytes(size);
    const saved = await files.save(ctx.db, {
      data: uneven(bytes),
      originalName: 'apuntes.pdf',
      mimeType: 'application/pdf',
    });
    expect(saved).toMatchObject({ originalName: 'apuntes.pdf', size, sha256: sha256(bytes) });
    expect(await files.find(ctx.db, saved.id)).toEqual(saved);
    // Compared by hash: vitest's deep equality walks a Buffer byte by byte (seconds for a megabyte).
    expect(sha256((await read(saved.id)) ?? Buffer.alloc(1))).toBe(sha256(bytes));

    if (ctx.kind === 'postgres') {
      // Pieces of at most CHUNK_BYTES, numbered from 0; an empty file still has its piece 0.
      const pieces = await ctx.db
        .select({ seq: storedFileChunks.seq, data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.fileId, saved.id))
        .orderBy(storedFileChunks.seq);
      expect(pieces.map((piece) => piece.seq)).toEqual(
        Array.from({ length: Math.max(1, Math.ceil(size / CHUNK_BYTES)) }, (_, i) => i),
      );
      expect(pieces.every((piece) => piece.data.length <= CHUNK_BYTES)).toBe(true);
    }
  });

  it('takes a Buffer as well as a stream', async () => {
    const bytes = Buffer.from('%PDF-1.4\nhola\n');
    const saved = await files.save(ctx.db, {
      data: bytes,
      originalName: 'a.pdf',
      mimeType: 'application/pdf',
    });
    expect(await read(saved.id)).toEqual(bytes);
  });

  it('leaves neither row nor bytes when the upload fails halfway', async () => {
    const before = { entries: await byteEntries(), rows: await rowCount() };
    const cut = new Error('conexión cortada');
    await expect(
      files.save(ctx.db, {
        data: uneven(randomBytes(2 * CHUNK_BYTES + 5), cut),
        originalName: 'x.pdf',
        mimeType: 'application/pdf',
      }),
    ).rejects.toBe(cut);
    expect({ entries: await byteEntries(), rows: await rowCount() }).toEqual(before);
  });

  it('removes the bytes again when the row cannot be inserted', async () => {
    const before = { entries: await byteEntries(), rows: await rowCount() };
    await expect(
      files.save(ctx.db, {
        data: randomBytes(CHUNK_BYTES + 1),
        // NOT NULL: the insert fails after every byte has been stored.
        originalName: null as unknown as string,
        mimeType: 'application/pdf',
      }),
    ).rejects.toThrow();
    expect({ entries: await byteEntries(), rows: await rowCount() }).toEqual(before);
  });

  it('stores the bytes before the row of a transaction that rolls back, and sweeps such orphans once old', async () => {
    const kept = await files.save(ctx.db, {
      data: randomBytes(10),
      originalName: 'k.pdf',
      mimeType: 'application/pdf',
    });
    let orphan = '';
    await expect(
      ctx.db.transaction(async (tx) => {
        orphan = (
          await files.save(tx, {
            data: randomBytes(CHUNK_BYTES + 10),
            originalName: 'r.pdf',
            mimeType: 'application/pdf',
          })
        ).id;
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    // Bytes without a row, never a row without bytes.
    expect(await files.find(ctx.db, orphan)).toBeUndefined();
    expect(await read(orphan)).toHaveLength(CHUNK_BYTES + 10);

    // Younger than the cut: kept (it may be an upload whose row is still on its way).
    expect(await files.removeOrphans(ctx.db, new Date(Date.now() - 60_000))).toBe(0);
    expect(await present(orphan)).toBe(true);
    // Older: removed, and only it.
    expect(await files.removeOrphans(ctx.db, new Date(Date.now() + 60_000))).toBe(1);
    expect(await present(orphan)).toBe(false);
    expect(await byteEntries()).not.toContain(orphan);
    expect(await read(kept.id)).toHaveLength(10);
  });

  it('answers no stream for bytes that are gone, and removes bytes idempotently', async () => {
    const saved = await files.save(ctx.db, {
      data: randomBytes(CHUNK_BYTES * 2),
      originalName: 'b.pdf',
      mimeType: 'application/pdf',
    });
    await files.removeBytes(saved.id);
    await files.removeBytes(saved.id);
    expect(await present(saved.id)).toBe(false);
    expect(await byteEntries()).not.toContain(saved.id);
  });
});
