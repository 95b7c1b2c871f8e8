import type { TestReview } from '@aula/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import type { Db } from '../db/client';
import type { SubmittedAnswer } from '../db/question-data';
import { activities, activityResults, courses, enrolments, users } from '../db/schema';
import { HttpError } from '../errors';
import { studentMediaPath } from './media-paths';
import { keyShownNow, type ReviewSource, reviewQuestions } from './review';

const evaluator = alias(users, 'evaluator');

/**
 * Everything the review needs in ONE statement: the test (through the student's enrolment), the student's own
 * result (left joined: none means not submitted), every question with its options' correctness as one JSON
 * list (as grading reads it, decision 127) and, for a result stored before every kind was kept as given,
 * its single choices from test_answers.
 */
async function loadReview(db: Db, activityId: number, studentId: number) {
  const [row] = await db
    .select({
      title: activities.title,
      type: activities.type,
      dueDate: activities.dueDate,
      allowLateAttempts: activities.allowLateAttempts,
      courseCompleted: courses.completed,
      resultId: activityResults.id,
      score: activityResults.score,
      feedback: activityResults.feedback,
      submittedAt: activityResults.submittedAt,
      completedAt: activityResults.completedAt,
      pendingReview: activityResults.pendingReview,
      answers: activityResults.answers,
      gradedBy: sql<string | null>`${evaluator.name} || ' ' || ${evaluator.surname}`,
      questions: sql<ReviewSource[] | null>`(
        select json_agg(json_build_object(
          'id', q.id, 'text', q.text, 'kind', q.kind, 'data', q.data,
          'options', (select coalesce(json_agg(json_build_object('id', o.id, 'text', o.text, 'correct', o.correct)
                                               order by o.position, o.id), '[]'::json)
                      from options o where o.question_id = q.id))
          order by q.position, q.id)
        from questions q where q.activity_id = ${activities.id})`,
      singleChoices: sql<SubmittedAnswer[] | null>`(
        select json_agg(json_build_object('questionId', t.question_id, 'selectedOptionId', t.option_id))
        from test_answers t where t.result_id = ${activityResults.id} and t.option_id is not null)`,
    })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, activities.courseId), eq(enrolments.studentId, studentId)),
    )
    .leftJoin(
      activityResults,
      and(eq(activityResults.activityId, activities.id), eq(activityResults.studentId, studentId)),
    )
    .leftJoin(evaluator, eq(evaluator.id, activityResults.evaluatedBy))
    .where(eq(activities.id, activityId));
  return row;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The student's own submitted test, question by question (decision 163). 404 outside the student's courses,
 * 400 for a task, 409 before the student submitted it: a review never shows a question before that.
 */
export async function testReview(
  db: Db,
  activityId: number,
  studentId: number,
  now: Date,
): Promise<TestReview> {
  const row = await loadReview(db, activityId, studentId);
  if (!row) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
  if (row.type !== 'TEST') throw new HttpError(400, STUDENT_MESSAGES.notATest);
  if (row.resultId === null || row.submittedAt === null)
    throw new HttpError(409, STUDENT_MESSAGES.testNotSubmitted);
  const keyShown = keyShownNow(row, now);
  return {
    activityId,
    title: row.title,
    score: row.score === null ? null : Number(row.score),
    feedback: row.feedback,
    pendingReview: row.pendingReview ?? false,
    gradedBy: row.gradedBy,
    submittedAt: iso(row.submittedAt),
    completedAt: row.completedAt === null ? null : iso(row.completedAt),
    keyShown,
    keyShownAt: row.allowLateAttempts ? null : iso(row.dueDate),
    questions: reviewQuestions(row.questions ?? [], row.answers ?? row.singleChoices ?? [], {
      keyShown,
      mediaUrl: (file) => studentMediaPath(activityId, file),
    }),
  };
}
