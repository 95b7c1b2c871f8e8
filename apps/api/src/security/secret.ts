import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

export type JwtSecretSource = 'env' | 'file' | 'generated' | 'database';

const JWT_SECRET_NAME = 'jwt-secret';

/**
 * The key that signs session tokens: JWT_SECRET, or one generated at first start and kept so sessions
 * survive restarts. With PostgreSQL it is kept in the database (app_secrets), so every instance on it signs
 * with the same key without JWT_SECRET; with PGlite, in DATA_DIR/jwt-secret (readable by the owner only).
 */
export async function loadJwtSecret(
  configured: string | undefined,
  dataDir: string,
  database?: Database,
): Promise<{ secret: Uint8Array; source: JwtSecretSource }> {
  if (configured) return { secret: new TextEncoder().encode(configured), source: 'env' };
  if (database?.kind === 'postgres') return sharedSecret(database, dataDir);
  return fileSecret(dataDir);
}

async function readKeyFile(file: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= 32 ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/**
 * Instances starting together each offer a key; the first insert wins and everyone reads the winner. A key
 * an earlier version generated into DATA_DIR/jwt-secret is offered first, so upgrading keeps sessions valid.
 */
async function sharedSecret(database: Database, dataDir: string) {
  const offered =
    (await readKeyFile(path.join(dataDir, 'jwt-secret'))) ?? randomBytes(48).toString('base64url');
  await database.db
    .insert(appSecrets)
    .values({ name: JWT_SECRET_NAME, value: offered })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, JWT_SECRET_NAME));
  if (!row) throw new Error('app_secrets has no jwt-secret after inserting it');
  return { secret: new TextEncoder().encode(row.value), source: 'database' as const };
}

async function fileSecret(dataDir: string): Promise<{ secret: Uint8Array; source: 'file' | 'generated' }> {
  const file = path.join(dataDir, 'jwt-secret');
  const stored = await readKeyFile(file);
  if (stored) return { secret: new TextEncoder().encode(stored), source: 'file' };

  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile; then that one wins.
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fileSecret(dataDir);
  }
  return { secret: new TextEncoder().encode(generated), source: 'generated' };
}
