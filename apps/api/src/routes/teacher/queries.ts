import type { TeacherActivity, TeacherActivityResult, TeacherMaterial } from '@aula/api-client';
import { youtubeWatchLink } from '@aula/forms';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  materials,
  storedFiles,
  users,
} from '../../db/schema';
import { HttpError } from '../../errors';
import { TEACHER_SERVER_MESSAGES } from './messages';

/**
 * Queries of the teacher's API. Ownership is part of every statement: a course counts only when its
 * teacher_id is the session user, so another teacher's course, material or activity is simply not found.
 */

/** 404 unless the course exists and belongs to the teacher. */
export async function requireOwnCourse(db: Db, courseId: number, teacherId: number): Promise<void> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId)));
  if (!row) throw new HttpError(404, TEACHER_SERVER_MESSAGES.courseNotFound);
}

// ---------------------------------------------------------------------------------------------------------
// Activity results
// ---------------------------------------------------------------------------------------------------------

const student = alias(users, 'student');
const courseTeacher = alias(users, 'course_teacher');

/**
 * Submissions to the activities of the teacher's courses by students enrolled in them, newest first: one
 * statement whatever their number. `extra` narrows it (one result, one activity).
 */
export async function listResults(db: Db, teacherId: number, extra?: SQL): Promise<TeacherActivityResult[]> {
  const rows = await db
    .select({
      activityResultId: activityResults.id,
      activityId: activities.id,
      activityTitle: activities.title,
      activityType: activities.type,
      courseId: courses.id,
      courseName: courses.name,
      score: activityResults.score,
      feedback: activityResults.feedback,
      completedAt: activityResults.completedAt,
      submittedAt: activityResults.submittedAt,
      autoCorrected: activityResults.autoCorrected,
      teacherName: courseTeacher.name,
      teacherSurname: courseTeacher.surname,
      studentName: student.name,
      studentSurname: student.surname,
      studentUsername: student.username,
      textAnswer: activityResults.textAnswer,
      fileName: storedFiles.originalName,
      fileId: activityResults.fileId,
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
    .where(and(eq(courses.teacherId, teacherId), extra))
    .orderBy(sql`${activityResults.submittedAt} desc`, sql`${activityResults.id} desc`);
  return rows.map((row) => ({
    activityResultId: row.activityResultId,
    activityId: row.activityId,
    activityTitle: row.activityTitle,
    activityType: row.activityType,
    courseId: row.courseId,
    courseName: row.courseName,
    score: row.score,
    feedback: row.feedback,
    completedAt: row.completedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt.toISOString(),
    autoCorrected: row.autoCorrected,
    teacherName: row.teacherName === null ? null : `${row.teacherName} ${row.teacherSurname ?? ''}`.trim(),
    studentName: `${row.studentName} ${row.studentSurname}`.trim(),
    studentUsername: row.studentUsername,
    textAnswer: row.textAnswer,
    fileName: row.fileName,
    hasFile: row.fileId !== null && row.fileName !== null,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Materials
// ---------------------------------------------------------------------------------------------------------

const materialColumns = {
  id: materials.id,
  title: materials.title,
  youtubeVideoId: materials.youtubeVideoId,
  uploadedAt: materials.uploadedAt,
  fileId: storedFiles.id,
  originalName: storedFiles.originalName,
};

interface MaterialRow {
  id: number;
  title: string;
  youtubeVideoId: string | null;
  uploadedAt: Date;
  fileId: string | null;
  originalName: string | null;
}

function toMaterialJson(row: MaterialRow): TeacherMaterial {
  return {
    id: row.id,
    title: row.title,
    filename: row.fileId,
    originalName: row.originalName,
    youtubeLink: row.youtubeVideoId ? youtubeWatchLink(row.youtubeVideoId) : null,
    uploadedAt: row.uploadedAt.toISOString(),
    hasFile: row.fileId !== null,
  };
}

/** The materials of one of the teacher's courses, or of one material (`materialId`), oldest first. */
export async function listMaterials(
  db: Db,
  teacherId: number,
  where: { courseId: number } | { materialId: number },
): Promise<TeacherMaterial[]> {
  const rows = await db
    .select(materialColumns)
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .where(
      and(
        eq(courses.teacherId, teacherId),
        'courseId' in where ? eq(materials.courseId, where.courseId) : eq(materials.id, where.materialId),
      ),
    )
    .orderBy(materials.uploadedAt, materials.id);
  return rows.map(toMaterialJson);
}

/** The material's row if it belongs to one of the teacher's courses (for update and delete), locked. */
export async function lockOwnMaterial(db: Db, materialId: number, teacherId: number) {
  const [row] = await db
    .select({ id: materials.id, fileId: materials.fileId })
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .where(and(eq(materials.id, materialId), eq(courses.teacherId, teacherId)))
    .for('update', { of: materials });
  if (!row) throw new HttpError(404, TEACHER_SERVER_MESSAGES.materialNotFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Activities
// ---------------------------------------------------------------------------------------------------------

const activityColumns = {
  id: activities.id,
  courseId: activities.courseId,
  title: activities.title,
  description: activities.description,
  type: activities.type,
  dueDate: activities.dueDate,
  questionCount:
    sql<number>`(select count(*)::int from questions q where q.activity_id = ${activities.id})`.mapWith(
      Number,
    ),
  resultCount:
    sql<number>`(select count(*)::int from activity_results r where r.activity_id = ${activities.id})`.mapWith(
      Number,
    ),
};

/** The activities of one of the teacher's courses (soonest due first), or one activity by id. */
export async function listActivities(
  db: Db,
  teacherId: number,
  where: { courseId: number } | { activityId: number },
): Promise<TeacherActivity[]> {
  const rows = await db
    .select(activityColumns)
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .where(
      and(
        eq(courses.teacherId, teacherId),
        'courseId' in where ? eq(activities.courseId, where.courseId) : eq(activities.id, where.activityId),
      ),
    )
    .orderBy(activities.dueDate, activities.id);
  return rows.map((row) => ({ ...row, dueDate: row.dueDate.toISOString() }));
}

export async function findOwnActivity(
  db: Db,
  activityId: number,
  teacherId: number,
): Promise<TeacherActivity> {
  const [activity] = await listActivities(db, teacherId, { activityId });
  if (!activity) throw new HttpError(404, TEACHER_SERVER_MESSAGES.activityNotFound);
  return activity;
}
