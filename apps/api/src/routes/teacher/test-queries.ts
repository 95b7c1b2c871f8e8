import type { TeacherTest } from '@aula/contract';
import type { TestPayload } from '@aula/forms';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityResults, courses, options, questions } from '../../db/schema';
import { HttpError } from '../../errors';
import { findOwnActivity } from './activity-queries';
import { TEACHER_SERVER_MESSAGES } from './messages';
import { courseOwnedBy, requireOwnCourse } from './ownership';

/**
 * Tests and their questions. Writes are one transaction each and a fixed number of statements whatever
 * the number of questions and options: multi-row inserts, and updates through a VALUES list.
 */

interface StoredQuestion {
  id: number;
  text: string;
  position: number;
  options: { id: number; text: string; correct: boolean; position: number }[];
}

/** The questions of an activity with their options, in order: two statements. */
async function loadQuestions(db: Db, activityId: number): Promise<StoredQuestion[]> {
  const questionRows = await db
    .select({ id: questions.id, text: questions.text, position: questions.position })
    .from(questions)
    .where(eq(questions.activityId, activityId))
    .orderBy(asc(questions.position), asc(questions.id));
  const optionRows = questionRows.length
    ? await db
        .select({
          id: options.id,
          questionId: options.questionId,
          text: options.text,
          correct: options.correct,
          position: options.position,
        })
        .from(options)
        .where(
          inArray(
            options.questionId,
            questionRows.map((q) => q.id),
          ),
        )
        .orderBy(asc(options.position), asc(options.id))
    : [];
  const byQuestion = new Map<number, StoredQuestion>(questionRows.map((q) => [q.id, { ...q, options: [] }]));
  for (const { questionId, ...option } of optionRows) byQuestion.get(questionId)?.options.push(option);
  return [...byQuestion.values()];
}

/** GET /teacher/test/{id}: 404 unless it is a test of one of the teacher's courses. */
export async function loadOwnTest(db: Db, activityId: number, teacherId: number): Promise<TeacherTest> {
  const activity = await findOwnActivity(db, activityId, teacherId).catch(() => {
    throw new HttpError(404, TEACHER_SERVER_MESSAGES.testNotFound);
  });
  if (activity.type !== 'TEST') throw new HttpError(404, TEACHER_SERVER_MESSAGES.testNotFound);
  const stored = await loadQuestions(db, activityId);
  return {
    ...activity,
    type: 'TEST',
    questions: stored.map((q) => ({
      id: q.id,
      text: q.text,
      options: q.options.map(({ id, text, correct }) => ({ id, text, correct })),
    })),
  };
}

async function insertQuestions(
  tx: Db,
  activityId: number,
  newQuestions: { position: number; text: string; options: TestPayload['questions'][number]['options'] }[],
): Promise<
  { questionId: number; option: TestPayload['questions'][number]['options'][number]; position: number }[]
> {
  if (newQuestions.length === 0) return [];
  const inserted = await tx
    .insert(questions)
    .values(newQuestions.map((q) => ({ activityId, text: q.text, position: q.position })))
    .returning({ id: questions.id, position: questions.position });
  // Matched by position, not by the order RETURNING happens to use.
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  return newQuestions.flatMap((q) =>
    q.options.map((option, position) => ({ questionId: idAt.get(q.position) as number, option, position })),
  );
}

async function insertOptions(
  tx: Db,
  rows: { questionId: number; option: { text: string; correct: boolean }; position: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(options).values(
    rows.map(({ questionId, option, position }) => ({
      questionId,
      text: option.text,
      correct: option.correct,
      position,
    })),
  );
}

/** POST /teacher/course/{courseId}/test: the activity, its questions and its options in one transaction. */
export async function createTest(
  db: Db,
  teacherId: number,
  courseId: number,
  body: TestPayload,
): Promise<TeacherTest> {
  await requireOwnCourse(db, courseId, teacherId, { open: true });
  const activityId = await db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(activities)
      .values({
        courseId,
        title: body.title,
        description: body.description,
        type: 'TEST',
        dueDate: new Date(body.dueDate),
        allowLateAttempts: body.allowLateAttempts ?? false,
      })
      .returning({ id: activities.id });
    if (!activity) throw new Error('activities insert returned no row');
    const optionRows = await insertQuestions(
      tx,
      activity.id,
      body.questions.map((q, position) => ({ position, text: q.text, options: q.options })),
    );
    await insertOptions(tx, optionRows);
    return activity.id;
  });
  return loadOwnTest(db, activityId, teacherId);
}

/** Whether the payload would change the questions or options of the stored test (ids, texts, order, answers). */
function changesQuestions(stored: StoredQuestion[], body: TestPayload): boolean {
  if (stored.length !== body.questions.length) return true;
  return body.questions.some((q, i) => {
    const old = stored[i];
    if (!old || q.id !== old.id || q.text !== old.text || q.options.length !== old.options.length)
      return true;
    return q.options.some((o, j) => {
      const oldOption = old.options[j];
      return (
        !oldOption || o.id !== oldOption.id || o.text !== oldOption.text || o.correct !== oldOption.correct
      );
    });
  });
}

/** UPDATE … FROM (VALUES …): one statement for any number of rows. */
function valuesList(rows: SQL[]): SQL {
  return sql.join(rows, sql`, `);
}

/**
 * PUT /teacher/test/{id}: the test's fields, and its questions and options synchronised with the payload
 * (kept by id, new ones inserted, missing ones deleted with their options), in one transaction. Ids must
 * belong to this test (and options to their question). Once students have answered, the questions are
 * frozen: their scores were computed against them (decision 023).
 */
export async function updateTest(
  db: Db,
  teacherId: number,
  activityId: number,
  body: TestPayload,
): Promise<TeacherTest> {
  await db.transaction(async (tx) => {
    const [activity] = await tx
      .select({ id: activities.id, type: activities.type })
      .from(activities)
      .innerJoin(courses, eq(courses.id, activities.courseId))
      .where(and(eq(activities.id, activityId), courseOwnedBy(teacherId)))
      .for('update', { of: activities });
    if (activity?.type !== 'TEST') throw new HttpError(404, TEACHER_SERVER_MESSAGES.testNotFound);

    const stored = await loadQuestions(tx, activityId);
    const storedQuestions = new Map(stored.map((q) => [q.id, q]));
    const seenQuestions = new Set<number>();
    const seenOptions = new Set<number>();
    for (const q of body.questions) {
      if (q.id != null) {
        if (seenQuestions.has(q.id)) throw new HttpError(400, TEACHER_SERVER_MESSAGES.duplicateId);
        seenQuestions.add(q.id);
      }
      const owner = q.id == null ? undefined : storedQuestions.get(q.id);
      if (q.id != null && !owner) throw new HttpError(400, TEACHER_SERVER_MESSAGES.foreignQuestion);
      for (const o of q.options) {
        if (o.id == null) continue;
        if (seenOptions.has(o.id)) throw new HttpError(400, TEACHER_SERVER_MESSAGES.duplicateId);
        seenOptions.add(o.id);
        if (!owner?.options.some((stored) => stored.id === o.id)) {
          throw new HttpError(400, TEACHER_SERVER_MESSAGES.foreignOption);
        }
      }
    }

    if (changesQuestions(stored, body)) {
      const [answered] = await tx
        .select({ id: activityResults.id })
        .from(activityResults)
        .where(eq(activityResults.activityId, activityId))
        .limit(1);
      if (answered) throw new HttpError(409, TEACHER_SERVER_MESSAGES.testHasResults);
    }

    await tx
      .update(activities)
      .set({
        title: body.title,
        description: body.description,
        dueDate: new Date(body.dueDate),
        ...(body.allowLateAttempts === undefined ? {} : { allowLateAttempts: body.allowLateAttempts }),
        keyVersion: sql`${activities.keyVersion} + 1`,
      })
      .where(eq(activities.id, activityId));

    const keptQuestionIds = [...seenQuestions];
    // Removed questions go with their options (ON DELETE CASCADE); removed options of kept questions here.
    await tx
      .delete(questions)
      .where(
        keptQuestionIds.length
          ? and(eq(questions.activityId, activityId), notInArray(questions.id, keptQuestionIds))
          : eq(questions.activityId, activityId),
      );
    if (keptQuestionIds.length) {
      const keptOptionIds = [...seenOptions];
      await tx
        .delete(options)
        .where(
          keptOptionIds.length
            ? and(inArray(options.questionId, keptQuestionIds), notInArray(options.id, keptOptionIds))
            : inArray(options.questionId, keptQuestionIds),
        );
      const questionValues = body.questions.flatMap((q, position) =>
        q.id == null ? [] : [sql`(${q.id}::int, ${q.text}::text, ${position}::int)`],
      );
      await tx.execute(sql`
        update questions set text = v.text, position = v.position
        from (values ${valuesList(questionValues)}) as v(id, text, position)
        where questions.id = v.id`);
      const optionValues = body.questions.flatMap((q) =>
        q.id == null
          ? []
          : q.options.flatMap((o, position) =>
              o.id == null
                ? []
                : [sql`(${o.id}::int, ${o.text}::text, ${o.correct}::boolean, ${position}::int)`],
            ),
      );
      if (optionValues.length) {
        await tx.execute(sql`
          update options set text = v.text, correct = v.correct, position = v.position
          from (values ${valuesList(optionValues)}) as v(id, text, correct, position)
          where options.id = v.id`);
      }
    }

    const newOptionsOfKept = body.questions.flatMap((q) =>
      q.id == null
        ? []
        : q.options.flatMap((option, position) =>
            option.id == null ? [{ questionId: q.id as number, option, position }] : [],
          ),
    );
    const newOptionsOfNew = await insertQuestions(
      tx,
      activityId,
      body.questions.flatMap((q, position) =>
        q.id == null ? [{ position, text: q.text, options: q.options }] : [],
      ),
    );
    await insertOptions(tx, [...newOptionsOfKept, ...newOptionsOfNew]);
  });
  return loadOwnTest(db, activityId, teacherId);
}
