import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { AdminSeed } from '../config';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';
import { hashPassword } from '../security/passwords';

export type FirstAdminResult =
  | { created: false }
  | { created: true; username: string; email: string; generatedPassword?: string };

/**
 * Creates the first administrator when none exists: the one described by ADMIN_* variables, or 'admin' with
 * a random password that the caller prints once. Administrators are never created any other way here:
 * self-registration only offers STUDENT and TEACHER.
 */
export async function ensureFirstAdmin(db: Db, seed: AdminSeed | undefined): Promise<FirstAdminResult> {
  const [existing] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'ADMIN'))
    .limit(1);
  if (existing) return { created: false };

  let username = seed?.username ?? 'admin';
  let email = seed?.email ?? 'admin@localhost';
  const generatedPassword = seed ? undefined : randomBytes(18).toString('base64url');
  const password = seed?.password ?? (generatedPassword as string);

  const [clash] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, username), eq(users.email, email)));
  if (clash) {
    if (seed) {
      // Promoting an existing account would hand the school to whoever registered that name first.
      throw new Error(
        `ADMIN_USERNAME or ADMIN_EMAIL belongs to an existing non-administrator account (${clash.username}); choose others`,
      );
    }
    const suffix = randomBytes(3).toString('hex');
    username = `admin-${suffix}`;
    email = `admin-${suffix}@localhost`;
  }

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: 'Administrador', surname: 'Aula', username, email, passwordHash, verified: true })
      .returning({ id: users.id });
    if (!user) throw new Error('users insert returned no row');
    await tx.insert(userRoles).values({ userId: user.id, role: 'ADMIN' });
  });
  return { created: true, username, email, generatedPassword };
}
