import { describe, expect, it } from 'vitest';
import { messagesApi } from './messages';
import { ApiError, createRequester, NOT_AUTHENTICATED } from './request';
import { fakeXhr } from './testing/fake-xhr';

const sentMessage = {
  conversationId: 4,
  message: {
    id: 9,
    sender: { id: 1, name: 'Ana', surname: 'García', username: 'ana', role: 'STUDENT' },
    mine: true,
    body: 'Hola\nprofe',
    sentAt: '2026-03-10T10:00:00.000Z',
    privateTo: null,
    attachment: { name: 'notas.pdf', size: 8 },
    readBy: 0,
    sentTo: 1,
  },
};

const notes = new File(['%PDF-1.4'], 'notas.pdf', { type: 'application/pdf' });

/**
 * A client whose fetch records each call and answers with the given body, and whose uploads (a message
 * with a file) go to a stand-in XMLHttpRequest.
 */
function recording(answer: unknown, status = 200, getToken: () => string | null = () => 'tok') {
  const calls: { url: string; init: RequestInit }[] = [];
  const request = createRequester({
    getToken,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(answer === null ? null : JSON.stringify(answer), {
        status,
        headers: answer === null ? {} : { 'content-type': 'application/json' },
      });
    },
  });
  /** The form of the n-th call. */
  const formOf = (n: number) => calls[n]?.init.body as FormData;
  const { sent, only, Xhr } = fakeXhr();
  return { calls, formOf, sent, only, api: messagesApi(request, { getToken, XMLHttpRequest: Xhr }) };
}

describe('messagesApi: a message with a file, with upload progress', () => {
  it('sends it as multipart by XMLHttpRequest, the fields first, and reports the progress', async () => {
    const { calls, only, api } = recording(null);
    const progress: number[] = [];
    const pending = api.send(
      { recipientId: 2, courseId: 3, body: 'Hola\nprofe', file: notes },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const xhr = only();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/messages');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    // No content type of our own: the browser writes the multipart boundary.
    expect(Object.keys(xhr.headers)).toEqual(['Authorization']);
    expect([...xhr.body.keys()]).toEqual(['recipientId', 'courseId', 'body', 'file']);
    expect(xhr.body.get('body')).toBe('Hola\nprofe');
    expect((xhr.body.get('file') as File).name).toBe('notas.pdf');
    xhr.progress(4, 10);
    expect(progress).toEqual([0.4]);
    xhr.answer(201, sentMessage);
    await expect(pending).resolves.toEqual(sentMessage);
    expect(progress).toEqual([0.4, 1]);
    expect(calls).toHaveLength(0);
  });

  it('replies with a file into the conversation, under the base URL it was given', async () => {
    const { only, Xhr } = fakeXhr();
    const request = createRequester({ getToken: () => 'tok', fetch: async () => new Response('{}') });
    const api = messagesApi(request, { baseUrl: '/escuela/api', getToken: () => 'tok', XMLHttpRequest: Xhr });
    const progress: number[] = [];
    const pending = api.reply(4, { body: 'Aquí va', file: notes }, { onProgress: (f) => progress.push(f) });
    const xhr = only();
    expect(xhr.url).toBe('/escuela/api/messages/4');
    expect([...xhr.body.keys()]).toEqual(['body', 'file']);
    xhr.progress(10, 10);
    xhr.answer(201, sentMessage);
    await expect(pending).resolves.toEqual(sentMessage);
    expect(progress).toEqual([1, 1]);
  });

  it('checks the answer against the contract', async () => {
    const { only, api } = recording(null);
    const pending = api.send({ recipientId: 2, body: 'Hola', file: notes });
    only().answer(201, { conversationId: 'x' });
    await expect(pending).rejects.toThrow();
  });

  it("raises an ApiError with the server's sentence on a refusal", async () => {
    const { only, api } = recording(null);
    const pending = api.reply(4, { body: 'Hola', file: notes }).catch((error: unknown) => error);
    only().answer(415, { error: 'Este tipo de archivo no se puede adjuntar.' });
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).serverMessage).toBe('Este tipo de archivo no se puede adjuntar.');
  });

  it('stops the upload when the signal fires', async () => {
    const { only, api } = recording(null);
    const controller = new AbortController();
    const pending = api
      .send({ recipientId: 2, body: 'Hola', file: notes }, { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect((await pending) as DOMException).toHaveProperty('name', 'AbortError');
    expect(only().aborted).toBe(true);
  });

  it('fails locally without a token, like every authenticated call', async () => {
    const { sent, api } = recording(null, 200, () => null);
    await expect(api.send({ recipientId: 2, body: 'Hola', file: notes })).rejects.toThrow(NOT_AUTHENTICATED);
    expect(sent).toHaveLength(0);
  });
});

describe('messagesApi', () => {
  it('sends a message without a file as a plain request, which the signal can still cancel', async () => {
    const { calls, sent, api } = recording(sentMessage, 201);
    const controller = new AbortController();
    await expect(
      api.send({ recipientId: 2, courseId: 3, body: 'Hola' }, { signal: controller.signal }),
    ).resolves.toEqual(sentMessage);
    expect(sent).toHaveLength(0);
    expect(calls[0]?.url).toBe('/api/messages');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.signal).toBe(controller.signal);
    // The browser sets the multipart boundary itself.
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBeNull();
  });

  it('leaves out a missing course and a missing file', async () => {
    const { formOf, api } = recording(sentMessage, 201);
    await api.send({ recipientId: 2, body: 'Hola' });
    expect([...formOf(0).keys()]).toEqual(['recipientId', 'body']);
  });

  it('replies into a conversation by its id', async () => {
    const { calls, formOf, api } = recording(sentMessage, 201);
    await api.reply(4, { body: 'Gracias' });
    expect(calls[0]?.url).toBe('/api/messages/4');
    expect([...formOf(0).keys()]).toEqual(['body']);
  });

  it('searches with q and pages with page', async () => {
    const { calls, api } = recording({ conversations: [], total: 0, page: 2, pageSize: 20 });
    await api.conversations({ q: 'redacción', page: 2 });
    expect(calls[0]?.url).toBe('/api/messages?q=redacci%C3%B3n&page=2');
  });

  it('asks for the direct conversation with a person about a course', async () => {
    const { calls, api } = recording({ conversationId: null });
    await expect(api.directWith(7, 3)).resolves.toEqual({ conversationId: null });
    expect(calls[0]?.url).toBe('/api/messages/with/7?courseId=3');
  });

  it('rejects an answer that breaks the contract', async () => {
    const { api } = recording({ conversationId: 'x' });
    await expect(api.directWith(7)).rejects.toThrow();
  });
});
