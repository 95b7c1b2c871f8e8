import type { Account } from '../auth/accounts';
import type { Db } from '../db/client';

/** A file of the account that goes into the ZIP: its stored id and the entry it is written as. */
export interface ExportedFile {
  fileId: string;
  path: string;
}

/** One JSON file of the ZIP. */
export interface ExportedJson {
  path: string;
  content: unknown;
}

/**
 * One source of the account's data (decision 134): the JSON files it adds and the stored files it lists.
 * A later part of the product (messages) is one more source in EXPORT_SOURCES.
 */
export type ExportSource = (
  db: Db,
  account: Account,
) => Promise<{ json: ExportedJson[]; files: ExportedFile[] }>;
