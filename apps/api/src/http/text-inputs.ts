import { allTextStorable, TEXT_MESSAGES } from '@aula/forms';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/**
 * Text PostgreSQL cannot take (a NUL byte; a lone surrogate, which would be stored as U+FFFD) is refused with
 * a Spanish 400 for every route at once, in its path, query string or JSON body, before any schema or query
 * sees it: a search box passing `q=%00` to SQL answered 500. Multipart fields are checked by their schemas.
 */
export function registerTextInputs(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const storable =
      allTextStorable(request.params) && allTextStorable(request.query) && allTextStorable(request.body);
    done(storable ? undefined : new HttpError(400, TEXT_MESSAGES.nulCharacter));
  });
}
