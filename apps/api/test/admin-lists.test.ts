import {
  adminCoursePageSchema,
  adminUserListSchema,
  adminUserPageSchema,
  courseListSchema,
} from '@aula/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { auth, enrol, insertCourse, insertUser, tokenFor } from './support/admin';
import { describeEachDatabase } from './support/harness';

describeEachDatabase('admin lists: search, filters and paging', (ctx) => {
  let app: App;
  let token: string;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: auth(token) });
    return { status: response.statusCode, body: response.json() };
  };

  // A known school in its own database (beside the first administrator the app creates on start).
  let ids: Record<string, number>;
  beforeAll(async () => {
    app = await ctx.app();
    const db = app.db;
    const boss = await insertUser(db, {
      roles: ['ADMIN'],
      name: 'Beatriz',
      surname: 'Jefa',
      username: 'bjefa',
      email: 'direccion@escuela.es',
    });
    token = await tokenFor(app, boss.id);
    const emma = await insertUser(db, {
      roles: ['TEACHER'],
      name: 'Emma',
      surname: 'Thompson',
      username: 'prof.emma',
      email: 'emma@escuela.es',
    });
    const lucia = await insertUser(db, {
      roles: ['TEACHER', 'STUDENT'],
      name: 'Lucía',
      surname: 'Fernández',
      username: 'prof.lucia',
      email: 'lucia@escuela.es',
    });
    const ana = await insertUser(db, {
      roles: ['STUDENT'],
      name: 'Ana',
      surname: 'García',
      username: 'ana.garcia',
      email: 'ana@correo.com',
    });
    const pablo = await insertUser(db, {
      roles: ['STUDENT'],
      name: 'Pablo',
      surname: 'Ruiz_100%',
      username: 'pablo.ruiz',
      email: 'pablo@correo.com',
    });
    const c1 = await insertCourse(db, {
      name: 'Inglés general A1',
      description: 'Primeros pasos: saludos y rutina.',
      status: 'active',
      teacherId: emma.id,
    });
    const c2 = await insertCourse(db, {
      name: 'Conversación C1',
      description: 'Debates de actualidad.',
      status: 'pending',
      teacherId: emma.id,
    });
    const c3 = await insertCourse(db, {
      name: 'Español B1',
      description: 'Español funcional para el trabajo.',
      status: 'active',
      language: 'es',
      teacherId: lucia.id,
    });
    const c4 = await insertCourse(db, {
      name: 'Inglés avanzado C2',
      description: 'Preparación del examen.',
      status: 'completed',
      teacherId: emma.id,
    });
    const c5 = await insertCourse(db, {
      name: 'Francés sin profesor',
      description: 'Curso huérfano de 100% práctica.',
      status: 'pending',
      language: 'fr',
      teacherId: null,
    });
    await enrol(db, c1.id, [ana.id, pablo.id, lucia.id]);
    await enrol(db, c3.id, [ana.id]);
    ids = { boss: boss.id, emma: emma.id, lucia: lucia.id, ana: ana.id, pablo: pablo.id };
    ids.c1 = c1.id;
    ids.c2 = c2.id;
    ids.c3 = c3.id;
    ids.c4 = c4.id;
    ids.c5 = c5.id;
  });

  const usernames = (rows: { username: string }[]) => rows.map((row) => row.username);
  const courseIds = (rows: { id: number }[]) => rows.map((row) => row.id);

  describe('GET /admin/users', () => {
    it('without parameters answers the plain array of every user, with roles', async () => {
      const { status, body } = await get('users');
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      // The app's own first administrator ('admin') comes first: accounts are listed oldest first.
      expect(usernames(body)).toEqual([
        'admin',
        'bjefa',
        'prof.emma',
        'prof.lucia',
        'ana.garcia',
        'pablo.ruiz',
      ]);
      expect(body[3]).toEqual({
        id: ids.lucia,
        name: 'Lucía',
        surname: 'Fernández',
        username: 'prof.lucia',
        email: 'lucia@escuela.es',
        roles: ['TEACHER', 'STUDENT'],
      });
      // Nothing secret leaves the server.
      expect(Object.keys(body[0]).sort()).toEqual(['email', 'id', 'name', 'roles', 'surname', 'username']);
    });

    it.each([
      ['name', 'lucí', ['prof.lucia']],
      ['surname, any case', 'GARC', ['ana.garcia']],
      ['username', 'prof.', ['prof.emma', 'prof.lucia']],
      ['e-mail', '@correo.com', ['ana.garcia', 'pablo.ruiz']],
      ['% and _ taken literally', '_100%', ['pablo.ruiz']],
      ['surrounding blanks ignored', '  emma  ', ['prof.emma']],
      ['nothing matching', 'zzzz', []],
      // What people type, a full name in any case and with or without accents.
      ['name and surname together', 'Ana García', ['ana.garcia']],
      ['a full name without accents or capitals', 'ana garcia', ['ana.garcia']],
      ['a surname without its accent', 'fernandez', ['prof.lucia']],
      ['an unaccented query in capitals', 'LUCIA FERNANDEZ', ['prof.lucia']],
      ['an accent the stored name lacks', 'Émma', ['prof.emma']],
      ['blanks between the words collapsed', 'emma   thompson', ['prof.emma']],
      ['no match across surname and username', 'thompson prof', []],
      ['the surname before the name is not a full name', 'garcia ana', []],
    ])('q searches %s', async (_what, q, expected) => {
      const { status, body } = await get(`users?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(usernames(body)).toEqual(expected);
    });

    it.each([
      ['STUDENT', ['prof.lucia', 'ana.garcia', 'pablo.ruiz']],
      ['teacher', ['prof.emma', 'prof.lucia']],
      ['Admin', ['admin', 'bjefa']],
    ])('role=%s filters by role, in any case', async (role, expected) => {
      const { body } = await get(`users?role=${role}`);
      expect(usernames(body)).toEqual(expected);
    });

    it('combines search, role and paging and reports the total', async () => {
      const first = await get('users?role=STUDENT&page=1&size=2');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, size: 2 });
      expect(usernames(first.body.items)).toEqual(['prof.lucia', 'ana.garcia']);
      // The count badges: the search split by role, whatever the role filter.
      expect(first.body.counts).toEqual({ all: 6, ADMIN: 2, TEACHER: 2, STUDENT: 3 });
      const second = await get('users?role=STUDENT&page=2&size=2');
      expect(usernames(second.body.items)).toEqual(['pablo.ruiz']);
      expect(second.body.total).toBe(3);
      const beyond = await get('users?role=STUDENT&page=9&size=2');
      expect(beyond.body).toMatchObject({ items: [], total: 3, page: 9, size: 2 });
      const searched = await get('users?q=escuela.es&role=teacher&page=1');
      expect(searched.body).toMatchObject({ total: 2, page: 1, size: 20 });
      expect(usernames(searched.body.items)).toEqual(['prof.emma', 'prof.lucia']);
      expect(searched.body.counts).toEqual({ all: 3, ADMIN: 1, TEACHER: 2, STUDENT: 1 });
      // What the school has before any search or filter: the "of Y" and the badges (decision 117).
      expect(searched.body).toMatchObject({
        unfilteredTotal: 6,
        unfilteredCounts: { all: 6, ADMIN: 2, TEACHER: 2, STUDENT: 3 },
      });
      expect(first.body).toMatchObject({
        unfilteredTotal: 6,
        unfilteredCounts: { all: 6, ADMIN: 2, TEACHER: 2, STUDENT: 3 },
      });
      const unfiltered = await get('users?q=correo&page=1');
      expect(unfiltered.body).toMatchObject({
        total: 2,
        counts: { all: 2, ADMIN: 0, TEACHER: 0, STUDENT: 2 },
      });
    });

    it('size alone asks for the first page', async () => {
      const { body } = await get('users?size=1');
      expect(body).toMatchObject({ total: 6, page: 1, size: 1 });
      expect(usernames(body.items)).toEqual(['admin']);
    });

    it.each([
      ['page=0', 'La página debe ser un número entero mayor o igual que 1.'],
      ['page=abc', 'La página debe ser un número entero mayor o igual que 1.'],
      ['page=', 'La página debe ser un número entero mayor o igual que 1.'],
      ['size=0', 'El tamaño de página debe ser un número entero entre 1 y 100.'],
      ['size=101', 'El tamaño de página debe ser un número entero entre 1 y 100.'],
      ['size=2.5', 'El tamaño de página debe ser un número entero entre 1 y 100.'],
      ['role=ROOT', 'El rol debe ser ADMIN, TEACHER o STUDENT.'],
      [`q=${'a'.repeat(101)}`, 'La búsqueda no puede superar los 100 caracteres.'],
    ])('%s is refused with a Spanish 400', async (query, message) => {
      const { status, body } = await get(`users?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ error: message });
    });
  });

  describe('course lists', () => {
    it('active-courses: approved and not completed, in the shared course shape', async () => {
      const { status, body } = await get('active-courses');
      expect(status).toBe(200);
      expect(courseIds(body)).toEqual([ids.c1, ids.c3]);
      expect(body[0]).toEqual({
        id: ids.c1,
        name: 'Inglés general A1',
        description: 'Primeros pasos: saludos y rutina.',
        level: 'A1',
        type: 'INTENSIVO',
        language: 'en',
        approved: true,
        completed: false,
        completedAt: '2030-06-30',
        startDate: null,
        endDate: null,
        teacher: { name: 'Emma', surname: 'Thompson', username: 'prof.emma' },
        user: null,
        teacherUsername: 'prof.emma',
        teacherEmail: 'emma@escuela.es',
        numberOfStudents: 3,
        studentsCount: 3,
      });
    });

    it('pending-courses: not approved, a course without teacher included', async () => {
      const { body } = await get('pending-courses');
      expect(courseIds(body)).toEqual([ids.c2, ids.c5]);
      expect(body[1]).toMatchObject({ teacher: null, teacherUsername: null, teacherEmail: null });
    });

    it('all-courses: every course, with a status filter', async () => {
      expect(courseIds((await get('all-courses')).body)).toEqual([ids.c1, ids.c2, ids.c3, ids.c4, ids.c5]);
      expect(courseIds((await get('all-courses?status=completed')).body)).toEqual([ids.c4]);
      expect(courseIds((await get('all-courses?status=PENDING')).body)).toEqual([ids.c2, ids.c5]);
      expect(courseIds((await get('all-courses?status=active')).body)).toEqual([ids.c1, ids.c3]);
      const bad = await get('all-courses?status=activo');
      expect(bad).toEqual({
        status: 400,
        body: { error: 'El estado debe ser pending, active o completed.' },
      });
    });

    it('active and pending search name, description and teacher; all-courses only name and description', async () => {
      expect(courseIds((await get('active-courses?q=thompson')).body)).toEqual([ids.c1]);
      expect(courseIds((await get('active-courses?q=funcional')).body)).toEqual([ids.c3]);
      expect(courseIds((await get('pending-courses?q=emma')).body)).toEqual([ids.c2]);
      expect(courseIds((await get('pending-courses?q=100%25')).body)).toEqual([ids.c5]);
      expect(courseIds((await get('all-courses?q=thompson')).body)).toEqual([]);
      expect(courseIds((await get('all-courses?q=INGLÉS')).body)).toEqual([ids.c1, ids.c4]);
    });

    it("matches the teacher's full name and ignores case and accents in every course search", async () => {
      expect(courseIds((await get('pending-courses?q=Emma%20Thompson')).body)).toEqual([ids.c2]);
      expect(courseIds((await get('active-courses?q=emma%20thompson')).body)).toEqual([ids.c1]);
      expect(courseIds((await get('active-courses?q=lucia%20fernandez')).body)).toEqual([ids.c3]);
      expect(courseIds((await get('all-courses?q=ingles')).body)).toEqual([ids.c1, ids.c4]);
      expect(courseIds((await get('all-courses?q=espanol%20b1')).body)).toEqual([ids.c3]);
      expect(courseIds((await get('pending-courses?q=conversacion')).body)).toEqual([ids.c2]);
      const paged = await get('active-courses?q=EMMA%20THOMPSON&page=1');
      expect(paged.body).toMatchObject({ total: 1 });
    });

    it('pages with a total, and a status that contradicts the list matches nothing', async () => {
      const page = await get('all-courses?page=2&size=2');
      expect(page.body).toMatchObject({ total: 5, page: 2, size: 2 });
      expect(courseIds(page.body.items)).toEqual([ids.c3, ids.c4]);
      const searched = await get('all-courses?q=ingl&status=active&page=1&size=10');
      expect(searched.body).toMatchObject({ total: 1, unfilteredTotal: 5, page: 1, size: 10 });
      // The active list's own courses, before its search.
      expect((await get('active-courses?q=zzz-nada&page=1')).body).toMatchObject({
        total: 0,
        unfilteredTotal: 2,
      });
      expect(courseIds(searched.body.items)).toEqual([ids.c1]);
      const teacherPage = await get('pending-courses?q=thompson&page=1');
      expect(teacherPage.body).toMatchObject({ total: 1 });
      expect((await get('active-courses?status=pending')).body).toEqual([]);
      expect((await get('active-courses?status=pending&page=1')).body).toEqual({
        items: [],
        total: 0,
        unfilteredTotal: 2,
        page: 1,
        size: 20,
      });
      expect((await get('active-courses?status=active&page=1')).body.total).toBe(2);
    });
  });

  // The lists are serialized without a run-time schema check (decision 012): the contract is checked here.
  it.each([
    ['users', adminUserListSchema],
    ['users?q=escuela&role=TEACHER&page=1&size=5', adminUserPageSchema],
    ['active-courses', courseListSchema],
    ['pending-courses', courseListSchema],
    ['all-courses', courseListSchema],
    ['active-courses?page=1', adminCoursePageSchema],
    ['pending-courses?q=emma&page=1&size=3', adminCoursePageSchema],
    ['all-courses?status=completed&page=1', adminCoursePageSchema],
  ] as const)('GET /admin/%s answers exactly the contract, no field more or less', async (url, schema) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    // parse drops unknown fields and fails on missing or mistyped ones.
    expect(schema.parse(body)).toEqual(body);
  });
});
