import { pipeline, type Readable } from 'node:stream';
import { fileExtension } from '@aula/forms';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { FILE_FORMATS, isFileFormat } from './file-formats';
import { cleanFileName } from './file-name';
import type { FileStorage, StoredFile } from './storage';
import { UploadInspector } from './upload-inspector';
import { refusal, type UploadRules } from './upload-rules';

/** A file part of a multipart request: the name the client sent and the bytes as they arrive. */
export interface UploadedPart {
  filename: string;
  file: Readable;
}

export interface UploadTarget {
  db: Db;
  files: FileStorage;
}

/**
 * Stores one uploaded file under `rules`: kept under its cleaned name, accepted only with an extension of
 * the rules' formats, its bytes checked by the inspector on their way into storage (never whole in memory)
 * and stored with its format's type, never the browser's claim.
 */
export async function storeUpload(
  { db, files }: UploadTarget,
  rules: UploadRules,
  part: UploadedPart,
): Promise<StoredFile> {
  const originalName = cleanFileName(part.filename);
  const format = fileExtension(originalName);
  if (!isFileFormat(format) || !rules.formats.includes(format)) {
    // Let the refused bytes drain, or the request would stall before its answer is sent.
    part.file.resume();
    throw refusal(rules, 'type');
  }
  return files.save(db, {
    // pipeline, not pipe: a failure on either side (the inspector's refusal, a cut connection) ends both.
    data: pipeline(part.file, new UploadInspector(rules, format), () => {}),
    originalName,
    mimeType: FILE_FORMATS[format].mimeType,
  });
}

/**
 * Reads one upload form through `read`, which stores its file with the `store` it is given. An upload slot
 * is held meanwhile (decision 095: one per account and target, a few per account) and given back however
 * it ends; if reading fails once a file is stored, the file is discarded, so a refused form keeps nothing.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  target: UploadTarget,
  rules: UploadRules,
  read: (store: (part: UploadedPart) => Promise<StoredFile>) => Promise<T>,
  slot: { public?: boolean } = {},
): Promise<T> {
  const releaseSlot = request.server.uploadSlots.takeFor(request, slot);
  const stored: StoredFile[] = [];
  try {
    return await read(async (part) => {
      const file = await storeUpload(target, rules, part);
      stored.push(file);
      return file;
    });
  } catch (error) {
    for (const file of stored) await target.files.discard(target.db, file.id);
    throw error;
  } finally {
    releaseSlot();
  }
}
