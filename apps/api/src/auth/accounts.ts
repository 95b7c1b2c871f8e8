import type { InterfaceLocale } from '@aula/domain';
import { type AnyColumn, and, asc, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrolments, type Role, userRoles, users } from '../db/schema';

export interface Account {
  id: number;
  name: string;
  surname: string;
  username: string;
  email: string;
  passwordHash: string;
  verified: boolean;
  disabled: boolean;
  tokensValidAfter: Date;
  roles: Role[];
  locale: InterfaceLocale;
}

/** A user with their roles (in the order ADMIN, TEACHER, STUDENT), in one query. */
export async function findAccount(db: Db, where: SQL): Promise<Account | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      username: users.username,
      email: users.email,
      passwordHash: users.passwordHash,
      verified: users.verified,
      disabled: users.disabled,
      tokensValidAfter: users.tokensValidAfter,
      locale: users.locale,
      // ::text because node-postgres cannot parse an array of a custom enum type.
      roles: sql<
        Role[]
      >`coalesce(array_agg(${userRoles.role}::text order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(where)
    .groupBy(users.id);
  return row;
}

/** Ids of the courses a user teaches or is enrolled in (the `courses` of the login answer). */
export async function courseIdsOf(db: Db, userId: number): Promise<number[]> {
  const taught = db.select({ id: courses.id }).from(courses).where(eq(courses.teacherId, userId));
  const enrolled = db
    .select({ id: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.studentId, userId));
  const rows = await taught.union(enrolled).orderBy(asc(sql`id`));
  return rows.map((row) => row.id);
}

/** Same username but for case: what registration's uniqueness compares (decision 101). */
export function usernameFolded(username: string): SQL {
  return sql`lower(${users.username}) = lower(${username})`;
}

/**
 * The account a login names: the exact spelling if there is one, else the one account whose username
 * differs only by case (the accounts migration 0005 exempted from folding answer to their exact spelling
 * only, decision 101).
 */
export function usernameForLogin(username: string): SQL {
  return or(
    eq(users.username, username),
    and(
      usernameFolded(username),
      not(users.usernameFoldingExempt),
      sql`not exists (select 1 from users exact where exact.username = ${username})`,
    ),
  ) as SQL;
}

/**
 * Whether the user a row belongs to may use it now: a disabled account's links and feed stop working while it
 * stays disabled (re-enabling it brings back the ones still unexpired), for whoever holds them.
 */
export function ownerEnabled(userId: AnyColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and not ${users.disabled})`;
}
