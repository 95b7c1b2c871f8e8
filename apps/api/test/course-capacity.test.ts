import { COURSE_SEATS, courseSeats, STUDENT_ENROL_MESSAGES } from '@aula/forms';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { enrolments } from '../src/db/schema';
import { COURSES } from '../src/seed/demo/courses';
import { describeEachDatabase } from './support/harness';
import { bearer, enrol, insertCourse, insertUser, type TestUser } from './support/student-fixtures';

/** Decision 140: an intensive course takes 3 students, a group course 15, a flexible one has no limit. */
describeEachDatabase('course capacity on enrolment', (ctx) => {
  let app: App;

  beforeAll(async () => {
    app = await ctx.app();
  });

  const enrolAs = (student: TestUser, courseId: number) =>
    app.inject({ method: 'POST', url: `/api/student/enroll/${courseId}`, headers: bearer(student) });
  const students = (n: number) => Promise.all(Array.from({ length: n }, () => insertUser(app, ['STUDENT'])));
  const enrolled = async (courseId: number) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(enrolments)
      .where(eq(enrolments.courseId, courseId));
    return row?.n;
  };
  const seatsLeftSeenBy = async (student: TestUser, courseId: number) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/student/available-courses',
      headers: bearer(student),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number; seatsLeft: number | null }[]).find((c) => c.id === courseId)
      ?.seatsLeft;
  };

  it('takes three students in an intensive course and refuses the fourth in Spanish', async () => {
    const courseId = await insertCourse(app.db, { type: 'INTENSIVO' });
    const [first, second, third, fourth] = (await students(4)) as [TestUser, TestUser, TestUser, TestUser];
    expect(await seatsLeftSeenBy(fourth, courseId)).toBe(COURSE_SEATS.INTENSIVO);
    for (const student of [first, second]) expect((await enrolAs(student, courseId)).statusCode).toBe(201);
    expect(await seatsLeftSeenBy(fourth, courseId)).toBe(1);
    expect((await enrolAs(third, courseId)).statusCode).toBe(201);
    // A full course stays on the list, marked full, so the student knows why it cannot be joined.
    expect(await seatsLeftSeenBy(fourth, courseId)).toBe(0);
    const refused = await enrolAs(fourth, courseId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: STUDENT_ENROL_MESSAGES.courseFull });
    expect(await enrolled(courseId)).toBe(3);
    // An enrolled student asking again is still told they are in it, not that it is full.
    expect((await enrolAs(first, courseId)).statusCode).toBe(400);
  });

  it('takes fifteen in a group course', async () => {
    const courseId = await insertCourse(app.db, { type: 'GRUPAL' });
    const already = await students(COURSE_SEATS.GRUPAL - 1);
    await enrol(app.db, courseId, ...already.map((s) => s.id));
    const [last, late] = (await students(2)) as [TestUser, TestUser];
    expect(await seatsLeftSeenBy(last, courseId)).toBe(1);
    expect((await enrolAs(last, courseId)).statusCode).toBe(201);
    expect((await enrolAs(late, courseId)).statusCode).toBe(409);
    expect(await enrolled(courseId)).toBe(COURSE_SEATS.GRUPAL);
  });

  it('sets no course-wide limit on a flexible course', async () => {
    const courseId = await insertCourse(app.db, { type: 'FLEXIBLE' });
    const already = await students(COURSE_SEATS.GRUPAL);
    await enrol(app.db, courseId, ...already.map((s) => s.id));
    const [next] = (await students(1)) as [TestUser];
    expect(await seatsLeftSeenBy(next, courseId)).toBeNull();
    expect((await enrolAs(next, courseId)).statusCode).toBe(201);
  });

  it('keeps the students of a course already over its limit and refuses new ones', async () => {
    const courseId = await insertCourse(app.db, { type: 'INTENSIVO' });
    const before = await students(5);
    await enrol(app.db, courseId, ...before.map((s) => s.id));
    const [next] = (await students(1)) as [TestUser];
    expect(await seatsLeftSeenBy(next, courseId)).toBe(0);
    expect((await enrolAs(next, courseId)).statusCode).toBe(409);
    expect(await enrolled(courseId)).toBe(5);
  });

  it('keeps every demo course within its format, with a full intensive one to show', () => {
    for (const course of COURSES) {
      const seats = courseSeats(course.type);
      if (seats !== null) expect(course.students.length, course.key).toBeLessThanOrEqual(seats);
    }
    expect(COURSES.some((c) => c.state === 'active' && c.students.length === courseSeats(c.type))).toBe(true);
  });

  it('gives the last place to exactly one of the students racing for it', async () => {
    const TRIALS = 8;
    const RACERS = 4;
    let winners = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const courseId = await insertCourse(app.db, { type: 'INTENSIVO' });
      const seated = await students(COURSE_SEATS.INTENSIVO - 1);
      await enrol(app.db, courseId, ...seated.map((s) => s.id));
      const racers = await students(RACERS);
      const answers = await Promise.all(racers.map((student) => enrolAs(student, courseId)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      winners += statuses.filter((status) => status === 201).length;
      expect(await enrolled(courseId)).toBe(COURSE_SEATS.INTENSIVO);
    }
    expect(winners).toBe(TRIALS);
  });
});
