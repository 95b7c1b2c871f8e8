import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file e2e/support/server-clock.mjs reads the server's clock offset from (playwright.config.ts). */
export function serverClockFile(dataDir: string) {
  return path.join(dataDir, 'server-clock-offset');
}

function clockFile() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return serverClockFile(dataDir);
}

/**
 * Sets the server's clock to `time` from the next request on (it keeps running from there); null puts it
 * back on the real clock. Journeys run one at a time (playwright.config.ts), so no other journey sees it;
 * call it with null in a `finally`.
 */
export function setServerClock(time: Date | null) {
  if (time === null) rmSync(clockFile(), { force: true });
  else writeFileSync(clockFile(), String(time.getTime() - Date.now()));
}
