import { describe, expect, it } from 'vitest';
import { ApiError, createRequester, NOT_AUTHENTICATED } from './request';
import { teacherApi } from './teacher';
import { fakeXhr } from './testing/fake-xhr';

type Call = { url: string; init: RequestInit };
function fakeFetch(body: unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const material = {
  id: 3,
  title: 'Tema 1',
  filename: '0b9c2f4e-8f5e-4d59-9b7c-3c3f1b8a6a10',
  originalName: 'tema1.pdf',
  youtubeLink: null,
  uploadedAt: '2026-03-10T10:00:00.000Z',
  hasFile: true,
};

describe('teacherApi material uploads (multipart with progress)', () => {
  it('posts title, link and file with the bearer token and reports progress', async () => {
    const { only, Xhr } = fakeXhr();
    const api = teacherApi(createRequester({ getToken: () => 'tok' }), {
      getToken: () => 'tok',
      XMLHttpRequest: Xhr,
    });
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'tema1.pdf', { type: 'application/pdf' });
    const pending = api.addMaterial(
      12,
      { title: 'Tema 1', youtubeLink: '', file },
      { onProgress: (f) => progress.push(f) },
    );
    const xhr = only();
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual([
      'POST',
      '/api/teacher/course/12/add-material',
      'Bearer tok',
    ]);
    const form = xhr.body;
    expect([...form.keys()]).toEqual(['title', 'youtubeLink', 'file']);
    expect((form.get('file') as File).name).toBe('tema1.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    xhr.answer(201, material);
    await expect(pending).resolves.toEqual(material);
    expect(progress).toEqual([0.5, 1]);
  });

  it('edits with PUT and the teacher username in the query, without a file part when none is chosen', async () => {
    const { only, Xhr } = fakeXhr();
    const api = teacherApi(createRequester({ getToken: () => 'tok' }), {
      getToken: () => 'tok',
      XMLHttpRequest: Xhr,
    });
    const pending = api.updateMaterial(3, 'profe ñ', {
      title: 'Nuevo',
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const xhr = only();
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/teacher/material/3?teacherUsername=profe%20%C3%B1']);
    expect([...xhr.body.keys()]).toEqual(['title', 'youtubeLink']);
    xhr.answer(200, { ...material, title: 'Nuevo' });
    await expect(pending).resolves.toMatchObject({ title: 'Nuevo' });
  });

  it('a refused upload is an ApiError with the status and the server message', async () => {
    const { only, Xhr } = fakeXhr();
    const api = teacherApi(createRequester({ getToken: () => 'tok' }), {
      getToken: () => 'tok',
      XMLHttpRequest: Xhr,
    });
    const pending = api.addMaterial(1, { title: 'x', youtubeLink: 'mal' });
    only().answer(400, { error: 'El enlace debe ser una URL válida.' });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('El enlace debe ser una URL válida.');
  });

  it('fails locally without a token', async () => {
    const { sent, Xhr } = fakeXhr();
    const api = teacherApi(createRequester({ getToken: () => null }), {
      getToken: () => null,
      XMLHttpRequest: Xhr,
    });
    await expect(api.addMaterial(1, { title: 'x', youtubeLink: '' })).rejects.toThrow(NOT_AUTHENTICATED);
    expect(sent).toHaveLength(0);
  });
});

describe('teacherApi JSON calls', () => {
  it('creates a course with the teacher username in the query', async () => {
    const course = {
      id: 1,
      name: 'Inglés B1',
      description: 'Curso de inglés B1 intensivo',
      level: 'B1',
      type: 'INTENSIVO',
      language: 'en',
      approved: false,
      completed: false,
      completedAt: null,
      startDate: null,
      endDate: null,
      teacher: { name: 'Ana', surname: 'Ruiz', username: 'ana' },
      user: null,
      teacherUsername: 'ana',
      teacherEmail: 'ana@aula.test',
      numberOfStudents: 0,
      studentsCount: 0,
    };
    const { calls, fetch } = fakeFetch(course, 201);
    const api = teacherApi(createRequester({ getToken: () => 'tok', fetch }));
    await expect(
      api.createCourse({ name: 'Inglés B1', description: 'Curso de inglés B1 intensivo' }, 'ana'),
    ).resolves.toEqual(course);
    expect(calls[0]?.url).toBe('/api/teacher/create-course?teacherUsername=ana');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('evaluates with the student username in the query', async () => {
    const { calls, fetch } = fakeFetch({}, 409);
    const api = teacherApi(createRequester({ getToken: () => 'tok', fetch }));
    await expect(api.evaluate(5, 'luis', { score: 8.5, feedback: 'Bien' })).rejects.toBeInstanceOf(ApiError);
    expect(calls[0]?.url).toBe('/api/teacher/activity/5/evaluate?username=luis');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ score: 8.5, feedback: 'Bien' });
  });

  it('refuses an answer that breaks the contract', async () => {
    const { fetch } = fakeFetch([{ id: 'x' }]);
    const api = teacherApi(createRequester({ getToken: () => 'tok', fetch }));
    await expect(api.materials(1)).rejects.toThrow();
  });
});
