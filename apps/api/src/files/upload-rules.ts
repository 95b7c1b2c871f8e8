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

/** What one use of uploads accepts, and the Spanish message of each refusal (400, or its own status). */
export interface UploadRules {
  readonly formats: readonly FileFormat[];
  readonly maxBytes: number;
  readonly tooLargeStatus: 400 | 413;
  readonly messages: Readonly<Record<UploadRefusal, string>>;
}

const MB = 1024 * 1024;
const EMPTY = 'El archivo está vacío.';
const OTHER_CONTENT = 'El contenido del archivo no corresponde a su extensión.';

/**
 * Every use of uploads. The formats, limits and messages that the forms also check on the client come from
 * @aula/forms. An oversize material answers 400 (decision 024), any other oversize upload 413.
 */
export const UPLOAD_RULES = {
  material: {
    formats: MATERIAL_EXTENSIONS,
    maxBytes: MATERIAL_MAX_BYTES,
    tooLargeStatus: 400,
    messages: {
      tooLarge: TEACHER_MESSAGES.materialFileTooLarge,
      empty: TEACHER_MESSAGES.materialFileEmpty,
      type: TEACHER_MESSAGES.materialFileType,
      content: TEACHER_MESSAGES.materialFileContent,
    },
  },
  handIn: {
    formats: TASK_FILE_EXTENSIONS,
    maxBytes: TASK_FILE_MAX_BYTES,
    tooLargeStatus: 413,
    messages: {
      tooLarge: STUDENT_TASK_MESSAGES.fileTooLarge,
      // Spec section 5 has one text for a hand-in without a file, an empty one included.
      empty: STUDENT_TASK_MESSAGES.fileRequired,
      type: STUDENT_TASK_MESSAGES.fileType,
      content: STUDENT_TASK_MESSAGES.fileContent,
    },
  },
  // Not behind a route yet: the CV upload and the listening questions take these as they are.
  cv: {
    formats: ['pdf'],
    maxBytes: 5 * MB,
    tooLargeStatus: 413,
    messages: {
      tooLarge: 'El archivo es demasiado grande. Máximo 5 MB.',
      empty: EMPTY,
      type: 'Formato de archivo no admitido. El currículum debe ser un PDF.',
      content: OTHER_CONTENT,
    },
  },
  listeningAudio: {
    formats: ['mp3', 'ogg', 'm4a'],
    // About twenty minutes of speech at 128 kbit/s: more than a listening question needs.
    maxBytes: 20 * MB,
    tooLargeStatus: 413,
    messages: {
      tooLarge: 'El audio es demasiado grande. Máximo 20 MB.',
      empty: EMPTY,
      type: 'Formato de audio no admitido. Usa MP3, OGG o M4A.',
      content: OTHER_CONTENT,
    },
  },
} as const satisfies Record<string, UploadRules>;

export function refusal(rules: UploadRules, kind: UploadRefusal): HttpError {
  return new HttpError(kind === 'tooLarge' ? rules.tooLargeStatus : 400, rules.messages[kind]);
}
