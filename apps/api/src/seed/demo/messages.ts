import type { Tx } from '../../db/client';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { directKey } from '../../messages/permissions';
import { at } from './dates';
import type { Username } from './people';

interface DemoMessage {
  from: Username;
  /** A student's private reply inside an announcement: to its teacher only. */
  privateTo?: Username;
  body: string;
  /** Days from the load day, and the hour (UTC). */
  day: number;
  hour: number;
}

interface DemoThread {
  course: string;
  /** An announcement's subject; none for a direct conversation. */
  subject?: string;
  /** Direct: the two people. Announcement: its teacher first, then every student of the course. */
  members: Username[];
  messages: DemoMessage[];
  /** Who has not read the last message meant for them yet. */
  unreadBy?: Username[];
}

const EN_A1_STUDENTS: Username[] = [
  'ana.garcia',
  'carlos.lopez',
  'maria.martinez',
  'javier.sanchez',
  'laura.gomez',
];

/**
 * Conversations of the demo school: Ana and her English teacher, a message from James that Ana
 * has not read yet, Emma's announcement to her A1 group with Carlos's private reply, and a French question.
 */
const THREADS: DemoThread[] = [
  {
    course: 'en-a1',
    members: ['ana.garcia', 'prof.emma'],
    messages: [
      {
        from: 'ana.garcia',
        body: 'Hola, Emma. ¿La redacción sobre la familia puede tener más de 200 palabras?',
        day: -4,
        hour: 17,
      },
      {
        from: 'prof.emma',
        body: 'Hola, Ana. Sí, hasta 250 está bien.\nLo importante es usar el presente simple.',
        day: -4,
        hour: 19,
      },
      { from: 'ana.garcia', body: '¡Perfecto, gracias!', day: -3, hour: 8 },
    ],
  },
  {
    course: 'en-b2',
    members: ['prof.james', 'ana.garcia'],
    messages: [
      {
        from: 'prof.james',
        body: 'Ana, para la clase del jueves trae preparada una presentación de tu empresa (3 minutos).',
        day: -1,
        hour: 10,
      },
    ],
    unreadBy: ['ana.garcia'],
  },
  {
    course: 'en-a1',
    subject: 'Cambio de aula el jueves',
    members: ['prof.emma', ...EN_A1_STUDENTS],
    messages: [
      {
        from: 'prof.emma',
        body: 'Hola a todos:\nEste jueves la clase es en el aula 3, en la primera planta. El horario no cambia.',
        day: -6,
        hour: 9,
      },
      {
        from: 'carlos.lopez',
        privateTo: 'prof.emma',
        body: 'Gracias, Emma. Ese día llegaré unos diez minutos tarde por el trabajo.',
        day: -6,
        hour: 13,
      },
    ],
    unreadBy: ['javier.sanchez'],
  },
  {
    course: 'fr-a2',
    members: ['diego.moreno', 'prof.claire'],
    messages: [
      { from: 'diego.moreno', body: 'Bonjour, Claire. ¿Hay deberes para el lunes?', day: -2, hour: 18 },
      {
        from: 'prof.claire',
        body: 'Bonjour, Diego. Sí: los ejercicios 4 y 5 de la unidad 6.',
        day: -2,
        hour: 20,
      },
    ],
  },
];

/** Inserts the demo conversations with their messages and read marks, dated relative to the load day. */
export async function seedMessages(
  tx: Tx,
  idOf: (username: Username) => number,
  courseOf: (key: string) => number,
  now: Date,
): Promise<void> {
  for (const thread of THREADS) {
    const courseId = courseOf(thread.course);
    const [author, other] = thread.members.map(idOf) as [number, number];
    const first = thread.messages[0] as DemoMessage;
    const last = thread.messages[thread.messages.length - 1] as DemoMessage;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        kind: thread.subject ? 'announcement' : 'direct',
        courseId,
        subject: thread.subject ?? null,
        directKey: thread.subject ? null : directKey(courseId, author, other),
        createdBy: idOf(first.from),
        createdAt: at(first.day, now, first.hour, 0),
        lastMessageAt: at(last.day, now, last.hour, 0),
      })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('conversations insert returned no row');
    const stored = await tx
      .insert(messages)
      .values(
        thread.messages.map((message) => ({
          conversationId: conversation.id,
          senderId: idOf(message.from),
          recipientId: message.privateTo ? idOf(message.privateTo) : null,
          body: message.body,
          createdAt: at(message.day, now, message.hour, 0),
        })),
      )
      .returning({ id: messages.id, senderId: messages.senderId, recipientId: messages.recipientId });
    await tx.insert(conversationMembers).values(
      thread.members.map((username) => {
        const userId = idOf(username);
        const seen = stored.filter(
          (m) => m.recipientId === null || m.recipientId === userId || m.senderId === userId,
        );
        // Read up to the last message they can see, or, if it waits for them, up to the one before it.
        const unread = thread.unreadBy?.includes(username);
        const mark = unread ? seen.filter((m) => m.senderId === userId).at(-1) : seen.at(-1);
        return {
          conversationId: conversation.id,
          userId,
          lastReadMessageId: mark?.id ?? null,
          joinedAt: at(first.day, now, first.hour, 0),
        };
      }),
    );
  }
}
