import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { ATTACHMENT_WINDOW_MS, quotaRefusal, STORAGE_QUOTA_MESSAGES } from '../files/storage-quotas';

/** Bytes of the attachments `senderId` sent in the 24 hours before `now` (decision 161). */
async function attachmentBytesSent(db: Db, senderId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ATTACHMENT_WINDOW_MS).toISOString();
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(f.size), 0) as bytes
      from messages m join stored_files f on f.id = m.attachment_file_id
      where m.sender_id = ${senderId}::int and m.created_at > ${since}::timestamptz`),
  ) as { bytes: string | number }[];
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses (413) an attachment of `bytes` past the sender's quota of the last 24 hours: before its bytes are
 * read (one more byte would be too many) or once stored, with its real size.
 */
export async function checkAttachmentQuota(
  db: Db,
  senderId: number,
  quota: number,
  now: Date,
  bytes = 1,
): Promise<void> {
  const sent = await attachmentBytesSent(db, senderId, now);
  if (sent + bytes > quota) throw quotaRefusal(STORAGE_QUOTA_MESSAGES.attachments);
}
