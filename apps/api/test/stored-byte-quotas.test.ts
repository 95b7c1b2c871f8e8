import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { AppConfig } from '../src/config';
import { questions, testMedia } from '../src/db/schema';
import {
  DEFAULT_STORAGE_QUOTAS,
  STORAGE_QUOTA_MESSAGES,
  type StorageQuotas,
} from '../src/files/storage-quotas';
import { checkAttachmentQuota } from '../src/messages/attachment-quota';
import { sweepRecordings } from '../src/notifications/jobs';
import { DEFAULT_RATE_LIMITS } from '../src/rate-limit/limits';
import { describeEachDatabase } from './support/harness';
import { SAMPLE_AUDIO } from './support/question-fixtures';
import { hasStoredBytes, storedByteEntries } from './support/stored-bytes';
import {
  bearer,
  classroom,
  enrol,
  multipartBody,
  SAMPLE_FILES,
  type TestUser,
} from './support/student-fixtures';
import { makeActivity } from './support/teacher';

/**
 * Quotas on stored bytes and the cleanup of recordings (decision 161): each quota refuses with its Spanish
 * message and keeps nothing, honest use passes, a new recording replaces the unused one, a hand-in and the
 * sweep delete what no answer names and never what one does.
 */

/** A WebM recording of `size` bytes. */
const recordingOf = (size: number) =>
  Buffer.concat([SAMPLE_AUDIO.webm, Buffer.alloc(size - SAMPLE_AUDIO.webm.length, 0x20)]);

const quotasOf = (quotas: Partial<StorageQuotas>): Partial<AppConfig> => ({
  storageQuotas: { ...DEFAULT_STORAGE_QUOTAS, ...quotas },
});

describeEachDatabase('stored-byte quotas and the cleanup of recordings', (ctx) => {
  let app: App;

  beforeAll(async () => {
    app = await ctx.app();
  });

  /** A test of the class's course with `count` speaking questions. */
  async function speakingTest(on: App, courseId: number, count: number) {
    const activity = await makeActivity(on.db, courseId, { type: 'TEST', title: 'Expresión oral' });
    const rows = await on.db
      .insert(questions)
      .values(
        Array.from({ length: count }, (_, position) => ({
          activityId: activity.id,
          text: `Pregunta ${position + 1}`,
          position,
          kind: 'speaking' as const,
          data: { maxSeconds: 60 },
        })),
      )
      .returning({ id: questions.id });
    return { activityId: activity.id, questionIds: rows.map((row) => row.id) };
  }

  const record = (on: App, user: TestUser, activityId: number, questionId: number, bytes: Buffer) => {
    const body = multipartBody([{ name: 'file', filename: 'grabacion.webm', bytes, type: 'audio/webm' }]);
    return on.inject({
      method: 'POST',
      url: `/api/student/activity/${activityId}/recording/${questionId}`,
      headers: { ...bearer(user), ...body.headers },
      payload: body.payload,
    });
  };
  const recorded = async (on: App, user: TestUser, activityId: number, questionId: number, size = 2_000) => {
    const response = await record(on, user, activityId, questionId, recordingOf(size));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().recording as string;
  };
  const saveDraft = async (
    on: App,
    user: TestUser,
    activityId: number,
    answers: object[],
    revision: number,
  ) => {
    const response = await on.inject({
      method: 'PUT',
      url: `/api/student/activity/${activityId}/answers`,
      headers: bearer(user),
      payload: { answers, revision },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const handIn = async (on: App, user: TestUser, activityId: number, answers: object[]) => {
    const response = await on.inject({
      method: 'POST',
      url: `/api/student/activity/${activityId}/submit-test`,
      headers: bearer(user),
      payload: { answers },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** The student's recordings of a test, by name, with whether their bytes are still stored. */
  async function recordingsOf(on: App, activityId: number, studentId: number) {
    const rows = await on.db
      .select({ name: testMedia.name, fileId: testMedia.fileId })
      .from(testMedia)
      .where(and(eq(testMedia.activityId, activityId), eq(testMedia.studentId, studentId)));
    return rows.map((row) => row.name).sort();
  }
  async function fileOf(on: App, name: string) {
    const [row] = await on.db
      .select({ fileId: testMedia.fileId })
      .from(testMedia)
      .where(eq(testMedia.name, name));
    if (!row) throw new Error(`no recording ${name}`);
    return row.fileId;
  }

  describe('recordings', () => {
    it('keeps one recording per question however often it is recorded again', async () => {
      const world = await classroom(app);
      const test = await speakingTest(app, world.courseId, 1);
      const question = test.questionIds[0] as number;
      const names: string[] = [];
      const files: string[] = [];
      for (let take = 0; take < 20; take += 1) {
        names.push(await recorded(app, world.student, test.activityId, question, 1024 * 1024));
        files.push(await fileOf(app, names.at(-1) as string));
      }
      expect(await recordingsOf(app, test.activityId, world.student.id)).toEqual([names.at(-1)]);
      for (const file of files.slice(0, -1)) expect(await hasStoredBytes(app, file)).toBe(false);
      expect(await hasStoredBytes(app, files.at(-1) as string)).toBe(true);
    });

    it('keeps a recording the draft names for another question', async () => {
      const world = await classroom(app);
      const test = await speakingTest(app, world.courseId, 2);
      const [first, second] = test.questionIds as [number, number];
      const kept = await recorded(app, world.student, test.activityId, first);
      await saveDraft(app, world.student, test.activityId, [{ questionId: second, recording: kept }], 1);
      const again = await recorded(app, world.student, test.activityId, first);
      expect(await recordingsOf(app, test.activityId, world.student.id)).toEqual([again, kept].sort());
    });

    it("refuses a recording past the activity's quota and stores nothing", async () => {
      const small = await ctx.app(quotasOf({ recordingsPerQuestion: 1, recordingBytesPerQuestion: 5_000 }));
      const world = await classroom(small);
      const test = await speakingTest(small, world.courseId, 2);
      const [first, second] = test.questionIds as [number, number];
      // Each draft names the last recording for the other question, so no new one replaces it.
      const one = await recorded(small, world.student, test.activityId, first, 4_000);
      await saveDraft(small, world.student, test.activityId, [{ questionId: second, recording: one }], 1);
      const before = (await storedByteEntries(small)).length;

      // Over the bytes: known only once stored, then taken away again.
      const tooBig = await record(small, world.student, test.activityId, first, recordingOf(7_000));
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ error: STORAGE_QUOTA_MESSAGES.activityRecordings });
      expect((await storedByteEntries(small)).length).toBe(before);

      const two = await recorded(small, world.student, test.activityId, first, 4_000);
      await saveDraft(small, world.student, test.activityId, [{ questionId: second, recording: two }], 2);
      // Over the count (two for two questions): refused before a byte is read.
      const tooMany = await record(small, world.student, test.activityId, second, recordingOf(100));
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json()).toEqual({ error: STORAGE_QUOTA_MESSAGES.activityRecordings });
      expect(await recordingsOf(small, test.activityId, world.student.id)).toEqual([one, two].sort());
      expect((await storedByteEntries(small)).length).toBe(before + 1);
    });

    it("refuses a recording past the account's quota until a test is handed in", async () => {
      const small = await ctx.app(quotasOf({ recordingBytesPerAccount: 5_000 }));
      const world = await classroom(small);
      const [a, b] = [
        await speakingTest(small, world.courseId, 1),
        await speakingTest(small, world.courseId, 1),
      ];
      const aQuestion = a.questionIds[0] as number;
      const bQuestion = b.questionIds[0] as number;
      const kept = await fileOf(small, await recorded(small, world.student, a.activityId, aQuestion, 3_000));
      const before = (await storedByteEntries(small)).length;

      const refused = await record(small, world.student, b.activityId, bQuestion, recordingOf(3_000));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ error: STORAGE_QUOTA_MESSAGES.accountRecordings });
      expect(await recordingsOf(small, b.activityId, world.student.id)).toEqual([]);
      expect((await storedByteEntries(small)).length).toBe(before);

      // A new take refused over the quota leaves the one it was to replace.
      const overTake = await record(small, world.student, a.activityId, aQuestion, recordingOf(6_000));
      expect(overTake.statusCode).toBe(413);
      expect(overTake.json()).toEqual({ error: STORAGE_QUOTA_MESSAGES.accountRecordings });
      expect(await hasStoredBytes(small, kept)).toBe(true);
      expect((await storedByteEntries(small)).length).toBe(before);

      // A recording of the same question replaces the one it counts against, so it passes.
      await recorded(small, world.student, a.activityId, aQuestion, 3_000);
      await handIn(small, world.student, a.activityId, [
        { questionId: aQuestion, recording: (await recordingsOf(small, a.activityId, world.student.id))[0] },
      ]);
      expect(await hasStoredBytes(small, kept)).toBe(false);
      await recorded(small, world.student, b.activityId, bQuestion, 3_000);
    });

    it('refuses recordings sent too fast with 429 and Retry-After, storing nothing', async () => {
      const fast = await ctx.app({
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          keyPrefix: `aula-test-recordings-${ctx.kind}`,
          rules: { ...DEFAULT_RATE_LIMITS.rules, recordingAccount: { points: 3, durationSeconds: 600 } },
        },
      });
      const world = await classroom(fast);
      const test = await speakingTest(fast, world.courseId, 1);
      const question = test.questionIds[0] as number;
      for (let take = 0; take < 3; take += 1) await recorded(fast, world.student, test.activityId, question);
      const before = (await storedByteEntries(fast)).length;
      const refused = await record(fast, world.student, test.activityId, question, recordingOf(2_000));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Has enviado muchas grabaciones seguidas. Inténtalo de nuevo en 10 minutos.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
      expect((await storedByteEntries(fast)).length).toBe(before);
      // Another student is not held back.
      await enrol(fast.db, world.courseId, world.otherStudent.id);
      await recorded(fast, world.otherStudent, test.activityId, question);
    });
  });

  describe('cleanup', () => {
    it('deletes at hand-in the recordings the answers do not name', async () => {
      const world = await classroom(app);
      const test = await speakingTest(app, world.courseId, 2);
      const [first, second] = test.questionIds as [number, number];
      const used = await recorded(app, world.student, test.activityId, first);
      await saveDraft(app, world.student, test.activityId, [{ questionId: second, recording: used }], 1);
      const unused = await recorded(app, world.student, test.activityId, first);
      const unusedFile = await fileOf(app, unused);
      await handIn(app, world.student, test.activityId, [
        { questionId: first, recording: used },
        { questionId: second, recording: used },
      ]);
      expect(await recordingsOf(app, test.activityId, world.student.id)).toEqual([used]);
      expect(await hasStoredBytes(app, unusedFile)).toBe(false);
      expect(await hasStoredBytes(app, await fileOf(app, used))).toBe(true);
    });

    it('sweeps recordings no answer names once the grace period is over, and keeps the used ones', async () => {
      const world = await classroom(app);
      const [handed, drafted] = [
        await speakingTest(app, world.courseId, 1),
        await speakingTest(app, world.courseId, 2),
      ];
      const handedQuestion = handed.questionIds[0] as number;
      const inAnswer = await recorded(app, world.student, handed.activityId, handedQuestion);
      await handIn(app, world.student, handed.activityId, [
        { questionId: handedQuestion, recording: inAnswer },
      ]);
      const [first, second] = drafted.questionIds as [number, number];
      const inDraft = await recorded(app, world.student, drafted.activityId, first);
      const orphan = await recorded(app, world.student, drafted.activityId, second);
      await saveDraft(app, world.student, drafted.activityId, [{ questionId: first, recording: inDraft }], 1);
      const orphanFile = await fileOf(app, orphan);
      const grace = DEFAULT_STORAGE_QUOTAS.recordingGraceMs;

      // Fixed clocks on either side of the grace period.
      expect(await sweepRecordings(app, new Date(Date.now() + grace - 60_000))).toBe(0);
      expect(await recordingsOf(app, drafted.activityId, world.student.id)).toEqual([inDraft, orphan].sort());
      expect(await sweepRecordings(app, new Date(Date.now() + grace + 60_000))).toBeGreaterThanOrEqual(1);
      expect(await recordingsOf(app, drafted.activityId, world.student.id)).toEqual([inDraft]);
      expect(await recordingsOf(app, handed.activityId, world.student.id)).toEqual([inAnswer]);
      expect(await hasStoredBytes(app, orphanFile)).toBe(false);
      expect(await hasStoredBytes(app, await fileOf(app, inDraft))).toBe(true);
      expect(await hasStoredBytes(app, await fileOf(app, inAnswer))).toBe(true);
    });
  });

  describe('message attachments', () => {
    const send = (on: App, user: TestUser, recipientId: number, courseId: number, bytes?: Buffer) => {
      const body = multipartBody([
        { name: 'recipientId', value: String(recipientId) },
        { name: 'courseId', value: String(courseId) },
        { name: 'body', value: 'Te mando el documento.' },
        ...(bytes ? [{ name: 'file', filename: 'documento.pdf', bytes, type: 'application/pdf' }] : []),
      ]);
      return on.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { ...bearer(user), ...body.headers },
        payload: body.payload,
      });
    };
    const pdfOf = (size: number) =>
      Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(size - SAMPLE_FILES.pdf.length, 0x20)]);

    it('refuses an attachment past the bytes of 24 hours and stores nothing; text still goes', async () => {
      const quota = 5_000;
      const small = await ctx.app(quotasOf({ attachmentBytesPerDay: quota }));
      const world = await classroom(small);
      const first = await send(small, world.student, world.teacher.id, world.courseId, pdfOf(3_000));
      expect(first.statusCode, first.body).toBe(201);
      const before = (await storedByteEntries(small)).length;

      const refused = await send(small, world.student, world.teacher.id, world.courseId, pdfOf(3_000));
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ error: STORAGE_QUOTA_MESSAGES.attachments });
      expect((await storedByteEntries(small)).length).toBe(before);
      const text = await send(small, world.student, world.teacher.id, world.courseId);
      expect(text.statusCode, text.body).toBe(201);
      // The teacher's own quota is untouched.
      const answer = await send(small, world.teacher, world.student.id, world.courseId, pdfOf(3_000));
      expect(answer.statusCode, answer.body).toBe(201);

      // On a clock a day later, the first attachment no longer counts.
      const later = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
      await expect(
        checkAttachmentQuota(small.db, world.student.id, quota, new Date(), 3_000),
      ).rejects.toThrow(STORAGE_QUOTA_MESSAGES.attachments);
      await expect(
        checkAttachmentQuota(small.db, world.student.id, quota, later, 3_000),
      ).resolves.toBeUndefined();
    });

    it('lets honest use through under the default quota', async () => {
      const world = await classroom(app);
      for (let sent = 0; sent < 5; sent += 1) {
        const response = await send(app, world.student, world.teacher.id, world.courseId, pdfOf(1024 * 1024));
        expect(response.statusCode, response.body).toBe(201);
      }
    });
  });
});
