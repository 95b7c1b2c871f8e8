import { ANSWER_MESSAGES, type AnswerDraft, answerFields } from '@aula/forms';
import { and, eq, sql } from 'drizzle-orm';
import { STUDENT_MESSAGES } from '../courses/student-messages';
import type { Db } from '../db/client';
import type { QuestionData, QuestionKind, SubmittedAnswer } from '../db/question-data';
import { rowsOf } from '../db/rows';
import { activities, activityResults, answerDrafts, courses, enrolments, questions } from '../db/schema';
import { HttpError } from '../errors';
import { expectedField } from './grading';

/**
 * Answers saved as you go (decision 142). Every statement reaches the test only through the student's
 * enrolment; a test already handed in takes no more drafts (409).
 */

interface DraftTarget {
  type: 'TASK' | 'TEST';
  submitted: boolean;
  courseCompleted: boolean;
  questions: { id: number; kind: QuestionKind; data: QuestionData }[];
}

async function draftTarget(db: Db, activityId: number, studentId: number): Promise<DraftTarget | undefined> {
  const [row] = await db
    .select({
      type: activities.type,
      courseCompleted: courses.completed,
      submitted: sql<boolean>`exists (select 1 from ${activityResults} r where r.activity_id = ${activities.id} and r.student_id = ${studentId})`,
      questions: sql<DraftTarget['questions'] | null>`(
        select json_agg(json_build_object('id', q.id, 'kind', q.kind, 'data', q.data))
        from ${questions} q where q.activity_id = ${activities.id})`,
    })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.courseId, activities.courseId), eq(enrolments.studentId, studentId)),
    )
    .where(eq(activities.id, activityId));
  if (!row) return undefined;
  return { ...row, submitted: Boolean(row.submitted), questions: row.questions ?? [] };
}

/** The test the student may still answer: 404 when not theirs, 400 for a task, 409 once handed in or closed. */
export async function openTest(db: Db, activityId: number, studentId: number): Promise<DraftTarget> {
  const target = await draftTarget(db, activityId, studentId);
  if (!target) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
  if (target.type !== 'TEST') throw new HttpError(400, STUDENT_MESSAGES.notATest);
  if (target.submitted) throw new HttpError(409, ANSWER_MESSAGES.alreadySubmitted);
  if (target.courseCompleted) throw new HttpError(409, STUDENT_MESSAGES.courseFinished);
  return target;
}

/** Each saved answer names a question of this test and carries its kind's field (its content is graded later). */
function checkDraftAnswers(target: DraftTarget, answers: readonly SubmittedAnswer[]): void {
  const kinds = new Map(target.questions.map((question) => [question.id, question]));
  for (const answer of answers) {
    const question = kinds.get(answer.questionId);
    if (!question) throw new HttpError(400, STUDENT_MESSAGES.foreignQuestion);
    const fields = answerFields(answer);
    if (fields.length !== 1 || fields[0] !== expectedField(question))
      throw new HttpError(400, ANSWER_MESSAGES.wrongKind);
  }
}

/** GET answers: the draft, or no answers, a null savedAt and revision 0 before the first save. */
export async function loadDraft(db: Db, activityId: number, studentId: number) {
  const target = await draftTarget(db, activityId, studentId);
  if (!target) throw new HttpError(404, STUDENT_MESSAGES.activityNotFound);
  if (target.type !== 'TEST') throw new HttpError(400, STUDENT_MESSAGES.notATest);
  const [draft] = await db
    .select()
    .from(answerDrafts)
    .where(and(eq(answerDrafts.activityId, activityId), eq(answerDrafts.studentId, studentId)));
  if (!draft) return { answers: [], savedAt: null, revision: 0 };
  return { answers: draft.answers, savedAt: draft.savedAt.toISOString(), revision: draft.revision };
}

/**
 * PUT answers: kept only over an older revision, in one statement that also refuses a test handed in
 * meanwhile; an older or equal revision changes nothing and answers the stored draft's time and revision.
 */
export async function saveDraft(
  db: Db,
  activityId: number,
  studentId: number,
  draft: AnswerDraft,
  now: Date,
) {
  const target = await openTest(db, activityId, studentId);
  checkDraftAnswers(target, draft.answers);
  const saved = await db.execute(sql`
    with kept as (
      insert into ${answerDrafts} (activity_id, student_id, answers, revision, saved_at)
      select ${activityId}::int, ${studentId}::int, ${JSON.stringify(draft.answers)}::jsonb, ${draft.revision}::int,
             ${now.toISOString()}::timestamptz
      where not exists (
        select 1 from ${activityResults} r where r.activity_id = ${activityId}::int and r.student_id = ${studentId}::int)
      on conflict (activity_id, student_id) do update
        set answers = excluded.answers, revision = excluded.revision, saved_at = excluded.saved_at
        where answer_drafts.revision < excluded.revision
      returning saved_at, revision
    )
    select saved_at, revision from kept
    union all
    select saved_at, revision from ${answerDrafts}
    where activity_id = ${activityId}::int and student_id = ${studentId}::int and not exists (select 1 from kept)
  `);
  const [row] = rowsOf(saved) as { saved_at: string | Date; revision: number }[];
  // Nothing kept and nothing stored: the test was handed in between the check and the insert.
  if (!row) throw new HttpError(409, ANSWER_MESSAGES.alreadySubmitted);
  return { savedAt: new Date(row.saved_at).toISOString(), revision: row.revision };
}
