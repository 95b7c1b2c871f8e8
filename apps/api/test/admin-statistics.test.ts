import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { deleteAccount } from '../src/own-data/deletion';
import { auth, enrol, insertCourse, insertUser, tokenFor } from './support/admin';
import { describeEachDatabase } from './support/harness';

const LANGUAGES = ['Inglés', 'Español', 'Alemán', 'Francés'];

describeEachDatabase('GET /admin/statistics', (ctx) => {
  async function statistics(app: App, token: string) {
    const response = await app.inject({ method: 'GET', url: '/api/admin/statistics', headers: auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('is all zeros for a school with only its administrator', async () => {
    const app = await ctx.app({}, { database: await ctx.freshDatabase() });
    const admin = await insertUser(app.db, { roles: ['ADMIN'] });
    expect(await statistics(app, await tokenFor(app, admin.id))).toEqual({
      languages: LANGUAGES,
      coursesPerLanguage: [0, 0, 0, 0],
      teachersPerLanguage: [0, 0, 0, 0],
      studentsPerLanguage: [0, 0, 0, 0],
      totalTeachers: 0,
      totalStudents: 0,
      totalCourses: 0,
      completedCourses: 0,
      pendingCourses: 0,
    });
  });

  it('lists and counts the accounts in use: each person once, a deleted account not at all', async () => {
    const app = await ctx.app({}, { database: await ctx.freshDatabase() });
    const admin = await insertUser(app.db, { roles: ['ADMIN'] });
    const token = await tokenFor(app, admin.id);
    await insertUser(app.db, { roles: ['TEACHER', 'STUDENT'] });
    await insertUser(app.db, { roles: ['STUDENT'] });
    const leaving = await insertUser(app.db, { roles: ['STUDENT'] });
    await deleteAccount(app.db, leaving.id);

    // The spec's figures count roles: the teacher who also studies is in both, the deleted student in neither.
    expect(await statistics(app, token)).toMatchObject({ totalTeachers: 1, totalStudents: 2 });
    const list = await app.inject({ method: 'GET', url: '/api/admin/users?page=1', headers: auth(token) });
    // Both administrators (the app's first one too), the teacher who also studies once, the student.
    expect(list.json()).toMatchObject({ total: 4, counts: { all: 4, ADMIN: 2, TEACHER: 1, STUDENT: 2 } });
    expect(list.json().items.map((user: { id: number }) => user.id)).not.toContain(leaving.id);
    const searched = await app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent('eliminado')}&page=1`,
      headers: auth(token),
    });
    expect(searched.json()).toMatchObject({ total: 0, items: [] });
  });

  describe('on a known school', () => {
    let app: App;
    let token: string;
    let courses: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g', number>;

    beforeAll(async () => {
      app = await ctx.app();
      const db = app.db;
      const admin = await insertUser(db, { roles: ['ADMIN'] });
      token = await tokenFor(app, admin.id);
      const t1 = await insertUser(db, { roles: ['TEACHER'] });
      const t2 = await insertUser(db, { roles: ['TEACHER'] });
      const t3 = await insertUser(db, { roles: ['TEACHER'] });
      await insertUser(db, { roles: ['TEACHER'] }); // teaches nothing yet
      const ts = await insertUser(db, { roles: ['TEACHER', 'STUDENT'] });
      const s1 = await insertUser(db, { roles: ['STUDENT'] });
      const s2 = await insertUser(db, { roles: ['STUDENT'] });
      await insertUser(db, { roles: ['STUDENT'] }); // enrolled nowhere
      await insertUser(db, { roles: ['STUDENT'], verified: false }); // registered, not verified yet

      const a = await insertCourse(db, { language: 'en', status: 'active', teacherId: t1.id });
      const b = await insertCourse(db, { language: 'en', status: 'completed', teacherId: t1.id });
      const c = await insertCourse(db, { language: 'en', status: 'pending', teacherId: t2.id });
      const d = await insertCourse(db, { language: 'fr', status: 'active', teacherId: t2.id });
      const e = await insertCourse(db, { language: 'es', status: 'pending', teacherId: t3.id });
      const f = await insertCourse(db, { language: 'de', status: 'active', teacherId: ts.id });
      const g = await insertCourse(db, { language: 'fr', status: 'pending', teacherId: null });
      await enrol(db, a.id, [s1.id, s2.id, ts.id]);
      await enrol(db, b.id, [s1.id]);
      await enrol(db, d.id, [s1.id]);
      courses = { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id, f: f.id, g: g.id };
    });

    it('counts per language and in total, as decision 011 defines them', async () => {
      expect(await statistics(app, token)).toEqual({
        languages: LANGUAGES,
        // en: a, b, c; es: e; de: f; fr: d, g
        coursesPerLanguage: [3, 1, 1, 2],
        // Distinct teachers with a course in the language; a course without teacher adds none.
        teachersPerLanguage: [2, 1, 1, 1],
        // Distinct students enrolled in a course of the language: s1 counts once in English for two courses.
        studentsPerLanguage: [3, 0, 0, 1],
        // Everyone holding the role, teaching or not, verified or not; the teacher-student counts in both.
        totalTeachers: 5,
        totalStudents: 5,
        totalCourses: 7,
        completedCourses: 1,
        pendingCourses: 3,
      });
    });

    it('sees a change made by anyone, not only by the administrator routes (nothing stale is served)', async () => {
      const first = await statistics(app, token);
      expect(await statistics(app, token)).toEqual(first);
      // A new student enrols in the German course straight in the database, as the student routes would.
      const newcomer = await insertUser(app.db, { roles: ['STUDENT'] });
      await enrol(app.db, courses.f, [newcomer.id]);
      const after = await statistics(app, token);
      expect(after.studentsPerLanguage).toEqual([
        first.studentsPerLanguage[0],
        first.studentsPerLanguage[1],
        first.studentsPerLanguage[2] + 1,
        first.studentsPerLanguage[3],
      ]);
      expect(after.totalStudents).toBe(first.totalStudents + 1);
      // Undo, so the next test starts from the known school again; the figures follow back.
      await app.db.delete(users).where(eq(users.id, newcomer.id));
      expect(await statistics(app, token)).toEqual(first);
    });

    it('follows the administrator transitions', async () => {
      const act = async (method: 'PUT' | 'DELETE', path: string) => {
        const response = await app.inject({ method, url: `/api/admin/${path}`, headers: auth(token) });
        expect(response.statusCode, response.body).toBe(200);
      };
      await act('PUT', `approve-course/${courses.c}`);
      await act('PUT', `complete-course/${courses.a}`);
      await act('DELETE', `reject-course/${courses.e}`);
      const after = await statistics(app, token);
      expect(after).toMatchObject({
        coursesPerLanguage: [3, 0, 1, 2],
        teachersPerLanguage: [2, 0, 1, 1],
        studentsPerLanguage: [3, 0, 0, 1],
        totalCourses: 6,
        completedCourses: 2,
        pendingCourses: 1,
      });
      // The panel's "active" card: total − completed − pending.
      expect(after.totalCourses - after.completedCourses - after.pendingCourses).toBe(3);
    });
  });
});
