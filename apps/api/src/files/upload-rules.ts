import {
  ANSWER_MESSAGES,
  MATERIAL_EXTENSIONS,
  MATERIAL_MAX_BYTES,
  MEDIA_AUDIO_EXTENSIONS,
  MEDIA_AUDIO_MAX_BYTES,
  MEDIA_IMAGE_EXTENSIONS,
  MESSAGE_ATTACHMENT_EXTENSIONS,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MESSAGES,
  PUBLIC_FORM_LIMITS,
  PUBLIC_FORM_MESSAGES,
  QUESTION_MESSAGES,
  RECORDING_EXTENSIONS,
  RECORDING_MAX_BYTES,
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
  // A message's attachment: the hand-in's formats and limit, with the messages' own texts.
  messageAttachment: {
    formats: MESSAGE_ATTACHMENT_EXTENSIONS,
    maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
    tooLargeStatus: 413,
    messages: {
      tooLarge: MESSAGE_MESSAGES.attachmentTooLarge,
      empty: MESSAGE_MESSAGES.attachmentEmpty,
      type: MESSAGE_MESSAGES.attachmentType,
      content: MESSAGE_MESSAGES.attachmentContent,
    },
  },
  // A job application's CV (decision 144), its limits and texts shared with the form.
  cv: {
    formats: ['pdf'],
    maxBytes: PUBLIC_FORM_LIMITS.cvMaxBytes,
    tooLargeStatus: 413,
    messages: {
      tooLarge: PUBLIC_FORM_MESSAGES.cvTooLarge,
      empty: EMPTY,
      type: PUBLIC_FORM_MESSAGES.cvType,
      content: OTHER_CONTENT,
    },
  },
  // A listening prompt or a matching picture. One upload takes either; the smaller limit of a
  // picture (2 MB) is checked once it is stored (test-media.ts).
  testMedia: {
    formats: [...MEDIA_AUDIO_EXTENSIONS, ...MEDIA_IMAGE_EXTENSIONS],
    maxBytes: MEDIA_AUDIO_MAX_BYTES,
    tooLargeStatus: 413,
    messages: {
      tooLarge: QUESTION_MESSAGES.mediaAudioTooLarge,
      empty: QUESTION_MESSAGES.mediaEmpty,
      type: QUESTION_MESSAGES.mediaType,
      content: QUESTION_MESSAGES.mediaContent,
    },
  },
  recording: {
    formats: RECORDING_EXTENSIONS,
    maxBytes: RECORDING_MAX_BYTES,
    tooLargeStatus: 413,
    messages: {
      tooLarge: ANSWER_MESSAGES.recordingTooLarge,
      empty: ANSWER_MESSAGES.recordingEmpty,
      type: ANSWER_MESSAGES.recordingType,
      content: ANSWER_MESSAGES.recordingContent,
    },
  },
} as const satisfies Record<string, UploadRules>;

export function refusal(rules: UploadRules, kind: UploadRefusal): HttpError {
  return new HttpError(kind === 'tooLarge' ? rules.tooLargeStatus : 400, rules.messages[kind]);
}
