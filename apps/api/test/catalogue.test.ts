import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { classSlots, mailOutbox } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';
import { register, validRegistration } from './support/helpers';
import { auth, enrol, makeCourse, makeUser, type TestUser } from './support/teacher';

/**
 * The public catalogue (decision 143): its JSON, and its pages rendered by the server. The front end's
 * server module is replaced by a small stand-in that shows what it was given, so these tests check the
 * server's part (data, status codes, head, cache) without a build of the app.
 */
const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <title>Aula</title>
    <meta name="description" content="Escuela" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const RENDERER = `
const escape = (text) => String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export const renderCataloguePage = (data) => ({
  title: data.kind === 'course' ? data.course.name + ' · Aula' : 'Cursos · Aula',
  description: 'Cursos de idiomas abiertos en Aula.',
  html: data.kind === 'course'
    ? '<h1>' + escape(data.course.name) + '</h1>'
    : '<ul>' + data.courses.map((c) => '<li>' + escape(c.path) + '</li>').join('') + '</ul>',
});
export const renderNotFoundPage = () => ({ title: 'No encontrada · Aula', description: 'No existe.', html: '<h1>Página no encontrada</h1>' });
export const publicPagePaths = ['/', '/cursos', '/idiomas/ingles', '/faq'];
export const cataloguePages = { '/cursos': {}, '/idiomas/ingles': { language: 'en' }, '/cursos/grupal': { type: 'GRUPAL' } };
`;

describeEachDatabase('public course catalogue', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let admin: TestUser;
  let student: TestUser;
  let open: { id: number; name: string };
  let group: { id: number };
  let flexible: { id: number };
  let pending: { id: number };
  let finished: { id: number };

  // A fixed day: the catalogue drops a course after its last day (the courses below run to 2027-01-31).
  const NOW = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const root = await ctx.tempDir();
    await mkdir(path.join(root, '.ssr'), { recursive: true });
    await writeFile(path.join(root, '.ssr/catalogue.html'), TEMPLATE);
    await writeFile(path.join(root, '.ssr/prerender-entry.js'), RENDERER);
    await writeFile(path.join(root, '200.html'), '<!doctype html><title>shell</title>');
    app = await ctx.app({ staticDir: root, publicUrl: 'https://escuela.example' });
    teacher = await makeUser(app, ['TEACHER'], 'Emma', 'Thompson');
    admin = await makeUser(app, ['ADMIN']);
    student = await makeUser(app, ['STUDENT']);
    open = await makeCourse(app.db, teacher.id, {
      name: 'Inglés general A1',
      type: 'INTENSIVO',
      level: 'A1',
      startDate: '2026-12-01',
      endDate: '2027-01-31',
      meetingUrl: 'https://meet.example/secreto',
    });
    await app.db.insert(classSlots).values([
      { courseId: open.id, weekday: 3, startMinute: 18 * 60, durationMinutes: 90 },
      { courseId: open.id, weekday: 1, startMinute: 18 * 60, durationMinutes: 90 },
    ]);
    await enrol(app.db, open.id, student.id);
    group = await makeCourse(app.db, teacher.id, { language: 'fr', type: 'GRUPAL', level: 'B1' });
    flexible = await makeCourse(app.db, null, { language: 'es', type: 'FLEXIBLE', level: 'C1' });
    pending = await makeCourse(app.db, teacher.id, { approved: false, name: 'Alemán pendiente' });
    finished = await makeCourse(app.db, teacher.id, { completed: true });
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const listed = async (query = '') =>
    ((await get(`/api/public/courses${query}`)).json() as { courses: { id: number }[] }).courses.map(
      (course) => course.id,
    );

  describe('GET /api/public/courses', () => {
    it('lists approved, unfinished courses only, to anyone, without a session', async () => {
      const ids = await listed();
      expect(ids).toEqual(expect.arrayContaining([open.id, group.id, flexible.id]));
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(finished.id);
    });

    it('shows the teacher by name, the timetable, dates and places left, and nothing private', async () => {
      const response = await get(`/api/public/courses/${open.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: open.id,
        path: `/cursos/${open.id}-ingles-general-a1`,
        name: 'Inglés general A1',
        description: 'Un curso de prueba con una descripción suficiente.',
        level: 'A1',
        type: 'INTENSIVO',
        language: 'en',
        teacherName: 'Emma Thompson',
        startDate: '2026-12-01',
        endDate: '2027-01-31',
        timetable: [
          { weekday: 1, startTime: '18:00', durationMinutes: 90 },
          { weekday: 3, startTime: '18:00', durationMinutes: 90 },
        ],
        seats: 3,
        seatsLeft: 2,
      });
      expect(response.body).not.toContain(teacher.email);
      expect(response.body).not.toContain(teacher.username);
      expect(response.body).not.toContain('meet.example');
    });

    it('gives a group course 15 places and a flexible one no course-wide limit', async () => {
      const { courses } = (await get('/api/public/courses')).json() as {
        courses: {
          id: number;
          seats: number | null;
          seatsLeft: number | null;
          teacherName: string | null;
        }[];
      };
      expect(courses.find((course) => course.id === group.id)).toMatchObject({ seats: 15, seatsLeft: 15 });
      expect(courses.find((course) => course.id === flexible.id)).toMatchObject({
        seats: null,
        seatsLeft: null,
        teacherName: null,
      });
    });

    it('filters by language, level and format', async () => {
      expect(await listed('?language=fr')).toEqual([group.id]);
      expect(await listed('?level=C1')).toEqual([flexible.id]);
      expect(await listed('?type=INTENSIVO&language=en')).toEqual([open.id]);
      expect(await listed('?type=GRUPAL&language=es')).toEqual([]);
    });

    it('answers in pages of 24, with the number of matching courses', async () => {
      const first = (await get('/api/public/courses')).json();
      expect(first).toMatchObject({ page: 1, pageSize: 24, total: first.courses.length });
      const second = (await get('/api/public/courses?page=2')).json();
      expect(second).toEqual({ courses: [], total: first.total, page: 2, pageSize: 24 });
      const bad = await get('/api/public/courses?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'La página no es válida.' });
    });

    it('refuses an unknown filter value or parameter with a Spanish message', async () => {
      const bad = await get('/api/public/courses?language=xx');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'El idioma no es válido.' });
      const unknown = await get('/api/public/courses?teacher=1');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: 'La petición contiene parámetros no permitidos.' });
    });

    it('answers the same 404 for a pending, a finished and an unknown course', async () => {
      for (const id of [pending.id, finished.id, 2_000_000_000]) {
        const response = await get(`/api/public/courses/${id}`);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toEqual({ error: 'El curso no existe o ya no está disponible.' });
      }
    });
  });

  describe("a course's last day", () => {
    it('keeps a course past its last day out before an administrator finishes it, at the school midnight', async () => {
      const endedYesterday = await makeCourse(app.db, teacher.id, { endDate: '2026-11-24' });
      const endsToday = await makeCourse(app.db, teacher.id, { endDate: '2026-11-25' });
      // Without an end date, the date the course was created to finish by is its last day.
      const pastFinishBy = await makeCourse(app.db, teacher.id, { completedAt: '2026-11-20' });
      try {
        const ids = await listed();
        expect(ids).toContain(endsToday.id);
        expect(ids).not.toContain(endedYesterday.id);
        expect(ids).not.toContain(pastFinishBy.id);
        expect((await get(`/api/public/courses/${endedYesterday.id}`)).statusCode).toBe(404);
        expect((await get(`/cursos/${endedYesterday.id}-curso`)).statusCode).toBe(404);

        // 23:30 UTC on the 25th is already the 26th in Madrid: the course that ended on the 25th is gone.
        vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
        expect(await listed()).not.toContain(endsToday.id);
        vi.setSystemTime(new Date('2026-11-25T22:30:00Z'));
        expect(await listed()).toContain(endsToday.id);
      } finally {
        vi.setSystemTime(NOW);
      }
    });
  });

  describe('pages rendered by the server', () => {
    it('renders /cursos with its data, canonical URL and schema.org list', async () => {
      const response = await get('/cursos');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Cursos · Aula</title>');
      expect(response.body).toContain('<link rel="canonical" href="https://escuela.example/cursos">');
      expect(response.body).toContain(`<li>/cursos/${open.id}-ingles-general-a1</li>`);
      expect(response.body).not.toContain('Alemán pendiente');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
      expect(JSON.parse(jsonLd ?? '')).toMatchObject({ '@type': 'ItemList' });
      const data = /<script type="application\/json" id="catalogue-data">(.*?)<\/script>/s.exec(
        response.body,
      );
      expect(JSON.parse(data?.[1] ?? '')).toMatchObject({ kind: 'list', path: '/cursos', filters: {} });
    });

    it('renders the page the address asks for (?pagina=), and the first for a nonsense one', async () => {
      const dataOf = async (url: string) => {
        const body = (await get(url)).body;
        const data = /<script type="application\/json" id="catalogue-data">(.*?)<\/script>/s.exec(body);
        return JSON.parse(data?.[1] ?? '{}') as { page: number; courses: unknown[]; total: number };
      };
      expect(await dataOf('/cursos?pagina=2')).toMatchObject({ page: 2, courses: [] });
      expect((await dataOf('/cursos?pagina=abc')).page).toBe(1);
    });

    it("applies a page's own filter and the visitor's (?nivel=)", async () => {
      const english = await get('/idiomas/ingles');
      expect(english.body).toContain(`/cursos/${open.id}-`);
      expect(english.body).not.toContain(`/cursos/${group.id}-`);
      const byLevel = await get('/cursos?nivel=B1');
      expect(byLevel.body).toContain(`/cursos/${group.id}-`);
      expect(byLevel.body).not.toContain(`/cursos/${open.id}-`);
    });

    it("renders a course's page with schema.org Course data, and redirects any other slug to its own", async () => {
      const page = await get(`/cursos/${open.id}-ingles-general-a1`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Inglés general A1 · Aula</title>');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1];
      expect(JSON.parse(jsonLd ?? '')).toMatchObject({
        '@type': 'Course',
        name: 'Inglés general A1',
        url: `https://escuela.example/cursos/${open.id}-ingles-general-a1`,
        hasCourseInstance: { instructor: { name: 'Emma Thompson' } },
      });
      for (const wrong of [`/cursos/${open.id}`, `/cursos/${open.id}-otro-nombre`]) {
        const redirect = await get(wrong);
        expect(redirect.statusCode, wrong).toBe(301);
        expect(redirect.headers.location).toBe(`/cursos/${open.id}-ingles-general-a1`);
      }
    });

    it('answers a real 404 page for an unknown or unapproved course and an unknown language', async () => {
      for (const url of [
        `/cursos/${pending.id}-aleman-pendiente`,
        '/cursos/2000000000-x',
        '/idiomas/klingon',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toContain('<h1>Página no encontrada</h1>');
      }
    });

    it('keeps text a teacher typed from closing the JSON-LD or data script', async () => {
      const hostile = await makeCourse(app.db, teacher.id, {
        name: 'Curso </script><script>alert(1)</script>',
        language: 'de',
      });
      const page = await get(`/cursos/${hostile.id}-curso-script-script-alert-1-script`);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).toContain('\\u003c/script>');
    });

    it('shows a course an administrator approves at once, in /cursos and in sitemap.xml', async () => {
      const before = await get('/cursos');
      const sitemapBefore = await get('/sitemap.xml');
      expect(before.body).not.toContain(`/cursos/${pending.id}-`);
      expect(sitemapBefore.body).not.toContain(`/cursos/${pending.id}-`);

      const approved = await app.inject({
        method: 'PUT',
        url: `/api/admin/approve-course/${pending.id}`,
        headers: auth(admin.token),
      });
      expect(approved.statusCode).toBe(200);

      expect((await get('/cursos')).body).toContain(`<li>/cursos/${pending.id}-aleman-pendiente</li>`);
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
      expect(sitemap.body).toContain(
        `<loc>https://escuela.example/cursos/${pending.id}-aleman-pendiente</loc>`,
      );
      for (const page of ['/', '/cursos', '/idiomas/ingles', '/faq'])
        expect(sitemap.body).toContain(`<loc>https://escuela.example${page}</loc>`);
    });

    it("shows a teacher's new name at once after they change it in Configuración", async () => {
      const lucia = await makeUser(app, ['TEACHER'], 'Lucía', 'Gómez');
      const course = await makeCourse(app.db, lucia.id, { name: 'Francés B2' });
      const url = `/cursos/${course.id}-frances-b2`;
      expect((await get(url)).body).toContain('Lucía Gómez');

      const renamed = await app.inject({
        method: 'PUT',
        url: '/api/account/profile',
        headers: auth(lucia.token),
        payload: { name: 'Lucía', surname: 'Gómez Ruiz' },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await get(url)).body).toContain('Lucía Gómez Ruiz');
    });

    it('tells search engines to keep out of the panels and the API', async () => {
      const robots = await get('/robots.txt');
      expect(robots.statusCode).toBe(200);
      for (const path of ['/api/', '/admin', '/teacher', '/student'])
        expect(robots.body).toContain(`Disallow: ${path}\n`);
      expect(robots.body).toContain('Sitemap: https://escuela.example/sitemap.xml');
    });
  });

  describe("'Inscribirse' through registration", () => {
    const linkOf = async (email: string) => {
      const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      return /https:\/\/escuela\.example\/verify\?\S+/.exec(mail?.textBody ?? '')?.[0] ?? '';
    };

    it('carries a same-site return path into the verification link', async () => {
      const payload = validRegistration();
      const response = await register(app, { ...payload, next: `/inscribirse/${open.id}` });
      expect(response.statusCode).toBe(201);
      expect(await linkOf(payload.email)).toMatch(
        new RegExp(`^https://escuela\\.example/verify\\?token=[\\w-]+&next=%2Finscribirse%2F${open.id}$`),
      );
    });

    it('drops a return path to another site, without refusing the registration', async () => {
      for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        const payload = validRegistration();
        const response = await register(app, { ...payload, next });
        expect(response.statusCode, next).toBe(201);
        expect(await linkOf(payload.email), next).toMatch(
          /^https:\/\/escuela\.example\/verify\?token=[\w-]+$/,
        );
      }
    });
  });
});
