/**
 * Server configuration, read once from the environment.
 *
 * | Variable            | Meaning |
 * |---------------------|---------|
 * | PORT                | HTTP port (default 3000); the server listens on 0.0.0.0. |
 * | DATA_DIR            | Directory for the PGlite database, uploaded files, the JWT secret and the e-mail outbox (default ./data). |
 * | DATABASE_URL        | postgres://… to use PostgreSQL instead of the embedded PGlite (recommended for real data). |
 * | SMTP_URL            | smtp(s)://user:pass@host:port to send e-mail; without it messages are written to DATA_DIR/outbox/*.eml. |
 * | MAIL_FROM           | Sender of every e-mail (default 'Aula <no-reply@aula.local>'). |
 * | PUBLIC_URL          | Address users reach the school at, used in e-mail links (default http://localhost:PORT). |
 * | JWT_SECRET          | Key that signs session tokens (at least 32 characters); generated into DATA_DIR/jwt-secret when unset. |
 * | JWT_EXPIRES_IN      | Session lifetime: seconds, or a number with s/m/h/d (default 8h). |
 * | ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_EMAIL | First administrator, created at start when no administrator exists; without them an 'admin' with a random password printed once is created. |
 * | SEED_DEMO           | 1 loads a demo school (teachers, students, courses, activities) once. |
 * | STATIC_DIR          | Built front end to serve (default apps/school/dist). |
 * | LOG_LEVEL           | fatal, error, warn, info (default), debug, trace or silent. |
 */
import path from 'node:path';
import { apiRoot } from './paths';

export interface AdminSeed {
  username: string;
  password: string;
  email: string;
}

export interface MailRetryPolicy {
  /** Delay before the first retry of a failed send; doubles with every attempt. */
  initialDelayMs: number;
  /** Upper bound of the retry delay. */
  maxDelayMs: number;
  /** How often the worker looks for due messages when nothing wakes it (other instances, expired claims). */
  pollIntervalMs: number;
  /** How long a claimed message is reserved for the instance sending it before another may retry it. */
  claimTimeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  admin: AdminSeed | undefined;
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  mailRetry: MailRetryPolicy;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SPAN_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

export const DEFAULT_MAIL_RETRY: MailRetryPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 60_000,
  pollIntervalMs: 15_000,
  claimTimeoutMs: 120_000,
};

/** '8h', '30m', '3600' (seconds) → seconds. */
export function parseTimeSpan(value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  const amount = match ? Number(match[1]) : Number.NaN;
  if (!match || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new ConfigError(`JWT_EXPIRES_IN must be seconds or a number followed by s, m, h or d: '${value}'`);
  }
  return amount * (SPAN_UNITS[match[2] || 's'] ?? 1);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT is not a valid port: '${env.PORT}'`);
  }

  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }

  const adminUsername = nonEmpty(env.ADMIN_USERNAME);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  const adminEmail = nonEmpty(env.ADMIN_EMAIL);
  const adminVars = [adminUsername, adminPassword, adminEmail].filter(Boolean).length;
  if (adminVars > 0 && adminVars < 3) {
    throw new ConfigError('ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be set together');
  }

  const logLevel = nonEmpty(env.LOG_LEVEL)?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  return {
    port,
    host: '0.0.0.0',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Aula <no-reply@aula.local>',
    publicUrl,
    jwtSecret,
    jwtExpiresInSeconds: parseTimeSpan(nonEmpty(env.JWT_EXPIRES_IN) ?? '8h'),
    admin:
      adminUsername && adminPassword && adminEmail
        ? { username: adminUsername, password: adminPassword, email: adminEmail.toLowerCase() }
        : undefined,
    seedDemo: ['1', 'true', 'yes'].includes(nonEmpty(env.SEED_DEMO)?.toLowerCase() ?? ''),
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? path.join(apiRoot, '../school/dist')),
    logLevel,
    mailRetry: DEFAULT_MAIL_RETRY,
  };
}
