import { ApiError } from '@aula/api-client';
import { announcementSchema, MESSAGE_MESSAGES, messageAttachmentError, messageBodySchema } from '@aula/forms';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isAbort, isNetworkFailure, serverMessage, statusOf } from '../api-errors';
import { translatedErrors } from '../i18n/form-messages';

/** The composer's three uses: a reply in a conversation, a new message, a course announcement. */
export type MessageComposerMode = 'reply' | 'new' | 'announcement';

export interface MessageComposerValues {
  /** 'new': the chosen option, `personId:courseId` (courseId empty for a message about no course). */
  recipient: string;
  /** 'announcement': the course id, as the select holds it. */
  courseId: string;
  subject: string;
  body: string;
  file: File | null;
}

export type MessageComposerErrors = Partial<Record<keyof MessageComposerValues, string>>;

/** A 'Para' option's value (`personId:courseId`) as the ids to send; null when nothing valid is chosen. */
export function parseRecipient(value: string): { recipientId: number; courseId?: number } | null {
  const match = /^(\d+):(\d*)$/.exec(value);
  if (!match) return null;
  const recipientId = Number(match[1]);
  const courseId = match[2] ? Number(match[2]) : undefined;
  return recipientId > 0 ? { recipientId, courseId } : null;
}

/** The composer's checks, with @aula/forms' schemas and messages (the server checks the same again). */
export function validateComposer(
  values: MessageComposerValues,
  mode: MessageComposerMode,
): MessageComposerErrors {
  const errors: MessageComposerErrors = {};
  if (mode === 'new' && !parseRecipient(values.recipient))
    errors.recipient = MESSAGE_MESSAGES.recipientRequired;
  if (mode === 'announcement') {
    // Only the announcement's own fields: its schema refuses any other.
    const { courseId, subject, body } = values;
    const parsed = announcementSchema.safeParse({ courseId, subject, body });
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'courseId' || field === 'subject' || field === 'body') errors[field] ??= issue.message;
    }
  } else {
    const body = messageBodySchema.safeParse(values.body);
    if (!body.success) errors.body = body.error.issues[0]?.message;
  }
  if (values.file && mode !== 'announcement') {
    const fileError = messageAttachmentError(values.file);
    if (fileError) errors.file = fileError;
  }
  return errors;
}

/** The composer's checks as react-hook-form reads them: the values as typed, or a message per field. */
export function composerResolver(mode: MessageComposerMode): Resolver<MessageComposerValues> {
  return (values) => {
    const found = Object.entries(validateComposer(values, mode)).filter(([, message]) => message);
    if (found.length === 0) return { values, errors: {} };
    const errors: FieldErrors<MessageComposerValues> = Object.fromEntries(
      found.map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors: translatedErrors(errors) };
  };
}

/** A failed send, in the spec's words: the file's own refusals, the server's sentence, or 'not sent'. */
export function sendError(error: unknown): string {
  if (isNetworkFailure(error) || !(error instanceof ApiError)) return MESSAGE_MESSAGES.sendFailed;
  const status = statusOf(error);
  // The server's sentence tells a file too big from a quota used up (decision 161); a proxy's 413 has none.
  if (status === 413) return serverMessage(error) ?? MESSAGE_MESSAGES.attachmentTooLarge;
  if (status === 415) return serverMessage(error) ?? MESSAGE_MESSAGES.attachmentType;
  if (status !== undefined && status >= 500) return MESSAGE_MESSAGES.sendFailed;
  return serverMessage(error) ?? MESSAGE_MESSAGES.sendFailed;
}

/**
 * A send that 'Cancelar envío' stopped ends as 'stopped' rather than as a failure: no error to show, the form
 * comes back as it was. Any other failure is passed on.
 */
export async function unlessStopped<T>(sending: Promise<T>): Promise<T | 'stopped'> {
  try {
    return await sending;
  } catch (error) {
    if (isAbort(error)) return 'stopped';
    throw error;
  }
}
