import path from 'node:path';
import type { Database } from '../db/client';
import { DiskFileStorage } from './disk-storage';
import { PostgresFileStorage } from './postgres-storage';
import type { FileStorage } from './storage';

/**
 * Where uploaded bytes live, chosen by the code that configures the app (the backends know only
 * the FileStorage interface, and the interface knows no backend). PostgreSQL keeps the bytes in the
 * database, where every instance finds them (and pg_dump saves them); the embedded PGlite serves one
 * instance and keeps them on disk under DATA_DIR/files.
 */
export function createFileStorage(database: Database, dataDir: string): FileStorage {
  return database.kind === 'postgres'
    ? new PostgresFileStorage(database.db)
    : new DiskFileStorage(path.join(dataDir, 'files'));
}
