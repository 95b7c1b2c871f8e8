import { STUDENT_TASK_MESSAGES, taskAnswerError } from '@aula/forms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import { HttpError } from '../errors';
import type { StoredFile } from '../files/storage';
import { receiveUpload } from '../files/upload-pipeline';
import { UPLOAD_RULES } from '../files/upload-rules';

const TEXT_FIELDS = new Set(['username', 'textAnswer']);

/** Multipart limits of a hand-in; a file may pass the rule's limit by one byte, for the inspector to see. */
export const TASK_UPLOAD_LIMITS = {
  fileSize: UPLOAD_RULES.handIn.maxBytes + 1,
  files: 2,
  fields: 4,
  parts: 6,
  // The answer may hold 10,000 characters of up to 4 bytes each.
  fieldSize: 48 * 1024,
  fieldNameSize: 50,
} as const;

export interface TaskUpload {
  textAnswer: string;
  file: StoredFile;
}

/**
 * Reads the multipart hand-in (username, textAnswer, file) in whatever order the parts come, checking each
 * as it arrives: a text field before the file is refused before any byte of the file is stored, and the file
 * goes through the upload pipeline under the hand-in rules. A refused hand-in keeps nothing.
 */
export async function receiveTaskUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionUsername: string,
): Promise<TaskUpload> {
  const fields = new Map<string, string>();
  const checkField = (name: string, value: string) => {
    if (name === 'username' && value !== '' && value !== sessionUsername) {
      throw new HttpError(403, STUDENT_MESSAGES.otherStudent);
    }
    if (name === 'textAnswer') {
      const message = taskAnswerError(value);
      if (message) throw new HttpError(400, message);
    }
  };

  return receiveUpload(request, app, UPLOAD_RULES.handIn, async (store) => {
    let file: StoredFile | undefined;
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
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new HttpError(
          400,
          part.fieldname !== 'file' ? STUDENT_MESSAGES.unknownField : STUDENT_MESSAGES.repeatedField,
        );
      }
      if (!part.filename) {
        part.file.resume();
        throw new HttpError(400, STUDENT_TASK_MESSAGES.fileRequired);
      }
      file = await store(part);
    }

    checkField('textAnswer', fields.get('textAnswer') ?? '');
    if (!file) throw new HttpError(400, STUDENT_TASK_MESSAGES.fileRequired);
    return { textAnswer: fields.get('textAnswer') ?? '', file };
  });
}
