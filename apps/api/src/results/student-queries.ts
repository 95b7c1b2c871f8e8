import type { StudentActivityResult } from '@aula/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { activities, activityResults, courses, enrolments, storedFiles, users } from '../db/schema';
import { submissionColumns, submissionDates } from './submission-columns';

const teacher = alias(users, 'teacher');

const evaluator = alias(users, 'evaluator');

const student = alias(users, 'student');

/** What a hand-in needs to know about the activity, or undefined when it is not the student's to do. */
export async function submissionTarget(db: Db, activityId: number, studentId: number) {
  const [row] = await db
    .select({
      type: activities.type,
      courseCompleted: courses.completed,
      submitted: sql<boolean>`exists (select 1 from ${activityResults} r where r.activity_id = ${activities.id} and r.student_id = ${studentId})`,
    })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, activities.courseId), eq(enrolments.studentId, studentId)),
    )
    .where(eq(activities.id, activityId));
  return row;
}

/** The student's own results, newest first, in one statement. */
export async function studentResults(db: Db, studentId: number): Promise<StudentActivityResult[]> {
  const rows = await db
    .select({
      ...submissionColumns,
      // Who graded it, else the course's teacher (a test is graded by the server, in the teacher's name).
      teacherName: sql<
        string | null
      >`coalesce(${evaluator.name} || ' ' || ${evaluator.surname}, ${teacher.name} || ' ' || ${teacher.surname})`,
      studentName: sql<string>`${student.name} || ' ' || ${student.surname}`,
      studentUsername: student.username,
      textAnswer: activityResults.textAnswer,
      fileName: storedFiles.originalName,
      pendingReview: activityResults.pendingReview,
    })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(student, eq(student.id, activityResults.studentId))
    .leftJoin(teacher, eq(teacher.id, courses.teacherId))
    .leftJoin(evaluator, eq(evaluator.id, activityResults.evaluatedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
    .where(eq(activityResults.studentId, studentId))
    .orderBy(desc(activityResults.submittedAt), desc(activityResults.id));
  return rows.map(({ dueDate, pendingReview, ...row }) => ({
    ...row,
    score: row.score === null ? null : Number(row.score),
    ...submissionDates(row, dueDate),
    // Only when true ('pendiente de corrección'): every other result keeps the spec's shape.
    ...(pendingReview && { pendingReview: true }),
  }));
}
