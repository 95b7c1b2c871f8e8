import { describe, expect, it } from 'vitest';
import { adminApi } from './admin';
import { ApiError, createRequester } from './request';

type Call = { url: string; init: RequestInit };
function fakeFetch(body: unknown, status = 200) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const client = (body: unknown, status = 200) => {
  const fake = fakeFetch(body, status);
  return { ...fake, admin: adminApi(createRequester({ getToken: () => 'tok', fetch: fake.fetch })) };
};

const course = {
  id: 7,
  name: 'Inglés A1',
  description: 'Primeros pasos en inglés.',
  level: 'A1',
  type: 'INTENSIVO',
  language: 'en',
  approved: false,
  completed: false,
  completedAt: null,
  startDate: null,
  endDate: null,
  teacher: { name: 'Emma', surname: 'Thompson', username: 'prof.emma' },
  user: null,
  teacherUsername: 'prof.emma',
  teacherEmail: 'emma@aula.es',
  numberOfStudents: 0,
  studentsCount: 0,
};

describe('adminApi', () => {
  it('asks for a page of users with search, role and paging, and reads the counts', async () => {
    const page = {
      items: [
        { id: 1, name: 'Ana', surname: 'García', username: 'ana', email: 'ana@x.es', roles: ['STUDENT'] },
      ],
      total: 1,
      page: 2,
      size: 20,
      counts: { all: 3, ADMIN: 0, TEACHER: 1, STUDENT: 2 },
    };
    const { calls, admin } = client(page);
    expect(await admin.userPage({ q: 'garcía', role: 'STUDENT', page: 2, size: 20 })).toEqual(page);
    expect(calls[0]?.url).toBe('/api/admin/users?q=garc%C3%ADa&role=STUDENT&page=2&size=20');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('leaves out the parameters that are not given', async () => {
    const { calls, admin } = client({ items: [course], total: 1, page: 1, size: 20 });
    await admin.coursePage('pending', { q: undefined, page: 1, size: 20 });
    expect(calls[0]?.url).toBe('/api/admin/pending-courses?page=1&size=20');
  });

  it('reads the spec shapes: plain lists and statistics', async () => {
    expect(await client([course]).admin.allCourses()).toEqual([course]);
    const statistics = {
      languages: ['Inglés', 'Español', 'Alemán', 'Francés'],
      coursesPerLanguage: [1, 0, 0, 0],
      teachersPerLanguage: [1, 0, 0, 0],
      studentsPerLanguage: [0, 0, 0, 0],
      totalTeachers: 1,
      totalStudents: 0,
      totalCourses: 1,
      completedCourses: 0,
      pendingCourses: 1,
    };
    expect(await client(statistics).admin.statistics()).toEqual(statistics);
  });

  it('approves and completes with PUT and rejects with DELETE, without a body', async () => {
    for (const [call, method, path] of [
      ['approveCourse', 'PUT', '/api/admin/approve-course/7'],
      ['completeCourse', 'PUT', '/api/admin/complete-course/7'],
      ['rejectCourse', 'DELETE', '/api/admin/reject-course/7'],
    ] as const) {
      const { calls, admin } = client({ message: 'Hecho.' });
      expect(await admin[call](7)).toEqual({ message: 'Hecho.' });
      expect(calls[0]).toMatchObject({ url: path, init: { method, body: undefined } });
    }
  });

  it("throws the server's refusal as an ApiError with its Spanish message", async () => {
    const refused = client(
      { error: 'Solo se pueden aprobar cursos pendientes: este curso ya está activo.' },
      409,
    );
    const error = await refused.admin.approveCourse(7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe(
      'Solo se pueden aprobar cursos pendientes: este curso ya está activo.',
    );
  });

  it('refuses an answer that breaks the contract', async () => {
    await expect(client([{ id: 'x' }]).admin.users()).rejects.toThrow();
  });
});
