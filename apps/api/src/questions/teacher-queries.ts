import type { TeacherTest } from '@aula/contract';
import { QUESTION_MESSAGES, type TestPayload } from '@aula/forms';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { findOwnActivity } from '../activities/teacher-queries';
import { courseOwnedBy, requireOwnCourse } from '../courses/ownership';
import { TEACHER_SERVER_MESSAGES } from '../courses/teacher-messages';
import type { Db } from '../db/client';
import type { QuestionData, QuestionKind } from '../db/question-data';
import {
  activities,
  activityResults,
  courses,
  options,
  questions,
  storedFiles,
  testMedia,
} from '../db/schema';
import { HttpError } from '../errors';
import { tellNewActivity } from '../notifications/events';
import { canonicalJson, mediaOf, questionData, teacherKindFields } from './question-views';

/**
 * Tests and their questions. Writes are one transaction each and a fixed number of statements whatever
 * the number of questions and options: multi-row inserts, and updates through a VALUES list.
 */

interface StoredQuestion {
  id: number;
  text: string;
  position: number;
  kind: QuestionKind;
  data: QuestionData;
  options: { id: number; text: string; correct: boolean; position: number }[];
}

/** The questions of an activity with their options, in order: two statements. */
async function loadQuestions(db: Db, activityId: number): Promise<StoredQuestion[]> {
  const questionRows = await db
    .select({
      id: questions.id,
      text: questions.text,
      position: questions.position,
      kind: questions.kind,
      data: questions.data,
    })
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
  const activity = await findOwnActivity(db, activityId, teacherId).catch((error: unknown) => {
    // Its "activity not found" is said of a test here; any other failure (the database's) stays a failure.
    if (error instanceof HttpError && error.statusCode === 404) {
      throw new HttpError(404, TEACHER_SERVER_MESSAGES.testNotFound);
    }
    throw error;
  });
  if (activity.type !== 'TEST') throw new HttpError(404, TEACHER_SERVER_MESSAGES.testNotFound);
  const stored = await loadQuestions(db, activityId);
  const uploadedNames = await uploadedNamesOf(
    db,
    stored.flatMap((q) => (q.data.audio ? [q.data.audio.file] : [])),
  );
  return {
    ...activity,
    type: 'TEST',
    questions: stored.map((q) => {
      const fields = teacherKindFields(q.kind, q.data);
      const audio = fields.audio
        ? { ...fields.audio, name: uploadedNames.get(fields.audio.file) }
        : fields.audio;
      return {
        id: q.id,
        text: q.text,
        options: q.options.map(({ id, text, correct }) => ({ id, text, correct })),
        ...fields,
        ...(audio !== undefined && { audio }),
      };
    }),
  };
}

/**
 * The names the teacher's files had when uploaded, by stored media name: the editor shows 'dialogo-1.mp3',
 * not the random name the test refers to.
 */
async function uploadedNamesOf(db: Db, mediaNames: string[]): Promise<Map<string, string>> {
  if (mediaNames.length === 0) return new Map();
  const rows = await db
    .select({ name: testMedia.name, originalName: storedFiles.originalName })
    .from(testMedia)
    .innerJoin(storedFiles, eq(storedFiles.id, testMedia.fileId))
    .where(inArray(testMedia.name, [...new Set(mediaNames)]));
  return new Map(rows.map((row) => [row.name, row.originalName]));
}

type PayloadQuestion = TestPayload['questions'][number];

async function insertQuestions(
  tx: Db,
  activityId: number,
  newQuestions: { position: number; question: PayloadQuestion }[],
): Promise<
  { questionId: number; option: TestPayload['questions'][number]['options'][number]; position: number }[]
> {
  if (newQuestions.length === 0) return [];
  const inserted = await tx
    .insert(questions)
    .values(
      newQuestions.map(({ position, question }) => ({
        activityId,
        text: question.text,
        position,
        kind: question.kind ?? 'choice',
        data: questionData(question),
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  // Matched by position, not by the order RETURNING happens to use.
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  return newQuestions.flatMap((q) =>
    q.question.options.map((option, position) => ({
      questionId: idAt.get(q.position) as number,
      option,
      position,
    })),
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
  await requireCourseMedia(db, courseId, body.questions);
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
      body.questions.map((question, position) => ({ position, question })),
    );
    await insertOptions(tx, optionRows);
    await tellNewActivity(tx, activity.id);
    return activity.id;
  });
  return loadOwnTest(db, activityId, teacherId);
}

/**
 * Every audio prompt and picture the questions name must be one the course's teacher uploaded for this course
 * (a name of another course, or a student's recording, is refused): one statement.
 */
async function requireCourseMedia(db: Db, courseId: number, payload: readonly PayloadQuestion[]) {
  const wanted = payload.map(mediaOf);
  const audio = new Set(wanted.flatMap((media) => media.audio));
  const images = new Set(wanted.flatMap((media) => media.images));
  if (audio.size + images.size === 0) return;
  const rows = await db
    .select({ name: testMedia.name, kind: testMedia.kind })
    .from(testMedia)
    .where(and(eq(testMedia.courseId, courseId), inArray(testMedia.name, [...audio, ...images])));
  const kindOf = new Map(rows.map((row) => [row.name, row.kind]));
  for (const name of audio)
    if (kindOf.get(name) !== 'audio') throw new HttpError(400, QUESTION_MESSAGES.audioFileInvalid);
  for (const name of images)
    if (kindOf.get(name) !== 'image') throw new HttpError(400, QUESTION_MESSAGES.imageInvalid);
}

/** Whether the payload would change the questions or options of the stored test (ids, texts, order, answers). */
function changesQuestions(stored: StoredQuestion[], body: TestPayload): boolean {
  if (stored.length !== body.questions.length) return true;
  return body.questions.some((q, i) => {
    const old = stored[i];
    if (!old || q.id !== old.id || q.text !== old.text || q.options.length !== old.options.length)
      return true;
    // Compared as the teacher reads them, so defaults (an older question's empty data) count as given.
    const edited = teacherKindFields(q.kind ?? 'choice', questionData(q, old.data));
    if (canonicalJson(edited) !== canonicalJson(teacherKindFields(old.kind, old.data))) return true;
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
      .select({ id: activities.id, type: activities.type, courseId: activities.courseId })
      .from(activities)
      .innerJoin(courses, eq(courses.id, activities.courseId))
      .where(and(eq(activities.id, activityId), courseOwnedBy(teacherId)))
      .for('update', { of: activities });
    if (activity?.type !== 'TEST') throw new HttpError(404, TEACHER_SERVER_MESSAGES.testNotFound);
    await requireCourseMedia(tx, activity.courseId, body.questions);

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
      const questionValues = body.questions.flatMap((q, position) => {
        if (q.id == null) return [];
        const data = questionData(q, storedQuestions.get(q.id)?.data);
        return [
          sql`(${q.id}::int, ${q.text}::text, ${position}::int, ${q.kind ?? 'choice'}::text, ${JSON.stringify(data)}::jsonb)`,
        ];
      });
      await tx.execute(sql`
        update questions set text = v.text, position = v.position, kind = v.kind, data = v.data
        from (values ${valuesList(questionValues)}) as v(id, text, position, kind, data)
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
      body.questions.flatMap((question, position) => (question.id == null ? [{ position, question }] : [])),
    );
    await insertOptions(tx, [...newOptionsOfKept, ...newOptionsOfNew]);
  });
  return loadOwnTest(db, activityId, teacherId);
}
