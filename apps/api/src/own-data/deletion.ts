import { OWN_DATA_MESSAGES } from '@aula/forms';
import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { AccountChangeError, isAdministrator, keepAnAdministrator } from '../auth/account-changes';
import type { Db } from '../db/client';
import {
  activityResults,
  adminActions,
  calendarFeeds,
  courses,
  emailChangeTokens,
  externalIdentities,
  oidcSignInTickets,
  passwordResetTokens,
  recoveryCodes,
  sessions,
  signInChallenges,
  storedFiles,
  twoFactor,
  userRoles,
  users,
  verificationTokens,
} from '../db/schema';
import { HttpError } from '../errors';
import { forgetMessagesOf } from '../messages/own-data';
import { hashPassword } from '../security/passwords';
import { generateUrlToken } from '../security/tokens';

/** The `action` of the audit row a deletion leaves in admin_actions. */
export const DELETE_ACCOUNT_ACTION = 'DELETE_ACCOUNT';

/**
 * What stays of a deleted account (decision 134): the row, so the grade books that point at it keep their
 * grades, under a name that says what happened. The username holds a '#', which no registration accepts
 * (decision 101): it can never meet a real one, and the old username and e-mail are free again.
 */
export const DELETED_ACCOUNT = {
  /** Whoever was a student is one in the grade books that keep them; anyone else is a user. */
  name: (wasStudent: boolean) => (wasStudent ? 'Estudiante' : 'Usuario'),
  surname: 'eliminado',
  username: (id: number) => `eliminado#${id}`,
  email: (id: number) => `eliminado-${id}@cuenta-eliminada.invalid`,
} as const;

/**
 * Deletes the account `userId` (its password already checked by the caller). In one transaction: refuses
 * the last enabled administrator and a teacher with pending or active courses (409); leaves the teacher's
 * finished courses without a teacher ('No asignado') and the grades they gave without an evaluator; keeps the student's submissions and grades but
 * drops what they handed in (text and files) and the files they attached to messages, and takes them out of
 * every conversation (messages/own-data.ts); removes roles, e-mailed links, the Google link, two-factor
 * secrets and codes and the calendar feed; overwrites every personal field, makes the password unusable,
 * disables the account and ends its sessions (tokens_valid_after);
 * writes an audit row with the account's id only. Answers the ids of the files whose rows went: the caller
 * removes their bytes after the commit.
 */
export async function deleteAccount(db: Db, userId: number): Promise<string[]> {
  // Hashed before the transaction, which holds PGlite's only connection: a secret nobody ever learns.
  const unusableHash = await hashPassword(generateUrlToken());
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (await isAdministrator(tx, userId)) {
      await keepAnAdministrator(tx, userId).catch((error: unknown) => {
        throw error instanceof AccountChangeError ? new HttpError(409, OWN_DATA_MESSAGES.lastAdmin) : error;
      });
    }
    const [unfinished] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.teacherId, userId), not(courses.completed)))
      .limit(1);
    if (unfinished) throw new HttpError(409, OWN_DATA_MESSAGES.teacherWithCourses);
    await tx.update(courses).set({ teacherId: null }).where(eq(courses.teacherId, userId));
    // A grade they gave is then shown under the course's teacher, as one given automatically is.
    await tx
      .update(activityResults)
      .set({ evaluatedBy: null })
      .where(eq(activityResults.evaluatedBy, userId));

    const handedIn = await tx
      .select({ fileId: activityResults.fileId })
      .from(activityResults)
      .where(and(eq(activityResults.studentId, userId), isNotNull(activityResults.fileId)));
    const fileIds = handedIn.flatMap((row) => (row.fileId ? [row.fileId] : []));
    await tx
      .update(activityResults)
      .set({ textAnswer: null, fileId: null })
      .where(eq(activityResults.studentId, userId));
    if (fileIds.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
    fileIds.push(...(await forgetMessagesOf(tx, userId)));

    const [student] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'STUDENT')));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    // Everything that signs the person in or names them outside the grade book: e-mailed links (one holds
    // the address an e-mail change was going to), the Google link (their subject at Google), two-factor
    // secrets and codes, sign-in steps in flight and the calendar feed, which would go on listing their
    // classes. The privacy notice (/privacidad) promises exactly this.
    for (const table of [verificationTokens, passwordResetTokens, emailChangeTokens, signInChallenges]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(externalIdentities).where(eq(externalIdentities.userId, userId));
    await tx.delete(oidcSignInTickets).where(eq(oidcSignInTickets.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(users)
      .set({
        name: DELETED_ACCOUNT.name(student !== undefined),
        surname: DELETED_ACCOUNT.surname,
        username: DELETED_ACCOUNT.username(userId),
        email: DELETED_ACCOUNT.email(userId),
        passwordHash: unusableHash,
        disabled: true,
        // The database's clock, as every other change that ends sessions (auth/account-changes.ts).
        tokensValidAfter: sql`clock_timestamp()`,
      })
      .where(eq(users.id, userId));
    await tx.insert(adminActions).values({
      adminId: null,
      action: DELETE_ACCOUNT_ACTION,
      details: { userId, via: 'self' },
    });
    return fileIds;
  });
}
