import type { Db } from '../db/client';
import { adminActions } from '../db/schema';

/** What an administrator did; the `action` column of admin_actions. */
export const ADMIN_ACTIONS = {
  approve: 'APPROVE_COURSE',
  reject: 'REJECT_COURSE',
  complete: 'COMPLETE_COURSE',
} as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];

/**
 * Writes one audit row (who, what, when, on which course). Call it inside the transaction of the change it
 * records, so there is never a change without its row nor a row without its change.
 */
export async function recordAdminAction(
  db: Db,
  entry: { adminId: number; action: AdminAction; courseId: number; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminActions).values(entry);
}
