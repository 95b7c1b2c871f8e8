import { Transform } from 'node:stream';
import {
  contentMatchesExtension,
  STUDENT_TASK_MESSAGES,
  TASK_FILE_MAX_BYTES,
  TASK_FILE_MIME_TYPES,
  TASK_FILE_SNIFF_BYTES,
  type TaskFileExtension,
  taskAnswerError,
  taskFileExtension,
} from '@aula/forms';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storedFiles } from '../../db/schema';
import { HttpError } from '../../errors';
import type { StoredFile } from '../../files/storage';
import { safeFileName } from './file-name';
import { STUDENT_MESSAGES } from './messages';

const TEXT_FIELDS = new Set(['username', 'textAnswer']);

/** Multipart limits of a hand-in; the file limit is one byte over 10 MB so the checker sees the excess. */
export const TASK_UPLOAD_LIMITS = {
  fileSize: TASK_FILE_MAX_BYTES + 1,
  files: 2,
  fields: 4,
  parts: 6,
  // The answer may hold 10,000 characters of up to 4 bytes each.
  fieldSize: 48 * 1024,
  fieldNameSize: 50,
} as const;

/**
 * Passes the bytes through while checking them: over 10 MB is refused with 413 as soon as the excess
 * arrives (nothing of it is kept), and the first bytes must be what the extension promises (magic numbers).
 * A .txt is refused as soon as a NUL byte shows it is binary.
 */
export function uploadChecker(ext: TaskFileExtension): Transform {
  let size = 0;
  let head = Buffer.alloc(0);
  let sniffed = false;
  const wrongContent = () => new HttpError(400, STUDENT_TASK_MESSAGES.fileContent);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > TASK_FILE_MAX_BYTES) return callback(new HttpError(413, STUDENT_TASK_MESSAGES.fileTooLarge));
      if (!sniffed) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= TASK_FILE_SNIFF_BYTES) {
          if (!contentMatchesExtension(ext, head.subarray(0, TASK_FILE_SNIFF_BYTES)))
            return callback(wrongContent());
          sniffed = true;
        }
      }
      if (ext === 'txt' && chunk.includes(0)) return callback(wrongContent());
      callback(null, chunk);
    },
    flush(callback) {
      if (size === 0) return callback(new HttpError(400, STUDENT_TASK_MESSAGES.fileRequired));
      if (!sniffed && !contentMatchesExtension(ext, head)) return callback(wrongContent());
      callback();
    },
  });
}

export interface TaskUpload {
  textAnswer: string;
  file: StoredFile;
}

/** Removes a stored upload (row, then bytes) after a refusal. */
export async function discardUpload(app: FastifyInstance, file: StoredFile): Promise<void> {
  await app.db.delete(storedFiles).where(eq(storedFiles.id, file.id));
  await app.files.removeBytes(file.id);
}

/**
 * Reads the multipart hand-in (username, textAnswer, file) in whatever order the parts come, checking each
 * as it arrives: a text field before the file is refused before any byte of the file is stored, and the file
 * is streamed to storage through the checker. Whatever fails after the file was stored removes it again.
 */
export async function receiveTaskUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionUsername: string,
): Promise<TaskUpload> {
  const fields = new Map<string, string>();
  let stored: StoredFile | undefined;

  const checkField = (name: string, value: string) => {
    if (name === 'username' && value !== '' && value !== sessionUsername) {
      throw new HttpError(403, STUDENT_MESSAGES.otherStudent);
    }
    if (name === 'textAnswer') {
      const message = taskAnswerError(value);
      if (message) throw new HttpError(400, message);
    }
  };

  // One hand-in per student and task streams at a time, and a few per student (decision 095).
  const releaseSlot = app.uploadSlots.takeFor(request);
  try {
    for await (const part of request.parts({ limits: TASK_UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (!TEXT_FIELDS.has(part.fieldname)) throw new HttpError(400, STUDENT_MESSAGES.unknownField);
        if (fields.has(part.fieldname)) throw new HttpError(400, STUDENT_MESSAGES.repeatedField);
        if (part.valueTruncated) throw new HttpError(400, STUDENT_TASK_MESSAGES.answerMax);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        checkField(part.fieldname, value);
        fields.set(part.fieldname, value);
        continue;
      }
      // A file part: it must be consumed (or the request stalls) whatever we decide about it.
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw new HttpError(
          400,
          part.fieldname !== 'file' ? STUDENT_MESSAGES.unknownField : STUDENT_MESSAGES.repeatedField,
        );
      }
      const originalName = safeFileName(part.filename ?? '');
      if (originalName === '') {
        part.file.resume();
        throw new HttpError(400, STUDENT_TASK_MESSAGES.fileRequired);
      }
      const ext = taskFileExtension(originalName);
      if (!ext) {
        part.file.resume();
        throw new HttpError(400, STUDENT_TASK_MESSAGES.fileType);
      }
      const checker = uploadChecker(ext);
      // pipe() does not forward a source error (a client that drops the connection): do it by hand. The
      // checker's own refusal reaches us through the storage's pipeline; pipe() would re-emit it once the
      // pipeline has let go of the stream, hence the listener that keeps it from becoming "unhandled".
      part.file.on('error', (error) => checker.destroy(error));
      checker.on('error', () => {});
      try {
        stored = await app.files.save(app.db, {
          data: part.file.pipe(checker),
          originalName,
          mimeType: TASK_FILE_MIME_TYPES[ext],
        });
      } catch (error) {
        // Let the rest of this part through so the refusal can be answered; busboy drops the bytes.
        part.file.unpipe(checker);
        part.file.resume();
        throw error;
      }
    }

    checkField('textAnswer', fields.get('textAnswer') ?? '');
    if (!stored) throw new HttpError(400, STUDENT_TASK_MESSAGES.fileRequired);
    return { textAnswer: fields.get('textAnswer') ?? '', file: stored };
  } catch (error) {
    if (stored) await discardUpload(app, stored);
    throw error;
  } finally {
    releaseSlot();
  }
}
