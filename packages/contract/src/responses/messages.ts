import { z } from 'zod';
import { roleSchema } from './auth';

/** Someone in a conversation, as the others see them: never an e-mail. */
export const messagePersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  /** The role they write as here: a teacher of the course, a student of it, or an administrator. */
  role: roleSchema,
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const messageCourseSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * One conversation in the inbox. `direct`: two people, about a course (or none, when an administrator
 * writes). `announcement`: a teacher to every student of a course; a student's reply goes to the teacher only.
 */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['direct', 'announcement']),
  course: messageCourseSchema.nullable(),
  /** An announcement's subject; null for a direct conversation. */
  subject: z.string().nullable(),
  /** Direct: the other person. Announcement: its teacher, or null for the teacher who sent it. */
  counterpart: messagePersonSchema.nullable(),
  /** How many people besides me are in it (1 for a direct conversation). */
  recipients: z.number().int(),
  lastMessage: z.object({
    /** The first 140 characters, as plain text. */
    preview: z.string(),
    sentAt: z.string(),
    fromMe: z.boolean(),
    hasAttachment: z.boolean(),
  }),
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Newest first, 20 a page. */
export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  /** Null once the sender's account is deleted. */
  sender: messagePersonSchema.nullable(),
  mine: z.boolean(),
  /** Plain text with line breaks; shown as text, never as markup. */
  body: z.string(),
  sentAt: z.string(),
  /** In an announcement: a reply seen only by its sender and this person (the teacher). */
  privateTo: messagePersonSchema.nullable(),
  attachment: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  /** For my own messages: how many of the people it went to have read it ('Leído' when all have). */
  readBy: z.number().int(),
  /** How many people it went to. */
  sentTo: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

/** Oldest first, the last 200 messages. */
export const conversationSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(messageSchema),
  /** Whether I may write in it (a student's reply to an announcement goes to its teacher). */
  canReply: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Someone I may write to, and the course that lets me. */
export const recipientSchema = z.object({
  person: messagePersonSchema,
  course: messageCourseSchema.nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientListSchema = z.object({
  recipients: z.array(recipientSchema),
  /** The courses whose students I may write to at once (a teacher's own active courses). */
  announcementCourses: z.array(messageCourseSchema.extend({ students: z.number().int() })),
});
export type RecipientList = z.infer<typeof recipientListSchema>;

export const sentMessageSchema = z.object({
  conversationId: z.number().int(),
  message: messageSchema,
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const sentAnnouncementSchema = z.object({
  conversationId: z.number().int(),
  recipients: z.number().int(),
});
export type SentAnnouncement = z.infer<typeof sentAnnouncementSchema>;

/** The direct conversation with someone about a course, if there is one yet. */
export const directConversationSchema = z.object({ conversationId: z.number().int().nullable() });
