import path from 'node:path';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import {
  MATERIAL_MAX_BYTES,
  type MaterialExtension,
  type MaterialFields,
  materialExtension,
  TEACHER_MESSAGES,
} from '@aula/forms';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { HttpError } from '../../errors';
import type { FileStorage, StoredFile } from '../../files/storage';
import { TEACHER_SERVER_MESSAGES } from './messages';

/** What a material file is stored and served as; the browser's claimed type is never used. */
export const MATERIAL_MIME_TYPES: Record<MaterialExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc, .ppt, .xls (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04: .docx, .pptx, .xlsx (Office Open XML)

const SIGNATURES: Record<Exclude<MaterialExtension, 'txt'>, number[]> = {
  pdf: PDF,
  doc: OLE2,
  ppt: OLE2,
  xls: OLE2,
  docx: ZIP,
  pptx: ZIP,
  xlsx: ZIP,
};
export const SNIFF_BYTES = 8;

/**
 * Checks a material file while it streams: the magic bytes its extension promises (or, for .txt, valid
 * UTF-8 without NUL bytes across the whole file), never more than MATERIAL_MAX_BYTES, never empty. Any
 * failure ends the stream with an HttpError(400) carrying the Spanish message.
 */
export class MaterialInspector extends Transform {
  private head = Buffer.alloc(0);
  private headChecked = false;
  private size = 0;
  private readonly decoder: TextDecoder | undefined;

  constructor(
    private readonly ext: MaterialExtension,
    private readonly maxBytes = MATERIAL_MAX_BYTES,
  ) {
    super();
    this.decoder = ext === 'txt' ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const problem = this.inspect(chunk);
    if (problem) callback(new HttpError(400, problem));
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const problem = this.finish();
    callback(problem ? new HttpError(400, problem) : null);
  }

  /** The message that refuses the file at this chunk, or undefined while it is fine. */
  private inspect(chunk: Buffer): string | undefined {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return TEACHER_MESSAGES.materialFileTooLarge;
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, SNIFF_BYTES);
      if (this.head.length >= SNIFF_BYTES) {
        this.headChecked = true;
        if (!this.headMatches()) return TEACHER_MESSAGES.materialFileContent;
      }
    }
    if (this.decoder) {
      if (chunk.includes(0)) return TEACHER_MESSAGES.materialFileContent;
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch {
        return TEACHER_MESSAGES.materialFileContent;
      }
    }
    return undefined;
  }

  /** The message that refuses the whole file once it has ended, or undefined. */
  private finish(): string | undefined {
    if (this.size === 0) return TEACHER_MESSAGES.materialFileEmpty;
    if (!this.headChecked && !this.headMatches()) return TEACHER_MESSAGES.materialFileContent;
    if (this.decoder) {
      try {
        // A multi-byte sequence cut off at the end of the file is not valid UTF-8.
        this.decoder.decode();
      } catch {
        return TEACHER_MESSAGES.materialFileContent;
      }
    }
    return undefined;
  }

  private headMatches(): boolean {
    if (this.ext === 'txt') return true;
    const signature = SIGNATURES[this.ext];
    return this.head.length >= signature.length && signature.every((byte, i) => this.head[i] === byte);
  }
}

/**
 * The name a file is kept under for display and for the download's Content-Disposition: the last path
 * segment of what the client sent, without control characters, at most 200 characters with its extension.
 */
export function cleanFileName(raw: string, ext: MaterialExtension): string {
  const base = path.posix.basename(raw.replace(/\\/g, '/'));
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (clean.length <= 200) return clean || `archivo.${ext}`;
  return `${clean.slice(0, 200 - ext.length - 1)}.${ext}`;
}

export interface MaterialFormResult {
  fields: MaterialFields;
  /** The stored file, when the form carried one; the caller links it or calls `discard`. */
  file: StoredFile | undefined;
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: TEACHER_MESSAGES.materialFileTooLarge,
  FST_FILES_LIMIT: TEACHER_SERVER_MESSAGES.oneFile,
  FST_PARTS_LIMIT: TEACHER_SERVER_MESSAGES.tooManyParts,
  FST_FIELDS_LIMIT: TEACHER_SERVER_MESSAGES.tooManyParts,
  FST_PROTO_VIOLATION: TEACHER_SERVER_MESSAGES.tooManyParts,
};

/** A multipart failure as the 400 with a Spanish message the rest of the API answers. */
function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in MULTIPART_ERRORS) {
    return new HttpError(400, MULTIPART_ERRORS[code] as string);
  }
  return error;
}

/**
 * Reads the material form (title, youtubeLink, optional file) of a multipart request. The file is checked
 * and stored while it streams, under a generated name; if anything in the form is wrong the stored file is
 * removed again before the 400 leaves, so a refused request changes nothing. Fields sent before the file
 * (as the app sends them) are checked before a single byte of it is stored.
 */
export async function readMaterialForm(
  request: FastifyRequest,
  { db, files, schema }: { db: Db; files: FileStorage; schema: z.ZodType<MaterialFields> },
): Promise<MaterialFormResult> {
  if (!request.isMultipart()) throw new HttpError(400, TEACHER_SERVER_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: StoredFile | undefined;
  const check = () => {
    const parsed = schema.safeParse(fields);
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0]?.message ?? TEACHER_MESSAGES.unknownField);
    return parsed.data;
  };
  // One material form per teacher and target streams at a time, and a few per teacher (decision 095).
  const releaseSlot = request.server.uploadSlots.takeFor(request);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, TEACHER_SERVER_MESSAGES.fieldTooLong);
        if (Object.hasOwn(fields, part.fieldname))
          throw new HttpError(400, TEACHER_SERVER_MESSAGES.repeatedField);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw new HttpError(400, TEACHER_MESSAGES.unknownField);
      if (file) throw new HttpError(400, TEACHER_SERVER_MESSAGES.oneFile);
      if ('title' in fields) check();
      // A form without a chosen file still sends an empty part with no name: that is "no file".
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const ext = materialExtension(part.filename);
      if (!ext) throw new HttpError(400, TEACHER_MESSAGES.materialFileType);
      file = await files.save(db, {
        // pipeline, not pipe: a failure on either side (the inspector's refusal, a cut connection) ends both.
        data: pipeline(part.file, new MaterialInspector(ext), () => {}),
        originalName: cleanFileName(part.filename, ext),
        mimeType: MATERIAL_MIME_TYPES[ext],
      });
    }
    return { fields: check(), file };
  } catch (error) {
    if (file) await discardStoredFile(db, files, file);
    throw asHttpError(error);
  } finally {
    releaseSlot();
  }
}

/** Removes a stored file that ended up unused (its row, then its bytes). */
export async function discardStoredFile(db: Db, files: FileStorage, file: StoredFile): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, file.id));
  await files.removeBytes(file.id);
}
