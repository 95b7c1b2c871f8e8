import { describe, expect, it } from 'vitest';
import { createApiClient } from './index';
import { ApiError, createRequester, NOT_AUTHENTICATED } from './request';

type Call = { url: string; init: RequestInit };

function fakeFetch(response: () => Response) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return response();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('request helper (spec section 7)', () => {
  it('fails locally with "Usuario no autenticado" when no token is stored', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const request = createRequester({ getToken: () => null, fetch });
    await expect(request('/student/courses')).rejects.toThrow(NOT_AUTHENTICATED);
    expect(calls).toHaveLength(0);
  });

  it('sends the bearer token and a JSON body with its content type', async () => {
    const { calls, fetch } = fakeFetch(() => json({ ok: true }));
    const request = createRequester({ getToken: () => 'abc', fetch });
    const answer = await request('/teacher/course/1/activity', { method: 'POST', body: { title: 'T' } });
    expect(answer).toEqual({ ok: true });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('/api/teacher/course/1/activity');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"title":"T"}');
  });

  it('leaves the content type to the browser for form data', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const form = new FormData();
    form.set('title', 'Apuntes');
    await createRequester({ getToken: () => 't', fetch })('/x', { method: 'POST', body: form });
    expect(new Headers(calls[0]?.init.headers).has('content-type')).toBe(false);
    expect(calls[0]?.init.body).toBe(form);
  });

  it('raises an error carrying the status and the response text', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'Credenciales incorrectas' }, 401));
    const request = createRequester({ fetch });
    const error = (await request('/auth/login', { method: 'POST', body: {}, auth: false }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Error: 401 - {"error":"Credenciales incorrectas"}');
    expect(error.serverMessage).toBe('Credenciales incorrectas');
  });

  it("names a server fault's request, from its body or else its X-Request-Id header", async () => {
    const answer = (body: string, status: number, id?: string) => () =>
      new Response(body, { status, headers: id ? { 'x-request-id': id } : {} });
    const failure = async (response: () => Response) =>
      (await createRequester({ getToken: () => 't', fetch: fakeFetch(response).fetch })('/x').catch(
        (e: unknown) => e,
      )) as ApiError;

    const fault = await failure(
      answer('{"error":"Error interno del servidor.","requestId":"7KQ2M9XD4TRB"}', 500, '7KQ2M9XD4TRB'),
    );
    expect(fault.status).toBe(500);
    expect(fault.serverMessage).toBe('Error interno del servidor.');
    expect(fault.requestId).toBe('7KQ2M9XD4TRB');
    // A body without the field (an older server, a cross-origin header the browser hid): the header's.
    expect((await failure(answer('{"error":"No disponible."}', 503, 'AB12CD34EF56'))).requestId).toBe(
      'AB12CD34EF56',
    );
    // A proxy's own error page has neither.
    expect((await failure(answer('<html>Bad Gateway</html>', 502))).requestId).toBeUndefined();
  });

  it('returns a Blob when a file is asked for, and the raw response when it is not JSON', async () => {
    const pdf = () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
    const blob = await createRequester({ getToken: () => 't', fetch: fakeFetch(pdf).fetch })('/f', {
      file: true,
    });
    expect(blob).toBeInstanceOf(Blob);
    const raw = await createRequester({
      getToken: () => 't',
      fetch: fakeFetch(() => new Response('hola')).fetch,
    })('/r');
    expect(raw).toBeInstanceOf(Response);
  });

  it('puts query parameters in the URL, skipping undefined ones', async () => {
    const { calls, fetch } = fakeFetch(() => json({ message: 'ok' }));
    await createApiClient({ fetch }).auth.verify('tok en');
    expect(calls[0]?.url).toBe('/api/auth/verify?token=tok+en');
    expect(new Headers(calls[0]?.init.headers).has('authorization')).toBe(false);
  });

  it('checks the login answer against the contract', async () => {
    const answer = {
      token: 't',
      id: 1,
      username: 'ana',
      name: 'Ana',
      surname: 'G',
      email: 'a@b.c',
      roles: ['STUDENT'],
      locale: 'de',
    };
    const { fetch } = fakeFetch(() => json(answer));
    await expect(
      createApiClient({ fetch }).auth.login({ username: 'ana', password: 'x' }),
    ).resolves.toMatchObject({
      courses: [],
      roles: ['STUDENT'],
      locale: 'de',
    });
    const broken = fakeFetch(() => json({ username: 'ana' }));
    await expect(
      createApiClient({ fetch: broken.fetch }).auth.login({ username: 'a', password: 'x' }),
    ).rejects.toThrow();
  });
});
