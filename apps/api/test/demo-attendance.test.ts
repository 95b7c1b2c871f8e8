import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { courses } from '../src/db/schema';
import { seedAttendance } from '../src/seed/demo/attendance';
import { minutesFromNow, weeklyClassAt } from './support/classes';
import { describeEachDatabase } from './support/harness';
import { enrol, makeCourse, makeUser, type TestUser } from './support/teacher';

const DAY_MINUTES = 24 * 60;

describeEachDatabase('demo attendance', (ctx) => {
  let app: App;
  let teacher: TestUser;
  let course: Awaited<ReturnType<typeof makeCourse>>;
  let students: TestUser[];
  let latestKey: string;

  beforeAll(async () => {
    app = await ctx.app();
    teacher = await makeUser(app, ['TEACHER']);
    course = await makeCourse(app.db, teacher.id);
    students = [];
    for (const name of ['Ana', 'Bea', 'Carla']) {
      const student = await makeUser(app, ['STUDENT'], name, 'Demo');
      await enrol(app.db, course.id, student.id);
      students.push(student);
    }
    // Weekly, the last one yesterday: four classes in the last four weeks, and the next one tomorrow + 6.
    latestKey = await weeklyClassAt(app.db, course.id, minutesFromNow(-DAY_MINUTES));
    const firstDay = new Date(Date.parse(latestKey) - 35 * DAY_MINUTES * 60_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.parse(latestKey) + 35 * DAY_MINUTES * 60_000).toISOString().slice(0, 10);
    await app.db
      .update(courses)
      .set({ startDate: firstDay, endDate: lastDay })
      .where(eq(courses.id, course.id));
    await app.db.transaction((tx) => seedAttendance(tx, 'Europe/Madrid', new Date()));
  });

  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${teacher.token}` } })).json();

  it('takes the registers of past classes, with one student below 80 % for the warning', async () => {
    const rates = await get(`/api/teacher/course/${course.id}/attendance`);
    expect(
      rates.map(
        (row: { present: number; late: number; absent: number }) => row.present + row.late + row.absent,
      ),
    ).toEqual([3, 3, 3]);
    expect(rates.filter((row: { warning: boolean }) => row.warning)).toHaveLength(1);
  });

  it('leaves the latest class to take, its default coming from who joined', async () => {
    const sheet = await get(`/api/teacher/course/${course.id}/class/${Date.parse(latestKey)}/attendance`);
    expect(sheet.taken).toBe(false);
    expect(sheet.students.some((row: { joinedAt: string | null }) => row.joinedAt !== null)).toBe(true);
    expect(
      sheet.students.every(
        (row: { status: string; joinedAt: string | null }) =>
          (row.status === 'absent') === (row.joinedAt === null),
      ),
    ).toBe(true);
  });
});
