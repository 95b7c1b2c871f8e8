import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { FileStorage } from '../files/storage';
import { quotaRefusal, STORAGE_QUOTA_MESSAGES, type StorageQuotas } from '../files/storage-quotas';

/**
 * A student's recordings and what may delete them (decision 161). A recording is used while a handed-in
 * answer or the test's draft names it; only unused ones are ever deleted, in the same statement that checks.
 */

export interface RecordingOwner {
  activityId: number;
  studentId: number;
  questionId: number;
}

interface RecordingRow {
  name: string;
  questionId: number | null;
  size: number;
  /** A draft answer to ANOTHER question names it: a new recording of its own question does not replace it. */
  namedElsewhere: boolean;
}

/** Whether a handed-in answer of its own test names recording `m`. */
const handedIn = sql`exists (
  select 1 from activity_results r, jsonb_array_elements(coalesce(r.answers, '[]'::jsonb)) a
  where r.activity_id = m.activity_id and r.student_id = m.student_id and a->>'recording' = m.name)`;

/** Whether its test's draft names recording `m`, for a question other than `exceptQuestion` when given. */
const drafted = (exceptQuestion?: number) => sql`exists (
  select 1 from answer_drafts d, jsonb_array_elements(d.answers) a
  where d.activity_id = m.activity_id and d.student_id = m.student_id and a->>'recording' = m.name
    ${exceptQuestion === undefined ? sql`` : sql`and (a->>'questionId')::int is distinct from ${exceptQuestion}::int`})`;

async function activityRecordings(db: Db, owner: RecordingOwner): Promise<RecordingRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select m.name, m.question_id, f.size, ${drafted(owner.questionId)} as named_elsewhere
      from test_media m join stored_files f on f.id = m.file_id
      where m.kind = 'recording' and m.activity_id = ${owner.activityId}::int and m.student_id = ${owner.studentId}::int`),
  ) as { name: string; question_id: number | null; size: string | number; named_elsewhere: boolean }[];
  return rows.map((row) => ({
    name: row.name,
    questionId: row.question_id,
    size: Number(row.size),
    namedElsewhere: Boolean(row.named_elsewhere),
  }));
}

/** Bytes of the student's recordings in tests not handed in yet. */
async function pendingBytes(db: Db, studentId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(f.size), 0) as bytes
      from test_media m join stored_files f on f.id = m.file_id
      where m.kind = 'recording' and m.student_id = ${studentId}::int
        and not exists (select 1 from activity_results r where r.activity_id = m.activity_id and r.student_id = m.student_id)`),
  ) as { bytes: string | number }[];
  return Number(row?.bytes ?? 0);
}

const sizeOf = (rows: RecordingRow[]) => rows.reduce((total, row) => total + row.size, 0);

/**
 * Checks the quotas as they will be once a recording of `owner.questionId` replaces the earlier ones: before
 * its bytes are read (`added` undefined: one more of at least a byte), or once it is kept as `added`. Throws
 * 413; otherwise answers the names it replaces.
 */
export async function checkRecordingQuotas(
  db: Db,
  quotas: StorageQuotas,
  owner: RecordingOwner & { speakingQuestions: number },
  added?: string,
): Promise<string[]> {
  const rows = await activityRecordings(db, owner);
  const replaced = rows.filter(
    (row) => row.questionId === owner.questionId && row.name !== added && !row.namedElsewhere,
  );
  const kept = rows.filter((row) => !replaced.includes(row));
  const incoming = added === undefined ? 1 : 0;
  const { speakingQuestions: questions } = owner;
  if (
    kept.length + incoming > quotas.recordingsPerQuestion * questions ||
    sizeOf(kept) + incoming > quotas.recordingBytesPerQuestion * questions
  )
    throw quotaRefusal(STORAGE_QUOTA_MESSAGES.activityRecordings);
  const pending = (await pendingBytes(db, owner.studentId)) - sizeOf(replaced);
  if (pending + incoming > quotas.recordingBytesPerAccount)
    throw quotaRefusal(STORAGE_QUOTA_MESSAGES.accountRecordings);
  return replaced.map((row) => row.name);
}

/**
 * Deletes the recordings `which` selects (as `m`) that no handed-in answer names, nor a draft unless
 * `draftsToo`: their rows in one statement that checks, then their bytes. Answers how many went.
 */
async function deleteUnused(db: Db, files: FileStorage, which: SQL, draftsToo = false): Promise<number> {
  const removed = rowsOf(
    await db.execute(sql`
      delete from stored_files f using test_media m
      where m.file_id = f.id and m.kind = 'recording' and ${which}
        and not ${handedIn} ${draftsToo ? sql`` : sql`and not ${drafted()}`}
      returning f.id`),
  ) as { id: string }[];
  for (const { id } of removed) await files.removeBytes(id);
  return removed.length;
}

/** Deletes the recordings a new one replaced (unless a draft names them for another question). */
export async function deleteReplaced(
  db: Db,
  files: FileStorage,
  owner: RecordingOwner,
  names: string[],
): Promise<number> {
  if (names.length === 0) return 0;
  return deleteUnused(
    db,
    files,
    sql`m.activity_id = ${owner.activityId}::int and m.student_id = ${owner.studentId}::int
      and m.name = any(${sql.param(names)}::text[]) and not ${drafted(owner.questionId)}`,
    true,
  );
}

/** After a hand-in: the test's recordings its answers do not name (the draft is gone with the hand-in). */
export async function deleteUnhandedRecordings(
  db: Db,
  files: FileStorage,
  owner: { activityId: number; studentId: number },
): Promise<number> {
  return deleteUnused(
    db,
    files,
    sql`m.activity_id = ${owner.activityId}::int and m.student_id = ${owner.studentId}::int
      and exists (select 1 from activity_results r where r.activity_id = m.activity_id and r.student_id = m.student_id)`,
  );
}

/** The periodic sweep: recordings older than the grace period that no answer or draft names. */
export async function sweepUnusedRecordings(
  db: Db,
  files: FileStorage,
  now: Date,
  graceMs: number,
): Promise<number> {
  const before = new Date(now.getTime() - graceMs).toISOString();
  return deleteUnused(db, files, sql`m.created_at < ${before}::timestamptz`);
}
