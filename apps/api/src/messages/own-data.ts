import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversationMembers, conversations, courses, messages, storedFiles } from '../db/schema';
import { cleanFileName } from '../files/file-name';
import type { ExportedFile, ExportSource } from '../own-data/export-source';

/** The entry an attachment is written as: its message's id keeps two files of the same name apart. */
function attachmentPath(messageId: number, originalName: string): string {
  const name = cleanFileName(originalName).replace(/^\.+/, '') || 'archivo';
  return `mensajes/${messageId}-${name}`;
}

/** The messages the account wrote (decision 134's export), with their attachments; never anyone else's. */
export const messagesSource: ExportSource = async (db, account) => {
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      kind: conversations.kind,
      course: courses.name,
      subject: conversations.subject,
      sentAt: messages.createdAt,
      body: messages.body,
      fileId: storedFiles.id,
      fileName: storedFiles.originalName,
      fileSize: storedFiles.size,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(courses, eq(courses.id, conversations.courseId))
    .leftJoin(storedFiles, eq(storedFiles.id, messages.attachmentFileId))
    .where(eq(messages.senderId, account.id))
    .orderBy(asc(messages.id));
  const files: ExportedFile[] = [];
  const content = rows.map(({ fileId, fileName, fileSize, sentAt, ...row }) => {
    let attachment = null;
    if (fileId !== null && fileName !== null) {
      const path = attachmentPath(row.id, fileName);
      files.push({ fileId, path });
      attachment = { name: fileName, size: fileSize, path };
    }
    return { ...row, sentAt: sentAt.toISOString(), attachment };
  });
  return { json: [{ path: 'mensajes.json', content }], files };
};

/**
 * What a deleted account leaves in messages: it leaves every conversation (nobody can write to it any more)
 * and the files it attached are dropped, as its hand-ins' files are; the words it wrote stay with the people
 * it wrote to, under the deleted account's name. Answers the ids of the files whose rows went.
 */
export async function forgetMessagesOf(tx: Db, userId: number): Promise<string[]> {
  const mine = and(eq(messages.senderId, userId), isNotNull(messages.attachmentFileId));
  const attached = await tx.select({ fileId: messages.attachmentFileId }).from(messages).where(mine);
  const fileIds = attached.flatMap((row) => (row.fileId ? [row.fileId] : []));
  if (fileIds.length > 0) {
    await tx.update(messages).set({ attachmentFileId: null }).where(mine);
    await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
  }
  await tx.delete(conversationMembers).where(eq(conversationMembers.userId, userId));
  return fileIds;
}
