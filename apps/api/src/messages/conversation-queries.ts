import type { ConversationSummary, Message, MessagePerson } from '@aula/contract';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../admin/search';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { isoText, personJson } from './people';

export const CONVERSATIONS_PAGE_SIZE = 20;
export const THREAD_MESSAGES = 200;
export const PREVIEW_LENGTH = 140;

/**
 * The one visibility rule of a message (decision 146): for a member of its conversation, a message to
 * everyone in it, to them, or from them. A student's reply to an announcement is seen by its teacher only.
 */
export function visibleTo(me: number, message = sql.raw('m')): SQL {
  return sql`(${message}.recipient_id is null or ${message}.recipient_id = ${me}::int or ${message}.sender_id = ${me}::int)`;
}

interface SummaryRow {
  id: number;
  kind: 'direct' | 'announcement';
  subject: string | null;
  course_id: number | null;
  course_name: string | null;
  created_by: number | null;
  recipients: number;
  counterpart: MessagePerson | null;
  preview: string;
  sent_at: string;
  from_me: boolean;
  has_attachment: boolean;
  unread: number;
  has_partner: boolean;
}

/**
 * My conversations (all, or `only` one), each with the last message I can see: only conversations I am a
 * member of are ever read, so another's conversation is indistinguishable from a missing one.
 */
function summaries(me: number, where: SQL): SQL {
  return sql`
    select c.id, c.kind, c.subject, c.course_id, co.name as course_name, c.created_by,
           (select count(*)::int from conversation_members o
             where o.conversation_id = c.id and o.user_id <> ${me}::int) as recipients,
           ${personJson(
             sql`(case when c.kind = 'direct' then (select o.user_id from conversation_members o
               where o.conversation_id = c.id and o.user_id <> ${me}::int limit 1)
             when c.created_by <> ${me}::int then c.created_by end)`,
             sql`c.course_id`,
           )} as counterpart,
           left(last.body, ${PREVIEW_LENGTH}::int) as preview, ${isoText(sql`last.created_at`)} as sent_at,
           coalesce(last.sender_id = ${me}::int, false) as from_me,
           last.attachment_file_id is not null as has_attachment,
           (select count(*)::int from messages m where m.conversation_id = c.id and ${visibleTo(me)}
             and m.sender_id is distinct from ${me}::int
             and m.id > coalesce(cm.last_read_message_id, 0)) as unread,
           -- Someone to write to: the other person, or the announcement's teacher (its author writes to all).
           (case when c.kind = 'direct' then exists (select 1 from conversation_members o
               where o.conversation_id = c.id and o.user_id <> ${me}::int)
             else c.created_by = ${me}::int or exists (select 1 from conversation_members o
               where o.conversation_id = c.id and o.user_id = c.created_by) end) as has_partner,
           last.created_at as last_at
      from conversation_members cm
      join conversations c on c.id = cm.conversation_id
      left join courses co on co.id = c.course_id
      cross join lateral (select m.body, m.created_at, m.sender_id, m.attachment_file_id from messages m
             where m.conversation_id = c.id and ${visibleTo(me)} order by m.id desc limit 1) last
     where cm.user_id = ${me}::int and ${where}`;
}

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    kind: row.kind,
    course: row.course_id === null ? null : { id: row.course_id, name: row.course_name ?? '' },
    subject: row.subject,
    counterpart: row.counterpart,
    recipients: row.recipients,
    lastMessage: {
      preview: row.preview,
      sentAt: row.sent_at,
      fromMe: row.from_me,
      hasAttachment: row.has_attachment,
    },
    unreadCount: row.unread,
  };
}

/** A conversation with a message I can see whose body contains `q` (ILIKE, its wildcards taken literally). */
function matching(me: number, q: string | undefined): SQL {
  if (!q) return sql`true`;
  return sql`exists (select 1 from messages m where m.conversation_id = c.id and ${visibleTo(me)}
    and m.body ilike ${containsPattern(q)})`;
}

/** My inbox, newest first by the last message I can see, 20 a page; `q` searches the messages I can see. */
export async function conversationList(db: Db, me: number, q: string | undefined, page: number) {
  const where = matching(me, q);
  const rows = rowsOf(
    await db.execute(sql`${summaries(me, where)}
      order by last_at desc, c.id desc
      limit ${CONVERSATIONS_PAGE_SIZE}::int offset ${(page - 1) * CONVERSATIONS_PAGE_SIZE}::int`),
  ) as SummaryRow[];
  const [count] = rowsOf(
    await db.execute(sql`select count(*)::int as total from conversation_members cm
      join conversations c on c.id = cm.conversation_id
     where cm.user_id = ${me}::int and ${where}
       and exists (select 1 from messages m where m.conversation_id = c.id and ${visibleTo(me)})`),
  ) as { total: number }[];
  return {
    conversations: rows.map(toSummary),
    total: count?.total ?? 0,
    page,
    pageSize: CONVERSATIONS_PAGE_SIZE,
  };
}

export interface MyConversation {
  summary: ConversationSummary;
  kind: 'direct' | 'announcement';
  courseId: number | null;
  createdBy: number | null;
  /** There is someone to write to (the other person, or the announcement's teacher still in it). */
  hasPartner: boolean;
}

/** One of my conversations, or null when it is not mine or does not exist (the same 404). */
export async function myConversation(db: Db, me: number, id: number): Promise<MyConversation | null> {
  const [row] = rowsOf(await db.execute(summaries(me, sql`c.id = ${id}::int`))) as SummaryRow[];
  if (!row) return null;
  return {
    summary: toSummary(row),
    kind: row.kind,
    courseId: row.course_id,
    createdBy: row.created_by,
    hasPartner: row.has_partner,
  };
}

interface MessageRow {
  id: number;
  sender: MessagePerson | null;
  sender_id: number | null;
  body: string;
  sent_at: string;
  private_to: MessagePerson | null;
  file_name: string | null;
  file_size: number | null;
  read_by: number;
  sent_to: number;
}

/**
 * How many members a message went to (everyone but its sender, or its one recipient), and how many of them
 * have read up to it: 'Leído' for the sender when both are equal.
 */
function audience(me: number, read: boolean): SQL {
  return sql`(select count(*)::int from conversation_members o
     where o.conversation_id = m.conversation_id and o.user_id is distinct from m.sender_id
       and (m.recipient_id is null or o.user_id = m.recipient_id)
       ${read ? sql`and m.sender_id = ${me}::int and o.last_read_message_id >= m.id` : sql``})`;
}

/**
 * The last 200 messages of a conversation that I can see, oldest first, or only the one `onlyId` (the
 * answer to sending it). Call after myConversation, which checks that I am in it.
 */
export async function threadMessages(
  db: Db,
  me: number,
  conversationId: number,
  courseId: number | null,
  onlyId?: number,
): Promise<Message[]> {
  const course = sql`${courseId}::int`;
  const rows = rowsOf(
    await db.execute(sql`select * from (
      select m.id, m.sender_id, m.body, ${isoText(sql`m.created_at`)} as sent_at,
             ${personJson(sql`m.sender_id`, course)} as sender,
             ${personJson(sql`m.recipient_id`, course)} as private_to,
             f.original_name as file_name, f.size::int as file_size,
             ${audience(me, true)} as read_by, ${audience(me, false)} as sent_to
        from messages m left join stored_files f on f.id = m.attachment_file_id
       where m.conversation_id = ${conversationId}::int and ${visibleTo(me)}
         ${onlyId === undefined ? sql`` : sql`and m.id = ${onlyId}::int`}
       order by m.id desc limit ${THREAD_MESSAGES}::int) t
     order by id`),
  ) as MessageRow[];
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    mine: row.sender_id === me,
    body: row.body,
    sentAt: row.sent_at,
    privateTo: row.private_to,
    attachment: row.file_name === null ? null : { name: row.file_name, size: row.file_size ?? 0 },
    readBy: row.read_by,
    sentTo: row.sent_to,
  }));
}
