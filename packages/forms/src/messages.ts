import { z } from 'zod';
import { INT4_MAX, strictQuery, wholeNumber } from './query';
import { isTaskFileTooLarge, TASK_FILE_EXTENSIONS, TASK_FILE_MAX_BYTES, taskFileExtension } from './student';
import { hasNul, strictBody, TEXT_MESSAGES } from './text';

/**
 * Messages: direct conversations between two people about a course (or, for an administrator,
 * about nothing in particular), and a teacher's announcements to a whole course. Plain text with line
 * breaks, up to 5,000 characters; one optional attachment under the task-upload rules.
 */
export const MESSAGE_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 150;
export const MESSAGE_ATTACHMENT_EXTENSIONS = TASK_FILE_EXTENSIONS;
export const MESSAGE_ATTACHMENT_MAX_BYTES = TASK_FILE_MAX_BYTES;

export const MESSAGE_MESSAGES = {
  bodyRequired: 'Escribe el mensaje.',
  bodyTooLong: 'El mensaje no puede superar los 5.000 caracteres.',
  subjectRequired: 'Escribe el asunto del anuncio.',
  subjectTooLong: `El asunto no puede superar los ${SUBJECT_MAX_LENGTH} caracteres.`,
  recipientRequired: 'Elige a quién escribes.',
  recipientNotAllowed: 'No puedes escribir a esta persona.',
  courseRequired: 'Elige el curso del anuncio.',
  notCourseTeacher: 'Solo el profesor del curso puede enviar anuncios a sus estudiantes.',
  courseWithoutStudents: 'El curso todavía no tiene estudiantes.',
  conversationNotFound: 'La conversación no existe.',
  attachmentNotFound: 'El adjunto no existe.',
  searchTooLong: 'La búsqueda no puede superar los 100 caracteres.',
  sent: 'Mensaje enviado.',
  announcementSent: 'Anuncio enviado.',
  sendFailed: 'No se ha podido enviar el mensaje. Tu texto sigue aquí: inténtalo de nuevo.',
  attachmentTooLarge: 'El adjunto es demasiado grande. Máximo 10MB.',
  attachmentType: 'Este tipo de archivo no se puede adjuntar. Usa PDF, Word, texto, imagen o ZIP.',
  attachmentEmpty: 'El adjunto está vacío.',
  attachmentContent: 'El contenido del adjunto no corresponde a su extensión.',
} as const;

/**
 * A form sends each line break as CRLF (multipart and textarea submission), the textarea counts it as one
 * character: line breaks become LF before the length is checked, so both sides count alike.
 */
export const messageBodySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
  z
    .string({ error: MESSAGE_MESSAGES.bodyRequired })
    .trim()
    .min(1, MESSAGE_MESSAGES.bodyRequired)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.bodyTooLong)
    .refine((text) => !hasNul(text), TEXT_MESSAGES.nulCharacter),
);

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** The fields of a new direct message (multipart with an optional `file`, or JSON). */
export const newMessageSchema = z.object({
  recipientId: positiveId(MESSAGE_MESSAGES.recipientRequired),
  /** The course the conversation is about; an administrator may leave it out. */
  courseId: positiveId(MESSAGE_MESSAGES.courseRequired).optional(),
  body: messageBodySchema,
});
export type NewMessage = z.infer<typeof newMessageSchema>;

/** A reply in a conversation (multipart with an optional `file`, or JSON). */
export const replySchema = z.object({ body: messageBodySchema });
export type Reply = z.infer<typeof replySchema>;

export const announcementSchema = z.strictObject(
  {
    courseId: positiveId(MESSAGE_MESSAGES.courseRequired),
    subject: z
      .string({ error: MESSAGE_MESSAGES.subjectRequired })
      .trim()
      .min(1, MESSAGE_MESSAGES.subjectRequired)
      .max(SUBJECT_MAX_LENGTH, MESSAGE_MESSAGES.subjectTooLong)
      .refine((text) => !hasNul(text), TEXT_MESSAGES.nulCharacter),
    body: messageBodySchema,
  },
  strictBody,
);
export type Announcement = z.infer<typeof announcementSchema>;

export const MESSAGE_PAGE_MESSAGE = 'La página no es válida.';

export const conversationListQuerySchema = z.strictObject(
  {
    q: z.string().trim().max(100, MESSAGE_MESSAGES.searchTooLong).optional(),
    page: wholeNumber(1, INT4_MAX, MESSAGE_PAGE_MESSAGE).optional(),
  },
  strictQuery,
);
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/** The client's check of an attachment before sending (the server checks again); null when it is fine. */
export function messageAttachmentError(file: { name: string; size: number }): string | null {
  if (file.size === 0) return MESSAGE_MESSAGES.attachmentEmpty;
  if (isTaskFileTooLarge(file.size)) return MESSAGE_MESSAGES.attachmentTooLarge;
  if (!taskFileExtension(file.name)) return MESSAGE_MESSAGES.attachmentType;
  return null;
}
