import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '@aula/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ERROR_MESSAGES, HttpError } from '../errors';
import type { StoredFile } from '../files/storage';
import { receiveUpload } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';
import { MESSAGE_SERVER_MESSAGES as MSG } from './server-messages';

/** Multipart limits of a message; a file may pass the rule's limit by one byte, for the inspector to see. */
export const MESSAGE_FORM_LIMITS = {
  fileSize: UPLOAD_RULES.messageAttachment.maxBytes + 1,
  files: 2,
  fields: 4,
  parts: 6,
  // The body may hold 5,000 characters of up to 4 bytes each.
  fieldSize: MESSAGE_MAX_LENGTH * 4 + 1024,
  fieldNameSize: 50,
} as const;

export interface MessageForm<T, R> {
  fields: T;
  /** What `prepare` answered: the checked target of the message. */
  target: R;
  file: StoredFile | null;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new HttpError(400, result.error.issues[0]?.message ?? ERROR_MESSAGES.invalidBody);
  return result.data;
}

/**
 * Reads a message form: multipart (its text fields, then an optional `file`) or JSON without a file. The
 * fields are validated and `prepare` (who may write where, in SQL) and `admitFile` run before any byte of the
 * file is stored; the file goes through the upload pipeline under the attachment rules. A refused form keeps
 * nothing.
 */
export async function receiveMessageForm<T extends object, R>(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: z.ZodType<T>,
  prepare: (fields: T) => Promise<R>,
  /** Refuses a file before its bytes are stored (a quota already used up). */
  admitFile: () => Promise<void> = async () => {},
): Promise<MessageForm<T, R>> {
  const names = new Set(Object.keys((schema as unknown as z.ZodObject).shape));
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, ERROR_MESSAGES.invalidBody);
    if (Object.keys(body).some((name) => !names.has(name))) throw new HttpError(400, MSG.unknownField);
    const fields = parsed(schema, body);
    return { fields, target: await prepare(fields), file: null };
  }
  return receiveUpload(request, app, UPLOAD_RULES.messageAttachment, async (store) => {
    const raw = new Map<string, string>();
    let checked: { fields: T; target: R } | undefined;
    const check = async () => {
      if (!checked) {
        const fields = parsed(schema, Object.fromEntries(raw));
        checked = { fields, target: await prepare(fields) };
      }
      return checked;
    };
    let file: StoredFile | null = null;
    for await (const part of request.parts({ limits: MESSAGE_FORM_LIMITS })) {
      if (part.type === 'field') {
        if (checked || !names.has(part.fieldname)) throw new HttpError(400, MSG.unknownField);
        if (raw.has(part.fieldname)) throw new HttpError(400, MSG.repeatedField);
        if (part.valueTruncated) throw new HttpError(400, MESSAGE_MESSAGES.bodyTooLong);
        raw.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value ?? ''));
        continue;
      }
      // A file part must be consumed (or the request stalls) whatever becomes of it.
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new HttpError(400, part.fieldname !== 'file' ? MSG.unknownField : MSG.repeatedField);
      }
      try {
        await check();
        if (part.filename) await admitFile();
      } catch (error) {
        part.file.resume();
        throw error;
      }
      // A file input left empty still sends its part, with no name: no attachment.
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      file = await store(part);
    }
    const { fields, target } = await check();
    return { fields, target, file };
  });
}
