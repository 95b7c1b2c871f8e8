import { ApiError, NotAuthenticatedError } from '@aula/api-client';
import { t } from '@lingui/core/macro';
import { formMessage } from './i18n/form-messages';

/*
 * How the app reads a failed call, in one place. Each area keeps its own Spanish texts (the spec's "Error
 * catalogue") in its features/<area>/<area>-errors.ts and picks among them with these.
 */

/** The status of the server's answer; undefined when no answer came (no connection, no stored token). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * Whether the failure is this HTTP status: the client's ApiError, or any error whose text names it (the
 * spec's own client throws 'Error: {status} - {body}').
 */
export function hasStatus(error: unknown, status: number): boolean {
  if (error instanceof ApiError) return error.status === status;
  return error instanceof Error && error.message.includes(String(status));
}

/** A 401 answer, or no stored token at all (the client does not even call): either way the session is over. */
export function isSessionOver(error: unknown): boolean {
  return error instanceof NotAuthenticatedError || hasStatus(error, 401);
}

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The call was stopped on purpose (its AbortSignal fired), as fetch and the uploads reject: not a failure. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The server's own sentence (its JSON `error` or `message`), if it sent one: Spanish, as the server words it,
 * so the areas can compare it with the spec's texts. To show it, pass it through formMessage.
 */
export function serverMessage(error: unknown): string | undefined {
  return (error instanceof ApiError && error.serverMessage?.trim()) || undefined;
}

/**
 * What to show after a failure's heading: the server's sentence when it sent one, else the error's text; in
 * the reader's language when it is one of @aula/forms' sentences.
 */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return formMessage(serverMessage(error) ?? error.message);
  if (error instanceof Error) return formMessage(error.message);
  return String(error);
}

/** What the app calls the server's id of a failed request, so a support question finds its log lines. */
export function errorCodeLabel(): string {
  return t`Código de error`;
}

/** The id a server fault (5xx) named its request by; undefined for any other failure. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;
}

/** 'Código de error: <id>' for a server fault, as text (a toast's); <ErrorCode> shows it in an alert. */
export function errorCodeLine(error: unknown): string | undefined {
  const code = errorCodeOf(error);
  return code ? t`Código de error: ${code}` : undefined;
}
