import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activities,
  activityResults,
  courses,
  enrolments,
  materials,
  options,
  questions,
  storedFiles,
  testAnswers,
  users,
} from '../db/schema';
import { cleanFileName } from '../files/file-name';
import { messagesSource } from '../messages/own-data';
import { submissionColumns, submissionDates } from '../results/submission-columns';
import type { ExportedFile, ExportSource } from './export-source';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Profile, roles and dates: never the password hash nor anything that signs a session. */
const accountSource: ExportSource = async (db, account) => {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, account.id));
  const content = {
    username: account.username,
    name: account.name,
    surname: account.surname,
    email: account.email,
    roles: account.roles,
    verified: account.verified,
    createdAt: iso(row?.createdAt ?? null),
  };
  return { json: [{ path: 'cuenta.json', content }], files: [] };
};

/** The courses the account teaches, with their activities and materials (what they are, not their files). */
async function taughtCourses(db: Db, teacherId: number) {
  const taught = await db
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      language: courses.language,
      level: courses.level,
      type: courses.type,
      approved: courses.approved,
      completed: courses.completed,
      startDate: courses.startDate,
      endDate: courses.endDate,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .where(eq(courses.teacherId, teacherId))
    .orderBy(asc(courses.id));
  const ids = taught.map((course) => course.id);
  if (ids.length === 0) return [];
  const [courseActivities, courseMaterials] = await Promise.all([
    db
      .select({
        courseId: activities.courseId,
        id: activities.id,
        title: activities.title,
        description: activities.description,
        type: activities.type,
        dueDate: activities.dueDate,
        allowLateAttempts: activities.allowLateAttempts,
      })
      .from(activities)
      .where(inArray(activities.courseId, ids))
      .orderBy(asc(activities.id)),
    db
      .select({
        courseId: materials.courseId,
        id: materials.id,
        title: materials.title,
        youtubeVideoId: materials.youtubeVideoId,
        fileName: storedFiles.originalName,
        uploadedAt: materials.uploadedAt,
      })
      .from(materials)
      .leftJoin(storedFiles, eq(storedFiles.id, materials.fileId))
      .where(inArray(materials.courseId, ids))
      .orderBy(asc(materials.id)),
  ]);
  return taught.map((course) => ({
    ...course,
    createdAt: iso(course.createdAt),
    activities: courseActivities
      .filter((activity) => activity.courseId === course.id)
      .map(({ courseId: _, dueDate, ...activity }) => ({ ...activity, dueDate: iso(dueDate) })),
    materials: courseMaterials
      .filter((material) => material.courseId === course.id)
      .map(({ courseId: _, uploadedAt, ...material }) => ({ ...material, uploadedAt: iso(uploadedAt) })),
  }));
}

const coursesSource: ExportSource = async (db, account) => {
  const enrolled = await db
    .select({
      id: courses.id,
      name: courses.name,
      language: courses.language,
      level: courses.level,
      type: courses.type,
      startDate: courses.startDate,
      endDate: courses.endDate,
      enrolledAt: enrolments.enrolledAt,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.studentId, account.id))
    .orderBy(asc(enrolments.enrolledAt), asc(courses.id));
  const content = {
    teaching: await taughtCourses(db, account.id),
    enrolled: enrolled.map(({ enrolledAt, ...course }) => ({ ...course, enrolledAt: iso(enrolledAt) })),
  };
  return { json: [{ path: 'cursos.json', content }], files: [] };
};

/** The entry a handed-in file is written as: its result's id keeps two files of the same name apart. */
export function submissionFilePath(resultId: number, originalName: string): string {
  // cleanFileName keeps only the last segment of a path: nothing can climb out of the folder.
  const name = cleanFileName(originalName).replace(/^\.+/, '') || 'archivo';
  return `entregas/${resultId}-${name}`;
}

/** The account's hand-ins (text, file), their grades and feedback, and the answers it chose in tests. */
const submissionsSource: ExportSource = async (db, account) => {
  const rows = await db
    .select({
      ...submissionColumns,
      autoCorrected: activityResults.autoCorrected,
      textAnswer: activityResults.textAnswer,
      fileId: storedFiles.id,
      fileName: storedFiles.originalName,
      fileType: storedFiles.mimeType,
      fileSize: storedFiles.size,
    })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, activityResults.fileId))
    .where(eq(activityResults.studentId, account.id))
    .orderBy(asc(activityResults.submittedAt), asc(activityResults.id));
  const resultIds = rows.map((row) => row.activityResultId);
  const answers =
    resultIds.length === 0
      ? []
      : await db
          .select({ resultId: testAnswers.resultId, question: questions.text, answer: options.text })
          .from(testAnswers)
          .innerJoin(questions, eq(questions.id, testAnswers.questionId))
          .innerJoin(options, eq(options.id, testAnswers.optionId))
          .where(inArray(testAnswers.resultId, resultIds))
          .orderBy(asc(testAnswers.resultId), asc(questions.position));

  const files: ExportedFile[] = [];
  const content = rows.map(({ dueDate, fileId, fileName, fileType, fileSize, ...row }) => {
    let file = null;
    if (fileId !== null && fileName !== null) {
      const path = submissionFilePath(row.activityResultId, fileName);
      files.push({ fileId, path });
      file = { name: fileName, type: fileType, size: fileSize, path };
    }
    return {
      ...row,
      score: row.score === null ? null : Number(row.score),
      ...submissionDates(row, dueDate),
      file,
      testAnswers: answers
        .filter((answer) => answer.resultId === row.activityResultId)
        .map(({ question, answer }) => ({ question, answer })),
    };
  });
  return { json: [{ path: 'entregas.json', content }], files };
};

/** Every source of the export, in the order their files appear in the ZIP. */
export const EXPORT_SOURCES: readonly ExportSource[] = [
  accountSource,
  coursesSource,
  submissionsSource,
  messagesSource,
];
