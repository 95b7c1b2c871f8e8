import type { InboxConversation, MessagingPerson, MessagingRecipient, ThreadMessage } from './types';

/* Sample people and messages for the messaging stories. */

export const storyNow = new Date('2026-03-10T11:00:00Z');

export const teacher: MessagingPerson = { id: 2, name: 'Marta', surname: 'Ruiz', role: 'TEACHER' };
export const student: MessagingPerson = { id: 7, name: 'Ana', surname: 'García', role: 'STUDENT' };
export const otherStudent: MessagingPerson = { id: 8, name: 'Luis', surname: 'Pérez', role: 'STUDENT' };
const english = { id: 3, name: 'Inglés B2 - Mañanas' };
const french = { id: 5, name: 'Francés A1' };

export const directConversation: InboxConversation = {
  id: 11,
  kind: 'direct',
  course: english,
  subject: null,
  counterpart: teacher,
  recipients: 1,
  lastMessage: {
    preview: '¡Claro! Puede tener hasta 250 palabras.',
    sentAt: '2026-03-10T09:42:00Z',
    fromMe: false,
    hasAttachment: false,
  },
  unreadCount: 2,
};

export const announcementConversation: InboxConversation = {
  id: 12,
  kind: 'announcement',
  course: english,
  subject: 'Cambio de aula el jueves',
  counterpart: teacher,
  recipients: 1,
  lastMessage: {
    preview: 'El jueves la clase será en el aula 4.',
    sentAt: '2026-03-09T16:10:00Z',
    fromMe: false,
    hasAttachment: false,
  },
  unreadCount: 1,
};

export const readConversation: InboxConversation = {
  id: 13,
  kind: 'direct',
  course: french,
  subject: null,
  counterpart: { id: 4, name: 'Louis', surname: 'Martin', role: 'TEACHER' },
  recipients: 1,
  lastMessage: {
    preview: 'Te envío la redacción corregida.',
    sentAt: '2026-02-20T10:00:00Z',
    fromMe: true,
    hasAttachment: true,
  },
  unreadCount: 0,
};

export const conversations = [directConversation, announcementConversation, readConversation];

export const threadMessages: ThreadMessage[] = [
  {
    id: 101,
    sender: student,
    mine: true,
    body: 'Hola, Marta:\n¿La redacción puede tener más de 200 palabras?\n\nGracias,\nAna',
    sentAt: '2026-03-10T08:15:00Z',
    privateTo: null,
    attachment: { name: 'borrador-redaccion.pdf', size: 248_000 },
    readBy: 1,
    sentTo: 1,
  },
  {
    id: 102,
    sender: teacher,
    mine: false,
    body: '¡Claro! Puede tener hasta 250 palabras.\n<b>No</b> hace falta más.',
    sentAt: '2026-03-10T09:42:00Z',
    privateTo: null,
    attachment: null,
    readBy: 0,
    sentTo: 1,
  },
  {
    id: 103,
    sender: student,
    mine: true,
    body: 'Perfecto, muchas gracias.',
    sentAt: '2026-03-10T10:05:00Z',
    privateTo: null,
    attachment: null,
    readBy: 1,
    sentTo: 1,
  },
];

/** The teacher's view of an announcement: read by 9 of 12, and a student's private reply. */
export const sentAnnouncement: InboxConversation = {
  ...announcementConversation,
  counterpart: null,
  recipients: 12,
  unreadCount: 1,
};

export const announcementPost: ThreadMessage = {
  id: 201,
  sender: teacher,
  mine: true,
  body: 'El jueves la clase será en el aula 4.\nTraed el libro de ejercicios.',
  sentAt: '2026-03-09T16:10:00Z',
  privateTo: null,
  attachment: null,
  readBy: 9,
  sentTo: 12,
};

export const privateReply: ThreadMessage = {
  id: 202,
  sender: student,
  mine: false,
  body: 'Ese día llegaré 10 minutos tarde, lo siento.',
  sentAt: '2026-03-09T18:30:00Z',
  privateTo: teacher,
  attachment: null,
  readBy: 0,
  sentTo: 1,
};

export const announcementMessages = [announcementPost, privateReply];

export const recipients: MessagingRecipient[] = [
  { person: student, course: english },
  { person: otherStudent, course: english },
  { person: otherStudent, course: french },
];

export const announcementCourses = [
  { ...english, students: 12 },
  { ...french, students: 1 },
];
