/**
 * The request helper of spec section 7: the stored token as a bearer header ('Usuario no autenticado'
 * without one), JSON content type unless the body is form data, an ApiError carrying the status and the
 * response text on a non-OK answer, and a Blob, parsed JSON or the raw Response as the answer.
 */

export const NOT_AUTHENTICATED = 'Usuario no autenticado';

/**
 * A non-OK answer. `message` is the spec's 'Error: {status} - {body}'; `serverMessage` the server's own Spanish
 * text; `requestId` the id the server's log lines of this request carry.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The answer's X-Request-Id header, when it had one and the client may read it. */
  private readonly headerRequestId: string | undefined;

  constructor(status: number, body: string, requestIdHeader?: string | null) {
    super(`Error: ${status} - ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headerRequestId = requestIdHeader || undefined;
  }

  /** The `error` (or `message`) field of a JSON error body, if there is one. */
  get serverMessage(): string | undefined {
    const { error, message } = this.fields();
    if (typeof error === 'string') return error;
    if (typeof message === 'string') return message;
    return undefined;
  }

  /**
   * The server's id for the failed request: a 5xx body's `requestId`, else the X-Request-Id header. Shown to
   * the user as 'Código de error', it finds the request's lines in the server's log.
   */
  get requestId(): string | undefined {
    const { requestId } = this.fields();
    return typeof requestId === 'string' && requestId !== '' ? requestId : this.headerRequestId;
  }

  private fields(): Record<string, unknown> {
    try {
      const data: unknown = JSON.parse(this.body);
      if (data && typeof data === 'object') return data as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's error page, say): no field to read.
    }
    return {};
  }
}

/** Thrown before any request when an authenticated call has no stored token. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super(NOT_AUTHENTICATED);
    this.name = 'NotAuthenticatedError';
  }
}

export interface ClientOptions {
  /** Where the API lives; the app serves it under /api on its own origin. */
  baseUrl?: string;
  /** Reads the stored token; by default `localStorage.token`. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Public calls (register, login, verify) send no token. */
  auth?: boolean;
  /** Ask for a file: the answer is a Blob whatever its type. */
  file?: boolean;
  signal?: AbortSignal;
}

export type Requester = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

/** The token the login page stored (spec section 3). */
export function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
}

export function createRequester({
  baseUrl = '/api',
  getToken = storedToken,
  fetch: doFetch,
}: ClientOptions = {}) {
  const run = doFetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  return async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, auth = true, file = false, signal } = options;
    const headers = new Headers();
    if (auth) {
      const token = getToken();
      if (!token) throw new NotAuthenticatedError();
      headers.set('Authorization', `Bearer ${token}`);
    }
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (!isForm) headers.set('Content-Type', 'application/json');

    const response = await run(withQuery(`${baseUrl}${path}`, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
    if (!response.ok)
      throw new ApiError(response.status, await response.text(), response.headers.get('x-request-id'));
    if (file) return (await response.blob()) as T;
    if (response.headers.get('content-type')?.includes('application/json'))
      return (await response.json()) as T;
    return response as T;
  };
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
