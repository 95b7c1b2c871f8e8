import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { questions, testMedia } from '../../src/db/schema';
import { storeTestResult } from '../../src/questions/student-queries';
import { makeActivity, makeTest } from './teacher';

/** A test with one speaking question, written as the teacher's route would. */
export async function makeSpeakingTest(db: Db, courseId: number) {
  const activity = await makeActivity(db, courseId, { type: 'TEST', title: 'Expresión oral' });
  const [question] = await db
    .insert(questions)
    .values({
      activityId: activity.id,
      text: 'Preséntate',
      position: 0,
      kind: 'speaking',
      data: { maxSeconds: 60 },
    })
    .returning({ id: questions.id });
  if (!question) throw new Error('questions insert returned no row');
  return { activityId: activity.id, questionId: question.id };
}

/** A stored file of the course linked as a test's audio prompt (the bytes of `fileId`), by its new name. */
export async function makeCourseAudio(db: Db, courseId: number, fileId: string): Promise<string> {
  const name = `${randomBytes(12).toString('base64url')}.mp3`;
  await db.insert(testMedia).values({ name, courseId, fileId, kind: 'audio' });
  return name;
}

/** A few bytes that pass the checks of an MP3 (an ID3v2.4 tag) and of a WebM recording (the EBML id). */
export const SAMPLE_AUDIO = {
  mp3: Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(64, 0x20)]),
  webm: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), Buffer.alloc(64, 0x20)]),
} as const;

/**
 * A test of two choice questions the student has submitted (the first option of each, so all right), stored as
 * the submit route stores it: what the student's review reads. Its activity id.
 */
export async function makeTakenTest(db: Db, courseId: number, studentId: number): Promise<number> {
  const test = await makeTest(db, courseId, [2, 2]);
  const answers = test.questions.map((q) => ({ questionId: q.id, selectedOptionId: q.options[0] as number }));
  const stored = await storeTestResult(db, {
    activityId: test.activity.id,
    studentId,
    score: 10,
    feedback: 'Respuestas correctas: 2 de 2.',
    at: new Date(),
    answers,
    keyVersion: test.activity.keyVersion,
  });
  if (!stored) throw new Error('the taken test was not stored');
  return test.activity.id;
}
