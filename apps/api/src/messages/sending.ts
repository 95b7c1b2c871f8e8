import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { conversationMembers, conversations, messages, users } from '../db/schema';
import { publishLiveEvents } from '../notifications/live-events';
import { notify, type Sentence, said } from '../notifications/notify';
import { visibleTo } from './conversation-queries';
import { conversationLink, type MessageRole, roleIn } from './people';
import { type DirectTarget, directKey } from './permissions';

export interface NewMessage {
  body: string;
  fileId: string | null;
}

interface Delivery {
  conversationId: number;
  /** Everyone who can see the message, the sender included (their other tabs). */
  seenBy: number[];
  /** Who is told of it. */
  told: number[];
  /** The notification's sentence, in each reader's language. */
  title: Sentence;
}

async function fullName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.name} ${row.surname}` : '';
}

/** Stores a message and moves the sender's read mark past it (they have seen everything up to their own). */
async function insertMessage(
  tx: Db,
  conversationId: number,
  senderId: number,
  recipientId: number | null,
  message: NewMessage,
): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId, senderId, recipientId, body: message.body, attachmentFileId: message.fileId })
    .returning({ id: messages.id });
  if (!row) throw new Error('messages insert returned no row');
  await tx
    .update(conversationMembers)
    .set({ lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${row.id}::int)` })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId)),
    );
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
  return row.id;
}

/**
 * Tells the recipients (one notice per role they have here, as each opens it in their own panel) and sends
 * the live event to everyone who can see the message. In the message's transaction: nobody hears of a
 * message that was not stored.
 */
async function deliver(tx: Db, messageId: number, courseId: number | null, d: Delivery): Promise<void> {
  if (d.told.length > 0) {
    const roles = rowsOf(
      await tx.execute(sql`select t.id, ${roleIn(sql`t.id`, sql`${courseId}::int`)} as role
        from unnest(${`{${d.told.join(',')}}`}::int[]) as t(id)`),
    ) as { id: number; role: MessageRole }[];
    for (const role of ['STUDENT', 'TEACHER', 'ADMIN'] as const) {
      const userIds = roles.filter((row) => row.role === role).map((row) => row.id);
      await notify(tx, { ...said('message', conversationLink(role, d.conversationId), d.title), userIds });
    }
  }
  await publishLiveEvents(
    tx,
    d.seenBy.map((userId) => ({
      userId,
      event: { type: 'message', conversationId: d.conversationId, messageId },
    })),
  );
}

const messageTitle =
  (sender: string, course: string | null): Sentence =>
  (i18n) =>
    course
      ? i18n._('Nuevo mensaje de {sender} ({course})', { sender, course })
      : i18n._('Nuevo mensaje de {sender}', { sender });

/**
 * A direct message: the pair's conversation about the course is found or made in one statement (the unique
 * direct_key with ON CONFLICT), so two first messages sent at once land in one thread.
 */
export async function sendDirect(
  db: Db,
  me: number,
  target: DirectTarget,
  message: NewMessage,
): Promise<{ conversationId: number; messageId: number }> {
  return db.transaction(async (tx) => {
    const courseId = target.course?.id ?? null;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        kind: 'direct',
        courseId,
        directKey: directKey(courseId, me, target.recipientId),
        createdBy: me,
      })
      .onConflictDoUpdate({ target: conversations.directKey, set: { lastMessageAt: sql`now()` } })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('conversations upsert returned no row');
    await tx
      .insert(conversationMembers)
      .values([me, target.recipientId].map((userId) => ({ conversationId: conversation.id, userId })))
      .onConflictDoNothing();
    const messageId = await insertMessage(tx, conversation.id, me, null, message);
    await deliver(tx, messageId, courseId, {
      conversationId: conversation.id,
      seenBy: [me, target.recipientId],
      told: [target.recipientId],
      title: messageTitle(await fullName(tx, me), target.course?.name ?? null),
    });
    return { conversationId: conversation.id, messageId };
  });
}

export interface ReplyTarget {
  conversationId: number;
  kind: 'direct' | 'announcement';
  courseId: number | null;
  courseName: string | null;
  createdBy: number | null;
}

/**
 * A reply in one of my conversations. In a direct one it goes to the other person; in an announcement its
 * teacher writes to everyone, and a student privately to the teacher (recipient_id), whom only they see.
 */
export async function sendReply(db: Db, me: number, target: ReplyTarget, message: NewMessage) {
  return db.transaction(async (tx) => {
    const members = (
      await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, target.conversationId))
    ).map((row) => row.userId);
    const others = members.filter((id) => id !== me);
    const privateTo = target.kind === 'announcement' && target.createdBy !== me ? target.createdBy : null;
    const messageId = await insertMessage(tx, target.conversationId, me, privateTo, message);
    const told = privateTo === null ? others : [privateTo];
    await deliver(tx, messageId, target.courseId, {
      conversationId: target.conversationId,
      seenBy: [me, ...told],
      told,
      title: messageTitle(await fullName(tx, me), target.courseName),
    });
    return { conversationId: target.conversationId, messageId };
  });
}

/** Undoes an announcement whose course has no students. */
class NoStudents extends Error {}

export type AnnounceOutcome =
  | { kind: 'sent'; conversationId: number; recipients: number }
  | { kind: 'courseNotFound' | 'notCourseTeacher' | 'courseWithoutStudents' };

/**
 * An announcement to every student enrolled in the course now: one statement for its members, one message,
 * one insert of notifications and one of live events, whatever the number of students.
 */
export async function announce(
  db: Db,
  me: number,
  input: { courseId: number; subject: string; body: string },
): Promise<AnnounceOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [course] = rowsOf(
        await tx.execute(sql`select id, name, teacher_id from courses where id = ${input.courseId}::int`),
      ) as { id: number; name: string; teacher_id: number | null }[];
      if (!course) return { kind: 'courseNotFound' } as const;
      if (course.teacher_id !== me) return { kind: 'notCourseTeacher' } as const;
      const [conversation] = await tx
        .insert(conversations)
        .values({ kind: 'announcement', courseId: course.id, subject: input.subject, createdBy: me })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error('conversations insert returned no row');
      const students = (
        rowsOf(
          await tx.execute(sql`insert into conversation_members (conversation_id, user_id)
            select ${conversation.id}::int, e.student_id from enrolments e
             where e.course_id = ${course.id}::int and e.student_id <> ${me}::int
            returning user_id`),
        ) as { user_id: number }[]
      ).map((row) => row.user_id);
      // Checked by the insert itself, so a course emptied meanwhile leaves no announcement to nobody.
      if (students.length === 0) throw new NoStudents();
      await tx.insert(conversationMembers).values({ conversationId: conversation.id, userId: me });
      const messageId = await insertMessage(tx, conversation.id, me, null, {
        body: input.body,
        fileId: null,
      });
      await deliver(tx, messageId, course.id, {
        conversationId: conversation.id,
        seenBy: [me, ...students],
        told: students,
        title: (i18n) =>
          i18n._('Anuncio en {course}: {subject}', { course: course.name, subject: input.subject }),
      });
      return { kind: 'sent', conversationId: conversation.id, recipients: students.length } as const;
    });
  } catch (error) {
    if (error instanceof NoStudents) return { kind: 'courseWithoutStudents' };
    throw error;
  }
}

/**
 * Moves my read mark to the last message I can see; answers null when the conversation is not mine, else
 * the senders whose messages I have just read (they are told, so 'Leído' appears on their side at once).
 */
export async function markRead(db: Db, me: number, conversationId: number): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const [mark] = rowsOf(
      await tx.execute(sql`select coalesce(cm.last_read_message_id, 0) as old,
          (select max(m.id) from messages m where m.conversation_id = cm.conversation_id
             and ${visibleTo(me)}) as latest
        from conversation_members cm
       where cm.conversation_id = ${conversationId}::int and cm.user_id = ${me}::int
       for update`),
    ) as { old: number; latest: number | null }[];
    if (!mark) return null;
    if (mark.latest === null || mark.latest <= mark.old) return [];
    await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: mark.latest })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, me)));
    const senders = (
      await tx
        .selectDistinct({ id: messages.senderId })
        .from(messages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, messages.conversationId),
            eq(conversationMembers.userId, messages.senderId),
          ),
        )
        .where(
          and(
            eq(messages.conversationId, conversationId),
            sql`${messages.id} > ${mark.old}::int and ${messages.id} <= ${mark.latest}::int`,
            sql`${messages.senderId} <> ${me}::int`,
            visibleTo(me, sql.raw('messages')),
          ),
        )
    ).flatMap((row) => (row.id === null ? [] : [row.id]));
    await publishLiveEvents(
      tx,
      senders.map((userId) => ({ userId, event: { type: 'read', conversationId } })),
    );
    return senders;
  });
}
