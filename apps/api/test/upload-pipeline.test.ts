import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { storedFileChunks, storedFiles } from '../src/db/schema';
import { HttpError } from '../src/errors';
import { createFileStorage } from '../src/files/choose-storage';
import { DiskFileStorage } from '../src/files/disk-storage';
import type { FileStorage } from '../src/files/storage';
import { receiveUpload, storeUpload, type UploadTarget } from '../src/files/upload-pipeline';
import { UPLOAD_RULES } from '../src/files/upload-rules';
import { UploadSlots } from '../src/files/upload-slots';
import { describeEachDatabase } from './support/harness';
import { expectedRefusal } from './support/upload-refusals';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer\n%%EOF\n');
const { handIn, material } = UPLOAD_RULES;

/** A file part as the multipart parser hands it over: its bytes arrive in pieces. */
const part = (filename: string, ...pieces: Buffer[]) => ({
  filename,
  file: Readable.from(pieces, { objectMode: false }),
});

/** How an upload was refused: its status and message. */
async function refusalOf(upload: Promise<unknown>) {
  const error = await upload.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describeEachDatabase('the upload pipeline', (ctx) => {
  let files: FileStorage;
  let target: UploadTarget;
  beforeAll(() => {
    files = createFileStorage(ctx.database, ctx.dataDir);
    target = { db: ctx.db, files };
  });

  /** Every trace the storage keeps: rows, and file names on disk or file ids with pieces in PostgreSQL. */
  const traces = async () => {
    const [rows] = await ctx.db.select({ n: count() }).from(storedFiles);
    const bytes =
      files instanceof DiskFileStorage
        ? await readdir(files.dir).catch(() => [] as string[])
        : await ctx.db.selectDistinct({ id: storedFileChunks.fileId }).from(storedFileChunks);
    return { rows: rows?.n, bytes: bytes.length };
  };
  const read = async (id: string) => Buffer.concat(await ((await files.open(id)) as Readable).toArray());

  it('stores a file under its cleaned name and its format type, bytes unchanged', async () => {
    const stored = await storeUpload(
      target,
      handIn,
      part('C:\\tareas\\mi\u202e tarea.PDF', PDF.subarray(0, 3), PDF.subarray(3)),
    );
    expect(stored).toMatchObject({
      originalName: 'mi tarea.PDF',
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    expect(await read(stored.id)).toEqual(PDF);
    await files.discard(ctx.db, stored.id);
  });

  it('refuses an extension the rules do not list before storing, and drains its bytes', async () => {
    const before = await traces();
    const png = part('foto.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await refusalOf(storeUpload(target, material, png))).toEqual(expectedRefusal(material, 'type'));
    expect(png.file.readableFlowing).toBe(true);
    expect(await refusalOf(storeUpload(target, handIn, part('virus.exe', PDF)))).toEqual(
      expectedRefusal(handIn, 'type'),
    );
    expect(await refusalOf(storeUpload(target, handIn, part('sin extensión', PDF)))).toEqual(
      expectedRefusal(handIn, 'type'),
    );
    expect(await traces()).toEqual(before);
  });

  it('keeps nothing of a file refused while it streams', async () => {
    const before = await traces();
    const overLimit = part('grande.pdf', PDF, Buffer.alloc(handIn.maxBytes));
    expect(await refusalOf(storeUpload(target, handIn, overLimit))).toEqual(
      expectedRefusal(handIn, 'tooLarge'),
    );
    const nulLater = part('notas.txt', Buffer.from('hola '.repeat(100_000)), Buffer.from([0x41, 0]));
    expect(await refusalOf(storeUpload(target, material, nulLater))).toEqual(
      expectedRefusal(material, 'content'),
    );
    expect(await refusalOf(storeUpload(target, material, part('vacío.docx')))).toEqual(
      expectedRefusal(material, 'empty'),
    );
    expect(await traces()).toEqual(before);
  });

  it('discards a stored file: its row and its bytes', async () => {
    const before = await traces();
    const stored = await storeUpload(target, material, part('tema.pdf', PDF));
    expect(await traces()).toEqual({ rows: (before.rows ?? 0) + 1, bytes: before.bytes + 1 });
    await files.discard(ctx.db, stored.id);
    expect(await traces()).toEqual(before);
    expect(await files.open(stored.id)).toBeUndefined();
  });

  it('holds an upload slot while reading a form and discards its file when the form fails', async () => {
    const uploadSlots = new UploadSlots();
    const request = { server: { uploadSlots }, user: { id: 7 }, method: 'POST', url: '/x?y=1' };
    const before = await traces();
    const refused = receiveUpload(request as unknown as FastifyRequest, target, handIn, async (store) => {
      await store(part('tarea.pdf', PDF));
      expect(uploadSlots.inFlight).toBe(1);
      throw new HttpError(400, 'Un campo posterior no es válido.');
    });
    expect(await refusalOf(refused)).toEqual({ status: 400, message: 'Un campo posterior no es válido.' });
    expect(uploadSlots.inFlight).toBe(0);
    expect(await traces()).toEqual(before);
  });
});
