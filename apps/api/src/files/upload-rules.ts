import {
  MATERIAL_EXTENSIONS,
  MATERIAL_MAX_BYTES,
  STUDENT_TASK_MESSAGES,
  TASK_FILE_EXTENSIONS,
  TASK_FILE_MAX_BYTES,
  TEACHER_MESSAGES,
} from '@aula/forms';
import { HttpError } from '../errors';
import type { FileFormat } from './file-formats';

export type UploadRefusal = 'tooLarge' | 'empty' | 'type' | 'content';

/** What one use of uploads accepts, and how it refuses the rest (status and Spanish message). */
export interface UploadRules {
  readonly formats: readonly FileFormat[];
  readonly maxBytes: number;
  readonly refusals: Readonly<Record<UploadRefusal, { status: number; message: string }>>;
}

const MB = 1024 * 1024;
const OTHER_CONTENT = { status: 400, message: 'El contenido del archivo no corresponde a su extensión.' };
const EMPTY = { status: 400, message: 'El archivo está vacío.' };

/**
 * Every use of uploads. The formats, limits and messages the forms also check on the client come from
 * @aula/forms. The statuses are the ones each area has always answered: 400 for an oversize material
 * (decision 024), 413 for everything else.
 */
export const UPLOAD_RULES = {
  material: {
    formats: MATERIAL_EXTENSIONS,
    maxBytes: MATERIAL_MAX_BYTES,
    refusals: {
      tooLarge: { status: 400, message: TEACHER_MESSAGES.materialFileTooLarge },
      empty: { status: 400, message: TEACHER_MESSAGES.materialFileEmpty },
      type: { status: 400, message: TEACHER_MESSAGES.materialFileType },
      content: { status: 400, message: TEACHER_MESSAGES.materialFileContent },
    },
  },
  handIn: {
    formats: TASK_FILE_EXTENSIONS,
    maxBytes: TASK_FILE_MAX_BYTES,
    refusals: {
      tooLarge: { status: 413, message: STUDENT_TASK_MESSAGES.fileTooLarge },
      // Spec section 5 has one text for a hand-in without a file, an empty one included.
      empty: { status: 400, message: STUDENT_TASK_MESSAGES.fileRequired },
      type: { status: 400, message: STUDENT_TASK_MESSAGES.fileType },
      content: { status: 400, message: STUDENT_TASK_MESSAGES.fileContent },
    },
  },
  // Not behind a route yet: the CV upload and the listening questions take these as they are.
  cv: {
    formats: ['pdf'],
    maxBytes: 5 * MB,
    refusals: {
      tooLarge: { status: 413, message: 'El archivo es demasiado grande. Máximo 5 MB.' },
      empty: EMPTY,
      type: { status: 400, message: 'Formato de archivo no admitido. El currículum debe ser un PDF.' },
      content: OTHER_CONTENT,
    },
  },
  listeningAudio: {
    formats: ['mp3', 'ogg', 'm4a'],
    // About twenty minutes of speech at 128 kbit/s: more than a listening question needs.
    maxBytes: 20 * MB,
    refusals: {
      tooLarge: { status: 413, message: 'El audio es demasiado grande. Máximo 20 MB.' },
      empty: EMPTY,
      type: { status: 400, message: 'Formato de audio no admitido. Usa MP3, OGG o M4A.' },
      content: OTHER_CONTENT,
    },
  },
} as const satisfies Record<string, UploadRules>;

export function refusal(rules: UploadRules, kind: UploadRefusal): HttpError {
  const { status, message } = rules.refusals[kind];
  return new HttpError(status, message);
}
