import { availableParallelism } from 'node:os';

/** An environment variable's value, or undefined when unset or blank. */
export const setting = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * WEB_CONCURRENCY (documented in config.ts): how many server processes, or what is wrong with it. Read here,
 * without the rest of the configuration, so the primary loads nothing of the app.
 */
export function processCount(env: NodeJS.ProcessEnv): number | { problem: string } {
  const value = setting(env, 'WEB_CONCURRENCY');
  const databaseUrl = setting(env, 'DATABASE_URL');
  const auto = availableParallelism();
  if (value === undefined) return databaseUrl && setting(env, 'REDIS_URL') ? auto : 1;
  const processes = value.toLowerCase() === 'auto' ? auto : Number(value);
  if (!Number.isSafeInteger(processes) || processes < 1) {
    return { problem: `WEB_CONCURRENCY must be a whole number from 1, or auto: '${value}'` };
  }
  if (processes > 1 && !databaseUrl) {
    return {
      problem: 'WEB_CONCURRENCY above 1 needs DATABASE_URL: PGlite is one process and cannot be shared',
    };
  }
  return processes;
}
