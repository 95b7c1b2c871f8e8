import type { App } from '../../src/app';
import { conversationMembers, conversations, messages } from '../../src/db/schema';
import { SAMPLE_FILES } from './student-fixtures';

/**
 * An announcement of `teacherId` to `studentIds` in a course, written straight to the database (no direct
 * key, so each call makes a new one), with the teacher's first message and, if asked, a PDF attached.
 */
export async function makeAnnouncement(
  app: App,
  teacherId: number,
  courseId: number,
  studentIds: number[],
  { withFile = false } = {},
) {
  const [conversation] = await app.db
    .insert(conversations)
    .values({ kind: 'announcement', courseId, subject: 'Aviso', createdBy: teacherId })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversations insert returned no row');
  await app.db
    .insert(conversationMembers)
    .values([teacherId, ...studentIds].map((userId) => ({ conversationId: conversation.id, userId })));
  const file = withFile
    ? await app.files.save(app.db, {
        data: SAMPLE_FILES.pdf,
        originalName: 'aviso.pdf',
        mimeType: 'application/pdf',
      })
    : undefined;
  const [message] = await app.db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: teacherId,
      body: 'Mañana no hay clase.',
      attachmentFileId: file?.id ?? null,
    })
    .returning({ id: messages.id });
  if (!message) throw new Error('messages insert returned no row');
  return { conversationId: conversation.id, messageId: message.id };
}
