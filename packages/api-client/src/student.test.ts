import { describe, expect, it } from 'vitest';
import { ApiError, createRequester, NOT_AUTHENTICATED } from './request';
import { studentApi } from './student';
import { fakeXhr } from './testing/fake-xhr';

const noFetch = createRequester({ fetch: async () => new Response('{}'), getToken: () => 't' });
const upload = {
  username: 'ana',
  textAnswer: 'Mi respuesta',
  file: new File(['%PDF-1.4'], 'tarea.pdf', { type: 'application/pdf' }),
};

describe('studentApi.submitTask (multipart with upload progress)', () => {
  it('sends username, textAnswer and file with the bearer token and reports progress', async () => {
    const { only, Xhr } = fakeXhr();
    const api = studentApi(noFetch, { getToken: () => 'tok', XMLHttpRequest: Xhr });
    const progress: number[] = [];
    const pending = api.submitTask(7, upload, { onProgress: (f) => progress.push(f) });
    const xhr = only();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/student/activity/7/submit-task');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect([...xhr.body.keys()]).toEqual(['username', 'textAnswer', 'file']);
    expect((xhr.body.get('file') as File).name).toBe('tarea.pdf');
    xhr.progress(50, 100);
    xhr.answer(201, { message: 'ok', activityResultId: 3, submittedAt: '2026-01-01T00:00:00.000Z' });
    await expect(pending).resolves.toEqual({
      message: 'ok',
      activityResultId: 3,
      submittedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(progress).toEqual([0.5, 1]);
  });

  it('fails locally without a token, like every authenticated call', async () => {
    const { sent, Xhr } = fakeXhr();
    const api = studentApi(noFetch, { getToken: () => null, XMLHttpRequest: Xhr });
    await expect(api.submitTask(1, upload)).rejects.toThrow(NOT_AUTHENTICATED);
    expect(sent).toHaveLength(0);
  });

  it('raises an ApiError with status and body on a refusal', async () => {
    const { only, Xhr } = fakeXhr();
    const api = studentApi(noFetch, { getToken: () => 't', XMLHttpRequest: Xhr });
    const pending = api.submitTask(1, upload).catch((error: unknown) => error);
    only().answer(413, {
      error: 'El archivo es demasiado grande. Máximo 10MB.',
    });
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.serverMessage).toBe('El archivo es demasiado grande. Máximo 10MB.');
  });

  it('aborts when the signal fires', async () => {
    const { only, Xhr } = fakeXhr();
    const api = studentApi(noFetch, { getToken: () => 't', XMLHttpRequest: Xhr });
    const controller = new AbortController();
    const pending = api.submitTask(1, upload, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as DOMException;
    expect(error.name).toBe('AbortError');
    expect(only().aborted).toBe(true);
  });
});

describe('studentApi JSON calls', () => {
  it('posts the answers of a test and parses the result', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const request = createRequester({
      getToken: () => 't',
      fetch: async (input, init) => {
        calls.push({ url: String(input), body: init?.body });
        return new Response(
          JSON.stringify({ score: 7.5, feedback: null, completedAt: '2026-01-01T10:00:00Z' }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      },
    });
    const result = await studentApi(request).submitTest(4, [{ questionId: 1, selectedOptionId: 2 }]);
    expect(result.score).toBe(7.5);
    expect(calls[0]?.url).toBe('/api/student/activity/4/submit-test');
    expect(calls[0]?.body).toBe('{"answers":[{"questionId":1,"selectedOptionId":2}]}');
  });

  it('encodes the file segment of a material download', async () => {
    const urls: string[] = [];
    const request = createRequester({
      getToken: () => 't',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response('bytes');
      },
    });
    const blob = await studentApi(request).downloadMaterial(3, 'a b/..');
    expect(await blob.text()).toBe('bytes');
    expect(urls[0]).toBe('/api/student/course/3/material/download/a%20b%2F..');
  });
});

describe('studentApi.uploadRecording', () => {
  it('names a MediaRecorder blob by its type, so the server can check its format', async () => {
    const { only, Xhr } = fakeXhr();
    const api = studentApi(noFetch, { getToken: () => 'tok', XMLHttpRequest: Xhr });
    const pending = api.uploadRecording(4, 9, new Blob(['x'], { type: 'audio/webm;codecs=opus' }));
    const xhr = only();
    expect(xhr.url).toBe('/api/student/activity/4/recording/9');
    expect((xhr.body.get('file') as File).name).toBe('grabacion.webm');
    xhr.answer(201, { recording: 'abcdefgh12.webm' });
    await expect(pending).resolves.toEqual({ recording: 'abcdefgh12.webm' });
  });
});
