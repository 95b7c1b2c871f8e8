import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Spanish messages the server itself produces (feature messages live with their feature). */
export const ERROR_MESSAGES = {
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  notFound: 'Recurso no encontrado.',
  invalidBody: 'El cuerpo de la petición no es válido.',
  invalidRequest: 'La petición no es válida.',
  bodyTooLarge: 'El cuerpo de la petición es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  tooManyRequests: 'Demasiadas peticiones. Inténtalo de nuevo más tarde.',
  unauthenticated: 'Sesión no válida o expirada.',
  forbidden: 'No tienes permisos para realizar esta acción.',
} as const;

/** A failure the client caused or may show as is: its status and Spanish message reach the response. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
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

/** Drizzle's query errors carry the parameters (password hashes, token hashes): log the query, not them. */
function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof Error && error.name === 'DrizzleQueryError' && 'query' in error) {
    return { err: error.cause ?? error, query: error.query };
  }
  return { err: error };
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
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ code: error.code, statusCode }, 'client error');
      return reply.status(statusCode).send({ error: clientErrorMessage(error, statusCode) });
    }
    request.log.error(loggableError(error), 'request failed');
    return reply.status(500).send({ error: ERROR_MESSAGES.internal });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ error: ERROR_MESSAGES.notFound });
  });
}
