import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key that signs session tokens: JWT_SECRET, or one generated at first start and kept in
 * DATA_DIR/jwt-secret (readable by the owner only) so sessions survive restarts. Several instances behind
 * one PostgreSQL must share JWT_SECRET instead.
 */
export async function loadJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<{ secret: Uint8Array; source: 'env' | 'file' | 'generated' }> {
  if (configured) return { secret: new TextEncoder().encode(configured), source: 'env' };

  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return { secret: new TextEncoder().encode(stored), source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile; then that one wins.
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadJwtSecret(undefined, dataDir);
  }
  return { secret: new TextEncoder().encode(generated), source: 'generated' };
}
