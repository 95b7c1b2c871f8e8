import { DEFAULT_LOCALE } from '@aula/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, notifications, userRoles, users } from '../../db/schema';
import { mailI18n } from '../../mail/i18n';
import { NOTICES } from '../../notifications/events';
import type { Said } from '../../notifications/notify';
import { COURSES } from './courses';
import type { Username } from './people';

/**
 * A few notifications for the demo accounts to open the bell on: the student ana.garcia, the teacher
 * prof.emma and every administrator (the first one is created before the demo). Their sentences and links are
 * the ones the events write (notifications/events.ts); their times are hours before the load, most unread. No
 * e-mail goes out for them. Runs after the rest of the demo, whose rows they name.
 */
export async function seedNotifications(
  tx: Tx,
  idOf: (username: Username) => number,
  courseOf: (key: string) => number,
  now: Date,
): Promise<void> {
  const course = (key: string) => {
    const demo = COURSES.find((entry) => entry.key === key);
    if (!demo) throw new Error(`demo course ${key} missing`);
    return { id: courseOf(key), name: demo.name };
  };
  const activity = async (key: string, title: string) => {
    const [row] = await tx
      .select({ id: activities.id, title: activities.title, type: activities.type })
      .from(activities)
      .where(and(eq(activities.courseId, courseOf(key)), eq(activities.title, title)));
    if (!row) throw new Error(`demo activity ${title} missing`);
    return row;
  };
  const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'ADMIN'));
  const ana = idOf('ana.garcia');
  const emma = idOf('prof.emma');

  const told: { userIds: number[]; said: Said; hoursAgo: number; read?: true }[] = [
    { userIds: [ana], said: NOTICES.grade('Redacción: preséntate'), hoursAgo: 3 },
    {
      userIds: [ana],
      said: NOTICES.activity(course('en-a1'), await activity('en-a1', 'Describe tu ciudad')),
      hoursAgo: 26,
    },
    { userIds: [ana], said: NOTICES.timetable(course('en-a1'), { kind: 'timetable' }), hoursAgo: 50 },
    {
      userIds: [ana],
      said: NOTICES.material(course('en-a1'), 'Comprensión oral: "Me at the zoo"'),
      hoursAgo: 98,
      read: true,
    },
    {
      userIds: [emma],
      said: NOTICES.handIn({ name: 'Carlos', surname: 'López' }, 'Redacción: preséntate'),
      hoursAgo: 2,
    },
    {
      userIds: [emma],
      said: NOTICES.enrolment({ name: 'Laura', surname: 'Gómez' }, course('en-a1')),
      hoursAgo: 30,
    },
    { userIds: [emma], said: NOTICES.courseDecision('approved', course('en-a1')), hoursAgo: 120, read: true },
    ...['en-c1', 'fr-b2', 'de-c2'].map((key, index) => ({
      userIds: admins.map((admin) => admin.id),
      said: NOTICES.coursePending(course(key)),
      hoursAgo: 5 + 24 * index,
    })),
  ];
  // Each in its reader's language, as notify() writes them: prof.emma reads English.
  const readers = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...new Set(told.flatMap((notice) => notice.userIds))]));
  const localeOf = new Map(readers.map((reader) => [reader.id, reader.locale]));
  const rows = told.flatMap(({ userIds, said, hoursAgo, read }) => {
    const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
    return userIds.map((userId) => ({
      userId,
      kind: said.kind,
      title: said.titleIn?.(mailI18n(localeOf.get(userId) ?? DEFAULT_LOCALE)) ?? said.title,
      link: said.link,
      createdAt,
      readAt: read ? new Date(createdAt.getTime() + 3_600_000) : null,
    }));
  });
  // Oldest first: the list is newest first by id, as real notifications are written.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
