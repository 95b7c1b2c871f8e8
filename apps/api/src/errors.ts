import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from './db/client';

/** Spanish messages the server itself produces (feature messages live with their feature). */
export const ERROR_MESSAGES = {
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  notFound: 'Recurso no encontrado.',
  invalidBody: 'El cuerpo de la petición no es válido.',
  invalidRequest: 'La petición no es válida.',
  unknownParameter: 'La petición contiene parámetros no permitidos.',
  bodyTooLarge: 'El cuerpo de la petición es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  tooManyRequests: 'Demasiadas peticiones. Inténtalo de nuevo más tarde.',
  unauthenticated: 'Sesión no válida o expirada.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  unavailable: 'El servicio no está disponible. Inténtalo de nuevo en unos minutos.',
} as const;

/** A failure the client caused or may show as is: its status and Spanish message reach the response. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Picks the message of a failed body validation when the schema's first issue is not the one the spec
     * wants first (registration lists its messages in a fixed order across fields).
     */
    bodyErrorMessage?: (body: unknown) => string | undefined;
  }
}

function clientErrorMessage(error: FastifyError, statusCode: number): string {
  if (statusCode === 404) return ERROR_MESSAGES.notFound;
  if (statusCode === 413) return ERROR_MESSAGES.bodyTooLarge;
  if (statusCode === 415) return ERROR_MESSAGES.unsupportedMediaType;
  if (statusCode === 429) return ERROR_MESSAGES.tooManyRequests;
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError)
    return ERROR_MESSAGES.invalidBody;
  return ERROR_MESSAGES.invalidRequest;
}

/**
 * busboy (under @fastify/multipart) reports a malformed multipart body with plain errors, without a code or
 * status: a missing, empty or oversized boundary, a body cut short, an unsupported type. The client caused them.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than \d+)\.|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;

/** Fields of a PostgreSQL error (pg's DatabaseError, PGlite's) that name what failed, never a value. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'];

/** Quoted literals in a PostgreSQL message ('invalid input syntax for type uuid: "…"') may be parameters. */
function withoutLiterals(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
}

/** The stack's frames without its first line, which repeats the message (Drizzle's lists the parameters). */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * A failed statement as the log may hold it: its SQL text (placeholders, no values), the SQLSTATE and the
 * table, column and constraint PostgreSQL names. Never the parameters (password hashes, token hashes,
 * e-mail addresses) nor PostgreSQL's `detail`, which repeats the offending value. drizzle-orm 0.45's
 * DrizzleQueryError has no name of its own, so it is recognised by class, and by shape through wrappers.
 */
export function databaseErrorForLog(error: unknown): Record<string, unknown> | undefined {
  let query: string | undefined;
  let databaseError: Record<string, unknown> | undefined;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const record = current as Record<string, unknown>;
    // PGlite's own error carries `query` and `params` as well as the SQLSTATE.
    if (current instanceof DrizzleQueryError || ('query' in record && 'params' in record)) {
      query ??= typeof record.query === 'string' ? record.query : undefined;
    }
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) databaseError ??= record;
    current = record.cause;
  }
  if (query === undefined && databaseError === undefined) return undefined;
  const fields: Record<string, unknown> = {};
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = databaseError?.[field];
    if (typeof value === 'string' && value !== '') fields[field] = value;
  }
  const message = databaseError?.message;
  return {
    ...fields,
    ...(typeof message === 'string' ? { message: withoutLiterals(message) } : {}),
    ...(query !== undefined ? { query } : {}),
  };
}

/**
 * What a failure's log line carries: for a database error its code and table (never Drizzle's message, which
 * lists the parameters), otherwise the error.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const db = databaseErrorForLog(error);
  if (!db) return { err: error };
  const top = error instanceof Error ? error : undefined;
  return { db, err: { type: top?.constructor.name ?? typeof error, stack: top ? framesOf(top) : undefined } };
}

/**
 * The body of a refusal. A 5xx adds the request id, shown to the user as 'Código de error' so that a support
 * question leads to the request's log lines (decision 165); a 4xx's own message says what to do.
 */
export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  message: string,
): { error: string; requestId?: string } {
  return statusCode >= 500 ? { error: message, requestId: request.id } : { error: message };
}

/** The request's connection is gone before its body arrived in full. */
function clientWentAway(request: FastifyRequest): boolean {
  const raw = request.raw;
  return !raw.complete && (raw.destroyed || raw.socket?.destroyed === true);
}

/** Fastify's `frameworkErrors`: a URL it cannot decode (FST_ERR_BAD_URL) gets a 400 like any bad request. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'client error');
  // The router refused the URL before any hook ran, so the request id is set here.
  reply.header('x-request-id', request.id);
  reply.status(400).send({ error: ERROR_MESSAGES.invalidRequest });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fromRoute =
        error.validationContext === 'body'
          ? request.routeOptions.config.bodyErrorMessage?.(request.body)
          : undefined;
      const message = fromRoute ?? error.validation?.[0]?.message ?? ERROR_MESSAGES.invalidRequest;
      return reply.status(400).send({ error: message });
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.info({ statusCode: error.statusCode, userId: request.user?.id }, 'request refused');
      }
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(request, error.statusCode, error.message));
    }
    if (MALFORMED_MULTIPART.test(error.message)) {
      request.log.info({ reason: error.message }, 'malformed multipart body');
      return reply.status(400).send({ error: ERROR_MESSAGES.invalidBody });
    }
    if (request.bodyCutOff || clientWentAway(request)) {
      // Not the server's failure (nor the database's): the client stopped sending, or was cut off for
      // sending too slowly. Nobody reads this answer.
      request.log.info(
        { reason: request.bodyCutOff ?? 'client-closed', code: error.code },
        'request body not received: the client closed the connection or was too slow',
      );
      return reply.status(400).send({ error: ERROR_MESSAGES.invalidBody });
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ code: error.code, statusCode }, 'client error');
      return reply.status(statusCode).send({ error: clientErrorMessage(error, statusCode) });
    }
    if (databaseUnavailable(error)) {
      // The database is down or restarting; the pool reconnects by itself once it is back.
      request.log.error(loggableError(error), 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '30')
        .send(errorBody(request, 503, ERROR_MESSAGES.unavailable));
    }
    request.log.error(loggableError(error), 'request failed');
    return reply.status(500).send(errorBody(request, 500, ERROR_MESSAGES.internal));
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ error: ERROR_MESSAGES.notFound });
  });
}
