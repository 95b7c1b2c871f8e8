import type { StudentQuestion } from '@aula/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SubmittedAnswer } from '../db/question-data';
import { rowsOf } from '../db/rows';
import {
  type ActivityType,
  activities,
  activityResults,
  answerDrafts,
  courses,
  enrolments,
  options,
  questions,
  testMedia,
} from '../db/schema';
import type { GradableQuestion } from './grading';
import { studentMediaPath } from './media-paths';
import { studentKindFields } from './question-views';

/**
 * The student's reads. Ownership is part of every statement: a course, activity or material is reached only
 * through an enrolment row of the session's student, so "not yours" and "does not exist" look the same (404).
 */

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
