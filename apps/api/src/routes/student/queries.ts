import type {
  StudentActivity,
  StudentActivityResult,
  StudentMaterial,
  StudentQuestion,
} from '@aula/contract';
import { courseSeats, youtubeWatchLink } from '@aula/forms';
import { and, asc, desc, eq, exists, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { SubmittedAnswer } from '../../db/question-data';
import {
  type ActivityType,
  activities,
  activityResults,
  answerDrafts,
  courses,
  enrolments,
  materials,
  options,
  questions,
  storedFiles,
  testMedia,
  users,
} from '../../db/schema';
import { STORED_FILE_SEGMENT } from '../../files/download';
import { tellEnrolment } from '../../notifications/events';
import type { GradableQuestion } from '../../questions/grading';
import { studentMediaPath } from '../../questions/media-paths';
import { studentKindFields } from '../../questions/question-views';
import { submissionColumns, submissionDates } from '../submissions';

/**
 * The student's reads. Ownership is part of every statement: a course, activity or material is reached only
 * through an enrolment row of the session's student, so "not yours" and "does not exist" look the same (404).
 */

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** `exists (enrolment of studentId in the course of the outer query)`. */
export function enrolledIn(db: Db, studentId: number) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, studentId))),
  );
}

export function notEnrolledIn(db: Db, studentId: number) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, courses.id), eq(enrolments.studentId, studentId))),
  );
}

export type EnrolOutcome = 'enrolled' | 'already' | 'unavailable' | 'own' | 'full';

/**
 * Enrols in an approved, unfinished course while it has a place (decision 140: intensive 3, group 15,
 * flexible no limit). The course's row is locked first, so enrolments in the same course queue up and each
 * counts the students with a fresh snapshot (read committed): of two students racing for the last place
 * exactly one gets it. A second enrolment of the same student meets the unique pair and inserts nothing.
 */
export async function enrol(db: Db, courseId: number, studentId: number): Promise<EnrolOutcome> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ teacherId: courses.teacherId, type: courses.type })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.approved, true), eq(courses.completed, false)))
      .for('update');
    if (!course) return 'unavailable';
    // Never in a course one teaches: a teacher who also studies would grade their own work.
    if (course.teacherId === studentId) return 'own';
    const [taken] = await tx
      .select({
        students: sql<number>`count(*)::int`.mapWith(Number),
        mine: sql<boolean>`coalesce(bool_or(${enrolments.studentId} = ${studentId}::int), false)`,
      })
      .from(enrolments)
      .where(eq(enrolments.courseId, courseId));
    if (taken?.mine) return 'already';
    const seats = courseSeats(course.type);
    if (seats !== null && (taken?.students ?? 0) >= seats) return 'full';
    const inserted = await tx
      .insert(enrolments)
      .values({ courseId, studentId })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    if (inserted.length === 0) return 'already';
    await tellEnrolment(tx, courseId, studentId);
    return 'enrolled';
  });
}

/** The rows of a raw `db.execute` on either driver (both answer `{ rows }`). */
export function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}

/** The course's activities with THIS student's completion, or null when the student is not enrolled. */
export async function courseActivities(
  db: Db,
  courseId: number,
  studentId: number,
): Promise<StudentActivity[] | null> {
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      description: activities.description,
      type: activities.type,
      dueDate: activities.dueDate,
      submittedAt: activityResults.submittedAt,
    })
    .from(enrolments)
    .leftJoin(activities, eq(activities.courseId, enrolments.courseId))
    .leftJoin(
      activityResults,
      and(eq(activityResults.activityId, activities.id), eq(activityResults.studentId, studentId)),
    )
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(activities.dueDate), asc(activities.id));
  if (rows.length === 0) return null;
  const list: StudentActivity[] = [];
  for (const row of rows) {
    if (row.id === null || row.title === null || row.type === null || row.dueDate === null) continue;
    list.push({
      id: row.id,
      courseId,
      title: row.title,
      description: row.description ?? '',
      type: row.type,
      dueDate: iso(row.dueDate),
      completed: row.submittedAt !== null,
      // The moment the student completed it: the hand-in (a test is graded in that same moment).
      completedDate: row.submittedAt === null ? null : iso(row.submittedAt),
    });
  }
  return list;
}

/** The course's materials, or null when the student is not enrolled. */
export async function courseMaterials(
  db: Db,
  courseId: number,
  studentId: number,
): Promise<StudentMaterial[] | null> {
  const rows = await db
    .select({
      id: materials.id,
      title: materials.title,
      youtubeVideoId: materials.youtubeVideoId,
      fileId: materials.fileId,
      originalName: storedFiles.originalName,
      uploadedAt: materials.uploadedAt,
    })
    .from(enrolments)
    .leftJoin(materials, eq(materials.courseId, enrolments.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)))
    .orderBy(asc(materials.uploadedAt), asc(materials.id));
  if (rows.length === 0) return null;
  const list: StudentMaterial[] = [];
  for (const row of rows) {
    if (row.id === null || row.title === null || row.uploadedAt === null) continue;
    const hasFile = row.fileId !== null && row.originalName !== null;
    list.push({
      id: row.id,
      title: row.title,
      filename: hasFile ? row.fileId : null,
      originalName: hasFile ? row.originalName : null,
      youtubeLink: row.youtubeVideoId ? youtubeWatchLink(row.youtubeVideoId) : null,
      uploadedAt: iso(row.uploadedAt),
      hasFile,
    });
  }
  return list;
}

/** The stored file of a material of a course the student is enrolled in, by the material's `filename`. */
export async function materialFile(db: Db, courseId: number, filename: string, studentId: number) {
  // Only a stored file's id names a file; anything else is simply not found (and never reaches the uuid cast).
  if (!STORED_FILE_SEGMENT.test(filename)) return undefined;
  const [row] = await db
    .select({ file: storedFiles })
    .from(materials)
    .innerJoin(storedFiles, eq(storedFiles.id, materials.fileId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, materials.courseId), eq(enrolments.studentId, studentId)),
    )
    .where(and(eq(materials.courseId, courseId), eq(materials.fileId, filename)))
    .limit(1);
  return row?.file;
}

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

export interface GradingLoad {
  type: ActivityType;
  courseCompleted: boolean;
  /** When the test stops taking attempts: its due date, or null when its teacher allows late ones. */
  closedAt: Date | null;
  submitted: boolean;
  /** The answer key's version the questions were read at (decision 100). */
  keyVersion: number;
  questions: GradableQuestion[];
  /** The student's recordings for this test: a speaking answer may name only one of them. */
  recordings: Set<string>;
}

/**
 * Everything grading needs in ONE statement: the activity (through the student's enrolment), whether the
 * student already has a result, every question with its kind, data and options' correctness as one JSON
 * list (one row to plan and to read instead of a row per option: decision 127), and the student's recordings.
 */
export async function loadForGrading(
  tx: Db,
  input: { activityId: number; studentId: number },
): Promise<GradingLoad | undefined> {
  const { activityId, studentId } = input;
  const [row] = await tx
    .select({
      type: activities.type,
      courseCompleted: courses.completed,
      dueDate: activities.dueDate,
      allowLateAttempts: activities.allowLateAttempts,
      keyVersion: activities.keyVersion,
      submitted: sql<boolean>`exists (select 1 from ${activityResults} r where r.activity_id = ${activities.id} and r.student_id = ${studentId})`,
      questions: sql<GradableQuestion[] | null>`(
        select json_agg(json_build_object(
          'id', q.id, 'kind', q.kind, 'data', q.data,
          'options', (select coalesce(json_agg(json_build_object('id', o.id, 'correct', o.correct)), '[]'::json)
                      from ${options} o where o.question_id = q.id)))
        from ${questions} q where q.activity_id = ${activities.id})`,
      recordings: sql<string[] | null>`(
        select json_agg(m.name) from ${testMedia} m
        where m.activity_id = ${activities.id} and m.student_id = ${studentId} and m.kind = 'recording')`,
    })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, activities.courseId), eq(enrolments.studentId, studentId)),
    )
    .where(eq(activities.id, activityId));
  if (!row) return undefined;
  return {
    type: row.type,
    courseCompleted: row.courseCompleted,
    closedAt: row.allowLateAttempts ? null : row.dueDate,
    submitted: Boolean(row.submitted),
    keyVersion: row.keyVersion,
    questions: row.questions ?? [],
    recordings: new Set(row.recordings ?? []),
  };
}

/** A graded test to store (decision 141): the score (null while pending review) and every answer as given. */
export interface GradedTestRow {
  activityId: number;
  studentId: number;
  score: number | null;
  /** Only for a test pending review: absent means none and false. */
  autoScore?: number | null;
  pendingReview?: boolean;
  feedback: string;
  at: Date;
  answers: SubmittedAnswer[];
  keyVersion: number;
}

/** The single choices of a submission: the rows of test_answers (the other kinds live in the result's json). */
export function singleChoices(answers: readonly SubmittedAnswer[]) {
  return answers.flatMap(({ questionId, selectedOptionId }) =>
    selectedOptionId === undefined ? [] : [{ questionId, optionId: selectedOptionId }],
  );
}

/**
 * Stores a graded test in ONE statement (so one implicit transaction): the result row and all its answers
 * through a data-modifying CTE with a multi-row insert. A second submission, even a concurrent one, violates
 * the unique (activity, student) pair and stores nothing.
 *
 * Only while the key it was graded against is the current one (decision 100): the insert takes the test's
 * row FOR SHARE, so a teacher's edit in flight (FOR UPDATE, then "no results yet") is waited for and its new
 * version seen; false when nothing was stored for that reason, and the caller grades again.
 */
export async function storeTestResult(db: Db, input: GradedTestRow): Promise<boolean> {
  const at = input.at.toISOString();
  const pending = input.pendingReview ?? false;
  const choices = singleChoices(input.answers);
  // Two array parameters whatever the number of answers: the statement text never changes.
  const questionIds = sql.param(choices.map((choice) => choice.questionId));
  const optionIds = sql.param(choices.map((choice) => choice.optionId));
  const stored = await db.execute(sql`
    with result as (
      insert into ${activityResults}
        (activity_id, student_id, score, feedback, submitted_at, completed_at, auto_corrected,
         answers, auto_score, pending_review)
      select ${input.activityId}::int, ${input.studentId}::int, ${input.score}::numeric, ${input.feedback},
             ${at}::timestamptz, ${pending ? null : at}::timestamptz, ${!pending}::boolean,
             ${JSON.stringify(input.answers)}::jsonb, ${input.autoScore ?? null}::numeric, ${pending}::boolean
      where exists (
        select 1 from ${activities}
        where ${activities.id} = ${input.activityId}::int and ${activities.keyVersion} = ${input.keyVersion}::int
        for share
      )
      returning id
    ), answers as (
      insert into test_answers (result_id, question_id, option_id)
      select result.id, answer.question_id, answer.option_id
      from result, unnest(${questionIds}::int[], ${optionIds}::int[]) as answer (question_id, option_id)
    ), draft as (
      delete from ${answerDrafts}
      where activity_id = ${input.activityId}::int and student_id = ${input.studentId}::int
        and exists (select 1 from result)
    )
    select count(*)::int as stored from result
  `);
  const [row] = rowsOf(stored) as { stored: number }[];
  return (row?.stored ?? 0) > 0;
}

/** The test's questions and options in order, WITHOUT correctness; undefined when not the student's. */
export async function testQuestions(
  db: Db,
  activityId: number,
  studentId: number,
): Promise<{ type: ActivityType; questions: StudentQuestion[] } | undefined> {
  const rows = await db
    .select({
      type: activities.type,
      activityTitle: activities.title,
      questionId: questions.id,
      questionText: questions.text,
      questionKind: questions.kind,
      questionData: questions.data,
      optionId: options.id,
      optionText: options.text,
    })
    .from(activities)
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, activities.courseId), eq(enrolments.studentId, studentId)),
    )
    .leftJoin(questions, eq(questions.activityId, activities.id))
    .leftJoin(options, eq(options.questionId, questions.id))
    .where(eq(activities.id, activityId))
    .orderBy(asc(questions.position), asc(questions.id), asc(options.position), asc(options.id));
  const [first] = rows;
  if (!first) return undefined;
  const byId = new Map<number, StudentQuestion>();
  for (const row of rows) {
    if (row.questionId === null || row.questionText === null) continue;
    let question = byId.get(row.questionId);
    if (!question) {
      question = {
        id: row.questionId,
        text: row.questionText,
        activityTitle: row.activityTitle,
        options: [],
        ...studentKindFields(row.questionKind ?? 'choice', row.questionData ?? {}, (file) =>
          studentMediaPath(activityId, file),
        ),
      };
      byId.set(row.questionId, question);
    }
    if (row.optionId !== null && row.optionText !== null)
      question.options.push({ id: row.optionId, text: row.optionText });
  }
  return { type: first.type, questions: [...byId.values()] };
}

const teacher = alias(users, 'teacher');
const evaluator = alias(users, 'evaluator');
const student = alias(users, 'student');

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
