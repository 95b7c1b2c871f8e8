import type { TeacherActivityResult } from '@aula/contract';
import type { EvaluationPayload } from '@aula/forms';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courseOwnedBy } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES as MSG } from '../courses/teacher-messages';
import type { Db } from '../db/client';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  questions,
  storedFiles,
  users,
} from '../db/schema';
import { HttpError } from '../errors';
import { tellGradePublished } from '../notifications/events';
import { teacherMediaPath } from '../questions/media-paths';
import { submissionColumns, submissionDates } from './submission-columns';

const student = alias(users, 'student');
const courseTeacher = alias(users, 'course_teacher');

/**
 * Submissions to the activities of the teacher's courses by students enrolled in them, newest first: one
 * statement whatever their number. `extra` narrows it (one result, one activity).
 */
export async function listResults(db: Db, teacherId: number, extra?: SQL): Promise<TeacherActivityResult[]> {
  const rows = await db
    .select({
      ...submissionColumns,
      autoCorrected: activityResults.autoCorrected,
      teacherName: courseTeacher.name,
      teacherSurname: courseTeacher.surname,
      studentName: student.name,
      studentSurname: student.surname,
      studentUsername: student.username,
      textAnswer: activityResults.textAnswer,
      fileName: storedFiles.originalName,
      fileId: activityResults.fileId,
      pendingReview: activityResults.pendingReview,
      autoScore: activityResults.autoScore,
      // Each speaking question of the test with the recording this student named in their answer.
      speaking: sql<{ questionId: number; questionText: string; recording: string | null }[] | null>`(
        select json_agg(json_build_object(
          'questionId', q.id, 'questionText', q.text,
          'recording', (select a->>'recording' from jsonb_array_elements(${activityResults.answers}) a
                        where (a->>'questionId')::int = q.id limit 1)) order by q.position, q.id)
        from ${questions} q where q.activity_id = ${activityResults.activityId} and q.kind = 'speaking')`,
    })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(student, eq(student.id, activityResults.studentId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, activityResults.studentId)),
    )
    .leftJoin(courseTeacher, eq(courseTeacher.id, courses.teacherId))
    .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
    .where(and(courseOwnedBy(teacherId), extra))
    .orderBy(sql`${activityResults.submittedAt} desc`, sql`${activityResults.id} desc`);
  return rows.map(
    ({
      dueDate,
      teacherName,
      teacherSurname,
      studentName,
      studentSurname,
      fileId,
      pendingReview,
      autoScore,
      speaking,
      ...row
    }) => ({
      ...row,
      ...submissionDates(row, dueDate),
      teacherName: teacherName === null ? null : `${teacherName} ${teacherSurname ?? ''}`.trim(),
      studentName: `${studentName} ${studentSurname}`.trim(),
      hasFile: fileId !== null && row.fileName !== null,
      // Only for a test with speaking questions: every other result keeps the spec's shape.
      ...(speaking?.length && {
        pendingReview,
        ...(autoScore !== null && { autoScore: Number(autoScore) }),
        speakingAnswers: speaking.map(({ questionId, questionText, recording }) => ({
          questionId,
          questionText,
          recordingUrl: recording ? teacherMediaPath(row.activityId, recording) : null,
        })),
      }),
    }),
  );
}

/**
 * Grades the hand-in of the student `username` to one of the teacher's activities (404 when there is none),
 * once only: the update applies while the score is still empty, so two teachers' tabs cannot both win (409).
 */
export async function evaluateResult(
  db: Db,
  teacherId: number,
  target: { activityId: number; username: string },
  { score, feedback }: EvaluationPayload,
): Promise<TeacherActivityResult> {
  const [found] = await listResults(
    db,
    teacherId,
    and(eq(activityResults.activityId, target.activityId), eq(student.username, target.username)),
  );
  if (!found) throw new HttpError(404, MSG.resultNotFound);
  const [graded] =
    found.score === null
      ? await db.transaction(async (tx) => {
          const rows = await tx
            .update(activityResults)
            .set({
              score,
              feedback,
              completedAt: new Date(),
              autoCorrected: false,
              evaluatedBy: teacherId,
              pendingReview: false,
            })
            .where(and(eq(activityResults.id, found.activityResultId), isNull(activityResults.score)))
            .returning({
              score: activityResults.score,
              feedback: activityResults.feedback,
              completedAt: activityResults.completedAt,
            });
          if (rows.length > 0) await tellGradePublished(tx, found.activityResultId);
          return rows;
        })
      : [];
  if (!graded) throw new HttpError(409, MSG.alreadyEvaluated);
  return {
    ...found,
    ...graded,
    completedAt: graded.completedAt?.toISOString() ?? null,
    autoCorrected: false,
    ...(found.pendingReview !== undefined && { pendingReview: false }),
  };
}

/**
 * The file of a hand-in, for the teacher of its course or the student who sent it; undefined for anyone
 * else, as if it did not exist, and `file: null` when the hand-in has no file.
 */
export async function resultFile(db: Db, resultId: number, userId: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
    .where(
      and(eq(activityResults.id, resultId), or(courseOwnedBy(userId), eq(activityResults.studentId, userId))),
    );
  return row;
}
