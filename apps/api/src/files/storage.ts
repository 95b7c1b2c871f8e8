import type { Readable } from 'node:stream';
import type { Db } from '../db/client';
import type { storedFiles } from '../db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

export interface FileInput {
  data: Buffer | Readable;
  originalName: string;
  mimeType: string;
}

/**
 * Uploaded files: metadata in stored_files, bytes under a generated UUID (never the client's name). The
 * bytes are written before the row is inserted and removed only after the row's deletion has committed: a
 * failure leaves at worst orphan bytes, never a row without bytes.
 */
export interface FileStorage {
  /** Where the bytes live, for the start-up log. */
  readonly description: string;
  /** Stores the bytes, then inserts the row through `db` (which may be the caller's transaction). */
  save(db: Db, input: FileInput): Promise<StoredFile>;
  find(db: Db, id: string): Promise<StoredFile | undefined>;
  /** The bytes as a stream, or undefined when they are gone. */
  open(id: string): Promise<Readable | undefined>;
  /** Removes the bytes; call after the transaction that deleted the row has committed. */
  removeBytes(id: string): Promise<void>;
  /**
   * Removes a stored file that ended up unused (a refused form, a failed insert that was to link it): its row
   * through `db`, then its bytes. `db` must not be an open transaction, or the bytes would go first.
   */
  discard(db: Db, id: string): Promise<void>;
  /**
   * Removes bytes stored before `olderThan` that no row points at (left by a crash or a rolled-back
   * transaction); answers how many files' bytes went. Run at start-up.
   */
  removeOrphans(db: Db, olderThan: Date): Promise<number>;
}

/** Bytes without a row this old are orphans: no upload or transaction lasts anywhere near a day. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
