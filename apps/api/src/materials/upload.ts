import { MATERIAL_MAX_BYTES, type MaterialFields, TEACHER_MESSAGES } from '@aula/forms';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TEACHER_SERVER_MESSAGES } from '../courses/teacher-messages';
import { HttpError } from '../errors';
import type { StoredFile } from '../files/storage';
import { receiveUpload, type UploadTarget } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';

export interface MaterialFormResult {
  fields: MaterialFields;
  /** The stored file, when the form carried one; the caller links it or discards it. */
  file: StoredFile | undefined;
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: TEACHER_MESSAGES.materialFileTooLarge,
  FST_FILES_LIMIT: TEACHER_SERVER_MESSAGES.oneFile,
  FST_PARTS_LIMIT: TEACHER_SERVER_MESSAGES.tooManyParts,
  FST_FIELDS_LIMIT: TEACHER_SERVER_MESSAGES.tooManyParts,
  FST_PROTO_VIOLATION: TEACHER_SERVER_MESSAGES.tooManyParts,
};

/**
 * Multipart limits of the teacher's routes: one file per material, checked and limited while it streams
 * (readMaterialForm); the limit here is one byte more so that the inspector, which answers with the Spanish
 * message, always trips first.
 */
export const MATERIAL_UPLOAD_LIMITS = {
  limits: { fileSize: MATERIAL_MAX_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 8 * 1024 },
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
 * Reads the material form (title, youtubeLink, optional file) of a multipart request, storing the file
 * through the upload pipeline under the material rules; a refused form keeps nothing. Fields sent before
 * the file (as the app sends them) are checked before a single byte of it is stored.
 */
export async function readMaterialForm(
  request: FastifyRequest,
  { db, files, schema }: UploadTarget & { schema: z.ZodType<MaterialFields> },
): Promise<MaterialFormResult> {
  if (!request.isMultipart()) throw new HttpError(400, TEACHER_SERVER_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const check = () => {
    const parsed = schema.safeParse(fields);
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0]?.message ?? TEACHER_MESSAGES.unknownField);
    return parsed.data;
  };
  try {
    return await receiveUpload(request, { db, files }, UPLOAD_RULES.material, async (store) => {
      let file: StoredFile | undefined;
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
        file = await store(part);
      }
      return { fields: check(), file };
    });
  } catch (error) {
    throw asHttpError(error);
  }
}
