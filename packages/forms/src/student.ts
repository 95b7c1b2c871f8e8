import { z } from 'zod';
import { answerKindFields, oneKindOfAnswer } from './questions/answers';
import { ANSWER_MESSAGES } from './questions/messages';
import { hasNul, TEXT_MESSAGES } from './text';

/**
 * The student's inputs (spec section 5, "Student task" and "Student test"): the task hand-in and the test
 * answers. The file checks are plain functions so the server runs exactly the same rules on the upload
 * it streams.
 */
export const STUDENT_TASK_MESSAGES = {
  answerRequired: 'Debes escribir una respuesta antes de enviar la tarea.',
  fileRequired: 'Debes adjuntar un archivo para enviar la tarea.',
  fileTooLarge: 'El archivo es demasiado grande. Máximo 10MB.',
  sessionExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  // The spec lists the allowed extensions but gives no texts for these; they are ours.
  fileType:
    'Tipo de archivo no permitido. Formatos admitidos: PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, ZIP y RAR.',
  fileContent: 'El contenido del archivo no corresponde a su tipo. Adjunta un archivo válido.',
  answerMax: 'La respuesta no puede superar los 10000 caracteres.',
} as const;

export const STUDENT_TEST_MESSAGES = {
  /** Shown by the test page above the questions (spec section 5). */
  unanswered: '⚠️ Por favor responde todas las preguntas antes de enviar el test.',
  // The server's refusals of a hand-made submission; ours.
  answersRequired: 'Debes responder todas las preguntas del test.',
  answerShape: 'Cada respuesta debe indicar la pregunta y una única opción elegida.',
  duplicateQuestion: 'Solo se admite una respuesta por pregunta.',
  unknownField: 'La petición contiene campos no permitidos.',
  // Ours (decision 103).
  closed: 'El plazo de este test ha terminado.',
  // Ours (decision 100): the teacher kept changing the test while it was being graded.
  keyChanged: 'El profesor está modificando este test. Inténtalo de nuevo en unos segundos.',
} as const;

/** Spec section 5 shows no status for late work; ours (decision 103). */
export const LATE_SUBMISSION_LABEL = 'Entregada tarde';

/** Spec section 9: a task file may weigh at most 10 MB. */
export const TASK_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TASK_ANSWER_MAX_LENGTH = 10_000;

/** Spec section 5, in its order. */
export const TASK_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'zip',
  'rar',
] as const;
export type TaskFileExtension = (typeof TASK_FILE_EXTENSIONS)[number];

/** What the file input offers (`accept`), so the picker shows the allowed types first. */
export const TASK_FILE_ACCEPT = TASK_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** 'Informe.Final.PDF' → 'pdf'; '' when the name has no extension. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function taskFileExtension(fileName: string): TaskFileExtension | null {
  const ext = fileExtension(fileName);
  return (TASK_FILE_EXTENSIONS as readonly string[]).includes(ext) ? (ext as TaskFileExtension) : null;
}

export function isTaskFileTooLarge(size: number): boolean {
  return size > TASK_FILE_MAX_BYTES;
}

/** The answer's message, or null when it is fine. */
export function taskAnswerError(textAnswer: string | null | undefined): string | null {
  const text = textAnswer ?? '';
  if (text.trim() === '') return STUDENT_TASK_MESSAGES.answerRequired;
  if (text.length > TASK_ANSWER_MAX_LENGTH) return STUDENT_TASK_MESSAGES.answerMax;
  if (hasNul(text)) return TEXT_MESSAGES.nulCharacter;
  return null;
}

/** The part of a browser File the checks read. */
export interface FileLike {
  name: string;
  size: number;
}

/** The file's message (required, size, then extension, as the spec lists them), or null when it is fine. */
export function taskFileError(file: FileLike | null | undefined): string | null {
  if (!file || file.name === '') return STUDENT_TASK_MESSAGES.fileRequired;
  if (isTaskFileTooLarge(file.size)) return STUDENT_TASK_MESSAGES.fileTooLarge;
  if (!taskFileExtension(file.name)) return STUDENT_TASK_MESSAGES.fileType;
  return null;
}

/** The task form (student task page): a non-blank answer and one allowed file. */
export const taskSubmissionSchema = z
  .object({
    textAnswer: z.string().catch(''),
    file: z.custom<File | FileLike | null>().nullable().catch(null),
  })
  .superRefine((values, ctx) => {
    const answer = taskAnswerError(values.textAnswer);
    if (answer) ctx.addIssue({ code: 'custom', path: ['textAnswer'], message: answer });
    const file = taskFileError(values.file);
    if (file) ctx.addIssue({ code: 'custom', path: ['file'], message: file });
  });

export type TaskSubmissionValues = z.input<typeof taskSubmissionSchema>;

const optionOrQuestionId = () =>
  z
    .number({ error: STUDENT_TEST_MESSAGES.answerShape })
    .int({ error: STUDENT_TEST_MESSAGES.answerShape })
    .positive({
      error: STUDENT_TEST_MESSAGES.answerShape,
    });

function onePerQuestion(answers: readonly { questionId: number }[], ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  for (const { questionId } of answers) {
    if (seen.has(questionId)) {
      ctx.addIssue({ code: 'custom', message: STUDENT_TEST_MESSAGES.duplicateQuestion });
      return;
    }
    seen.add(questionId);
  }
}

const answerSchema = z
  .strictObject(
    {
      questionId: optionOrQuestionId(),
      ...answerKindFields(optionOrQuestionId),
    },
    { error: STUDENT_TEST_MESSAGES.answerShape },
  )
  .superRefine(oneKindOfAnswer(STUDENT_TEST_MESSAGES.answerShape));

/**
 * POST /student/activity/{id}/submit-test: one answer per question (spec sections 3 and 5), with the field of
 * the question's kind: `selectedOptionId` is the spec's single choice.
 */
export const testSubmissionSchema = z.strictObject(
  {
    answers: z
      .array(answerSchema, { error: STUDENT_TEST_MESSAGES.answersRequired })
      .min(1, { error: STUDENT_TEST_MESSAGES.answersRequired })
      .max(1000, { error: STUDENT_TEST_MESSAGES.answerShape })
      .superRefine(onePerQuestion),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? STUDENT_TEST_MESSAGES.unknownField
        : STUDENT_TEST_MESSAGES.answersRequired,
  },
);

export type TestSubmission = z.infer<typeof testSubmissionSchema>;
export type TestAnswer = TestSubmission['answers'][number];

/** The most answers a draft or submission holds: a test has at most 100 questions. */
const DRAFT_ANSWERS_MAX = 100;

/**
 * PUT /student/activity/{id}/answers (decision 142): the answers given so far, any number of them, and the
 * client's revision; the server keeps a draft only over an older revision.
 */
export const answerDraftSchema = z.strictObject(
  {
    answers: z
      .array(answerSchema, { error: STUDENT_TEST_MESSAGES.answerShape })
      .max(DRAFT_ANSWERS_MAX, { error: ANSWER_MESSAGES.tooManyParts })
      .superRefine(onePerQuestion),
    revision: z
      .number({ error: ANSWER_MESSAGES.revisionInvalid })
      .int({ error: ANSWER_MESSAGES.revisionInvalid })
      .min(0, { error: ANSWER_MESSAGES.revisionInvalid })
      .max(2_147_483_647, { error: ANSWER_MESSAGES.revisionInvalid }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? STUDENT_TEST_MESSAGES.unknownField
        : STUDENT_TEST_MESSAGES.answerShape,
  },
);
export type AnswerDraft = z.infer<typeof answerDraftSchema>;
