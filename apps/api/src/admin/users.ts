import type { AdminUser } from '@aula/contract';
import type { AdminRoleFilter } from '@aula/forms';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type Role, users } from '../db/schema';
import { userMatches } from './search';

export interface UserFilter {
  q?: string;
  role?: AdminRoleFilter;
}

/**
 * The list holds the accounts in use: users holding a role. A deleted account keeps its row for the grade
 * books but holds none, so it is neither listed nor counted, as in the statistics' total (decision 164).
 */
function whereUsers({ q, role }: UserFilter): SQL {
  const conditions: SQL[] = [
    role
      ? sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id" and ur.role = ${role})`
      : sql`exists (select 1 from user_roles ur where ur.user_id = "users"."id")`,
  ];
  if (q) conditions.push(userMatches(q));
  return and(...conditions) as SQL;
}

const userColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  username: users.username,
  email: users.email,
  // ::text because node-postgres cannot parse an array of a custom enum; ordered ADMIN, TEACHER, STUDENT.
  // Written out in SQL because Drizzle leaves the columns of a one-table select unqualified, and inside a
  // subquery an unqualified name is looked up in the subquery's table first.
  roles: sql<
    Role[]
  >`coalesce((select array_agg(ur.role::text order by ur.role) from user_roles ur where ur.user_id = "users"."id"), '{}')`,
};

/** The users matching `filter`, oldest account first; one statement whatever their number. */
export async function listUsers(
  db: Db,
  filter: UserFilter,
  window?: { limit: number; offset: number },
): Promise<AdminUser[]> {
  const query = db
    .select(userColumns)
    .from(users)
    .where(whereUsers(filter))
    .orderBy(asc(users.id))
    .$dynamic();
  if (window) query.limit(window.limit).offset(window.offset);
  return query;
}

const countsSchema = z.object({
  rows: z.array(
    z.object({
      all: z.coerce.number(),
      admin: z.coerce.number(),
      teacher: z.coerce.number(),
      student: z.coerce.number(),
    }),
  ),
});

/**
 * The total of a filtered user list and the panel's count badges (users matching the search, in all and by
 * role, whatever the role filter), in one statement. Without a search every figure is an index-only count;
 * with one, a single pass over the matching users looks up each one's roles by primary key.
 */
export async function countUsers(
  db: Db,
  { q, role }: UserFilter,
): Promise<{ total: number; counts: UserCounts; unfilteredCounts: UserCounts }> {
  const counts = await countByRole(db, q);
  // Without a search the badges already are the school's figures: no second statement.
  const unfilteredCounts = q ? await countByRole(db) : counts;
  return { total: role ? counts[role] : counts.all, counts, unfilteredCounts };
}

type UserCounts = { all: number } & Record<Role, number>;

/** Users matching the search (every user without one), in all and by role. */
async function countByRole(db: Db, q?: string): Promise<UserCounts> {
  const result = countsSchema.parse(
    await db.execute(
      q
        ? sql`select count(*) as all,
                     count(*) filter (where r.admin) as admin,
                     count(*) filter (where r.teacher) as teacher,
                     count(*) filter (where r.student) as student
                from users
               cross join lateral (
                     select coalesce(bool_or(ur.role = 'ADMIN'), false) as admin,
                            coalesce(bool_or(ur.role = 'TEACHER'), false) as teacher,
                            coalesce(bool_or(ur.role = 'STUDENT'), false) as student
                       from user_roles ur
                      where ur.user_id = users.id) as r
               where ${whereUsers({ q })}`
        : // Each person once, however many roles they hold: the statistics' 'Total de usuarios'.
          sql`select (select count(distinct user_id) from user_roles) as all,
                     (select count(*) from user_roles where role = 'ADMIN') as admin,
                     (select count(*) from user_roles where role = 'TEACHER') as teacher,
                     (select count(*) from user_roles where role = 'STUDENT') as student`,
    ),
  );
  const row = result.rows[0] ?? { all: 0, admin: 0, teacher: 0, student: 0 };
  return { all: row.all, ADMIN: row.admin, TEACHER: row.teacher, STUDENT: row.student };
}
