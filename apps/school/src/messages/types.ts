import type { Role } from '@aula/domain';

/*
 * The shapes the messaging components draw: the same fields as the contract's answers (GET /messages and
 * GET /messages/:id), written out here because @aula/ui depends on nothing of ours but the words of
 * @aula/domain, which its build bundles in.
 */
export type MessagingRole = Role;

export interface MessagingPerson {
  id: number;
  name: string;
  surname: string;
  role: MessagingRole;
}

export interface MessagingCourse {
  id: number;
  name: string;
}

export interface InboxConversation {
  id: number;
  kind: 'direct' | 'announcement';
  course: MessagingCourse | null;
  subject: string | null;
  /** Direct: the other person. Announcement: its teacher, or null for the teacher who sent it. */
  counterpart: MessagingPerson | null;
  recipients: number;
  lastMessage: { preview: string; sentAt: string; fromMe: boolean; hasAttachment: boolean };
  unreadCount: number;
}

export interface ThreadMessage {
  id: number;
  /** Null once the sender's account is deleted. */
  sender: MessagingPerson | null;
  mine: boolean;
  body: string;
  sentAt: string;
  /** In an announcement: a reply seen only by its sender and this person (the teacher). */
  privateTo: MessagingPerson | null;
  attachment: { name: string; size: number } | null;
  readBy: number;
  sentTo: number;
}

/** Someone the composer offers in 'Para', and the course that lets me write to them. */
export interface MessagingRecipient {
  person: MessagingPerson;
  course: MessagingCourse | null;
}
