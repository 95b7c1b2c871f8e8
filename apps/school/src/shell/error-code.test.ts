import { ApiError } from '@aula/api-client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from './error-code';
import { QueryState } from './query-state';

const INTERNAL = 'Error interno del servidor. Inténtalo de nuevo más tarde.';
const fault = new ApiError(500, JSON.stringify({ error: INTERNAL, requestId: '7KQ2M9XD4TRB' }));

/** A read that failed with `error`, as TanStack Query reports it. */
const failed = (error: Error) =>
  ({ data: undefined, isError: true, error, refetch: () => {} }) as unknown as UseQueryResult<string>;

/** The section as QueryState shows it while its read has failed. */
function section(error: Error): string {
  const content = (data: string) => data;
  const props = { query: failed(error), loading: 'Cargando...', children: content };
  return renderToStaticMarkup(
    createElement(I18nProvider, { i18n }, createElement(QueryState<string>, props)),
  );
}

/** The page's text as a person reads it. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe("'Código de error' under a server fault", () => {
  it('shows the id of a failed read in the section, selectable whole, with the retry', () => {
    const html = section(fault);
    expect(text(html)).toContain('No se ha podido cargar la sección.Código de error: 7KQ2M9XD4TRBReintentar');
    expect(html).toContain('<span class="select-all font-mono tracking-wider">7KQ2M9XD4TRB</span>');
  });

  it('shows nothing for a refusal, a lost connection, or a fault without an id (a proxy’s page)', () => {
    for (const error of [
      new ApiError(404, JSON.stringify({ error: 'Recurso no encontrado.' })),
      new TypeError('Failed to fetch'),
      new ApiError(502, '<html>Bad Gateway</html>'),
    ]) {
      expect(section(error)).not.toContain('Código de error');
      expect(renderToStaticMarkup(createElement(ErrorCode, { error }))).toBe('');
    }
  });

  it('takes the X-Request-Id header when the body has no id', () => {
    const error = new ApiError(503, JSON.stringify({ error: 'No disponible.' }), 'AB12CD34EF56');
    expect(text(renderToStaticMarkup(createElement(ErrorCode, { error })))).toBe(
      'Código de error: AB12CD34EF56',
    );
  });
});
