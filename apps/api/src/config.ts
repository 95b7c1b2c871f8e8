/**
 * Server configuration, read once from the environment.
 *
 * | Variable            | Meaning |
 * |---------------------|---------|
 * | PORT                | HTTP port (default 3000). |
 * | HOST                | Address every server process listens on: an IPv4 or IPv6 address, or localhost (default 0.0.0.0, every IPv4 interface); 127.0.0.1 keeps it to this machine. |
 * | DATA_DIR            | Directory for the PGlite database, its uploaded files and JWT secret, and the e-mail outbox (default ./data). With DATABASE_URL files and key are in PostgreSQL. |
 * | DATABASE_URL        | postgres://… to use PostgreSQL instead of the embedded PGlite (recommended for real data; needed to run several instances). |
 * | SMTP_URL            | smtp(s)://user:pass@host:port to send e-mail; without it messages are written to DATA_DIR/outbox/*.eml. |
 * | MAIL_FROM           | Sender of every e-mail (default 'Aula <no-reply@aula.local>'). |
 * | PUBLIC_URL          | Address users reach the school at, used in e-mail links (default http://localhost:PORT). |
 * | JWT_SECRET          | Key that signs session tokens (at least 32 characters); when unset, generated once into the database (PostgreSQL, shared by every instance) or DATA_DIR/jwt-secret (PGlite). |
 * | JWT_EXPIRES_IN      | Lifetime of a session opened without 'No cerrar sesión': seconds, or a number with s/m/h/d (default 8h). |
 * | SESSION_REMEMBER_FOR | Lifetime of a session opened with 'No cerrar sesión', same format (default 30d; decision 131). |
 * | ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_EMAIL | First administrator, created at start when no administrator exists; without them an 'admin' with a random password printed once is created. |
 * | SEED_DEMO           | 1 loads a demo school (teachers, students, courses, activities) once. |
 * | STATIC_DIR          | Built front end to serve (default apps/school/dist). |
 * | LOG_LEVEL           | fatal, error, warn, info (default), debug, trace or silent. |
 * | CORS_ORIGINS        | Comma-separated origins (https://app.example.org) allowed to call the API from another site; unset: none. |
 * | REDIS_URL           | redis://host:6379 to share the rate-limit counters between instances and server processes; unset: counted in memory per process. |
 * | WEB_CONCURRENCY     | Server processes on this machine, or auto (one per core). Above 1 needs DATABASE_URL (PGlite is one process). Default: auto with DATABASE_URL and REDIS_URL, otherwise 1 (without REDIS_URL each process would count login attempts on its own; decision 126). |
 * | TRUST_PROXY         | Behind a reverse proxy: the number of proxy hops, or their comma-separated addresses/CIDRs, whose X-Forwarded-For is believed; unset: none (the client is the peer address). |
 * | REQUEST_BODY_MIN_RATE | Bytes per second a request body must keep up over 10 s, or its connection is closed (default 1024). |
 * | REQUEST_BODY_TIMEOUT  | Longest time a request body may take to arrive: seconds or a number with s/m/h (default 10m). |
 * | UPLOADS_PER_ACCOUNT   | Uploads one account may stream at the same time, one per activity or course at most (default 3). |
 * | LIVE_STREAMS_PER_ADDRESS | Live-update streams one client address (as TRUST_PROXY names it) may hold open on one server process (default 500: a school's Wi-Fi puts whole classrooms behind one address); past it 429. |
 * | LIVE_STREAMS_PER_PROCESS | Live-update streams one server process holds open in all (default 2000); past it 503 with Retry-After. |
 * | RECORDINGS_PER_QUESTION, RECORDING_MB_PER_QUESTION | Recordings, and their megabytes, one student may keep for one test, per speaking question of it (default 3 and 30; decision 161). A new recording of a question replaces the one before. |
 * | RECORDING_MB_PER_ACCOUNT | Megabytes of recordings one student may hold in tests not handed in yet (default 300). |
 * | RECORDING_GRACE     | Age at which a recording that no answer or draft names is deleted: seconds or a number with s/m/h/d (default 7d). |
 * | ATTACHMENT_MB_PER_DAY | Megabytes of message attachments one account may send in 24 hours (default 200). |
 * | SCHOOL_TIMEZONE     | IANA time zone of the school's timetable (default Europe/Madrid): a class at 19:00 stays at 19:00 there across daylight-saving changes. |
 * | SCHOOL_EMAIL        | Where the contact form's messages and new job applications are e-mailed (default escuela@aula.local, which lands in the outbox folder like every e-mail without SMTP_URL). |
 * | MEETING_BASE_URL    | https address of the Jitsi Meet server holding each class's own room (default https://meet.jit.si). |
 * | OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET | Sign-in with Google by OpenID Connect (decision 135): the provider (default https://accounts.google.com) and this school's client; on only when the id and the secret are set. An http issuer is taken only on loopback (tests). |
 * | ADMIN_2FA           | required (default): an administrator without two-factor authentication must enrol a TOTP app at the next login before getting a session; optional: offered, as to teachers and students (decision 133). |
 * | METRICS_TOKEN, METRICS_ALLOW | Who may read /metrics (Prometheus): a bearer token of at least 32 characters, and/or comma-separated addresses and CIDR ranges (the client as TRUST_PROXY names it). Unset both: there is no /metrics. |
 * | NOTIFICATION_MAIL_GAP | Shortest time between two instant e-mails to one person about one conversation (or any one link): seconds or a number with s/m/h (default 5m); what comes sooner waits for the daily digest (decision 155). |
 * | RATE_LIMIT_*        | Attempts per time span, e.g. 10/15m: _LOGIN_ACCOUNT_IP (failed logins per username and address, default 10/15m), _LOGIN_ACCOUNT (failed logins per username from addresses that never signed in to it, 50/15m), _LOGIN_IP (failed logins per address, not counting accounts it signed in to before, 100/15m), _LOGIN_DEVICE (failed logins per device cookie, which a browser gets when it signs in and which spares it the three limits before, 5/15m; decision 156), _REGISTER_IP (registrations per address, 100/1h), _VERIFY_IP (failed verifications per address, 30/15m), _EXPORT_ACCOUNT (downloads of one's own data per account, 5/1h), _DELETE_ACCOUNT (failed account deletions per account, 10/15m), _2FA_CHALLENGE (wrong codes per sign-in challenge, 5/10m), _2FA_ACCOUNT (wrong codes or passwords of the two-factor steps per account, 10/15m), _CONTACT_IP, _APPLICATION_IP, _NEWSLETTER_IP (the public forms' sendings per address, 10/1h, 10/1h, 20/1h; decision 144), _UNSUBSCRIBE_IP (bad unsubscribe links of notification e-mails per address, 30/15m), _MESSAGE_ACCOUNT (messages and announcements sent per account, 30/1m), _RECORDING_ACCOUNT (recordings of speaking answers sent per account, 30/10m; decision 161), _MAIL_RECIPIENT (e-mails a stranger can cause, per kind and recipient address: confirmation and recovery links, their "address in use" notices, application acknowledgements, 1/15m; decision 155). RATE_LIMITS=off turns them all off (benchmarks). |
 */
import path from 'node:path';
import { DEFAULT_STORAGE_QUOTAS, MB, type StorageQuotas } from './files/storage-quotas';
import { DEFAULT_UPLOADS_PER_ACCOUNT } from './files/upload-slots';
import { listenHost } from './http/listen-host';
import { type BodyTimeLimits, DEFAULT_BODY_TIME_LIMITS } from './http/slow-bodies';
import { DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits } from './http/stream-limits';
import { type MetricsAccess, parseMetricsAccess } from './metrics/access';
import { apiRoot } from './paths';
import { processCount } from './process-count';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig, type RateLimitRule } from './rate-limit/limits';

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
  /** IANA name of the time zone the timetable is kept in (decision 136). */
  schoolTimeZone: string;
  /** Base https URL of the meeting server; a class's own room is appended to it. */
  meetingBaseUrl: string;
  /** Lifetime of a session opened with 'No cerrar sesión' (decision 131). */
  sessionRememberForSeconds: number;
  admin: AdminSeed | undefined;
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  mailRetry: MailRetryPolicy;
  /** Other sites allowed to call the API (CORS); unset or empty: only the school's own pages. */
  corsOrigins?: string[];
  /** Shared store of the rate-limit counters; unset: each instance counts in memory. */
  redisUrl?: string;
  /** Fastify's trustProxy: which peers' X-Forwarded-For names the client. Unset: nobody's. */
  trustProxy?: TrustProxy;
  /** The school's own address (SCHOOL_EMAIL): contact messages and new applications go there. */
  schoolEmail?: string;
  /** Unset: DEFAULT_RATE_LIMITS. Tests that send many attempts pass `{ ...DEFAULT_RATE_LIMITS, enabled: false }`. */
  rateLimits?: RateLimitConfig;
  /** Unset: DEFAULT_BODY_TIME_LIMITS (decision 095). */
  bodyTimeLimits?: BodyTimeLimits;
  /** Uploads one account may stream at once (one per target in any case); unset: DEFAULT_UPLOADS_PER_ACCOUNT. */
  uploadsPerAccount?: number;
  /** Open live streams per client address and per process; unset: DEFAULT_LIVE_STREAM_LIMITS. */
  liveStreamLimits?: LiveStreamLimits;
  /** Stored bytes per account (decision 161); unset: DEFAULT_STORAGE_QUOTAS. */
  storageQuotas?: StorageQuotas;
  /** Server processes (server.ts forks them); unset: 1. */
  processes?: number;
  /** Sign-in with Google (decision 135); unset: the login page says it is not available. */
  oidc?: OidcConfig;
  /** Whether administrators must use two-factor authentication (decision 133). */
  adminTwoFactor: AdminTwoFactor;
  /** Who may read /metrics (METRICS_TOKEN, METRICS_ALLOW); unset: no /metrics. */
  metrics?: MetricsAccess;
  /**
   * How often the due-tomorrow reminders and the daily digests are looked for. Unset: they are
   * not, as in the tests' apps, which run them with a fixed clock instead of getting mail by surprise.
   */
  notificationJobsEveryMs?: number;
  /** Shortest time between two instant e-mails to one person about one link; sooner ones go to the digest. */
  notificationMailGapMs?: number;
}

export const DEFAULT_SCHOOL_EMAIL = 'escuela@aula.local';

function schoolEmail(value: string | undefined): string {
  const email = nonEmpty(value) ?? DEFAULT_SCHOOL_EMAIL;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(email)) {
    throw new ConfigError(`SCHOOL_EMAIL must be a plain e-mail address: '${email}'`);
  }
  return email;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_OIDC_ISSUER = 'https://accounts.google.com';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http issuer answers on loopback only: a test's own provider. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** Configured only when the client id and secret are both set; the issuer must be https (or loopback http). */
function parseOidc(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  const clientId = nonEmpty(env.OIDC_CLIENT_ID);
  const clientSecret = nonEmpty(env.OIDC_CLIENT_SECRET);
  const issuer = (nonEmpty(env.OIDC_ISSUER) ?? DEFAULT_OIDC_ISSUER).replace(/\/+$/, '');
  if (!clientId || !clientSecret) {
    if (clientId || clientSecret)
      throw new ConfigError('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    return undefined;
  }
  const url = URL.canParse(issuer) ? new URL(issuer) : undefined;
  if (!url || !(url.protocol === 'https:' || isLoopbackHttp(url))) {
    throw new ConfigError(`OIDC_ISSUER must be an https:// address (http only on loopback): '${issuer}'`);
  }
  return { issuer, clientId, clientSecret };
}

function metricsAccess(env: NodeJS.ProcessEnv): MetricsAccess | undefined {
  try {
    return parseMetricsAccess(nonEmpty(env.METRICS_TOKEN), nonEmpty(env.METRICS_ALLOW));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export const ADMIN_TWO_FACTOR = ['required', 'optional'] as const;
export type AdminTwoFactor = (typeof ADMIN_TWO_FACTOR)[number];

/** A hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

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

/**
 * A reminder or a digest leaves at most this long after it is due. Running on every instance is safe: both
 * jobs claim their rows in the database.
 */
export const DEFAULT_NOTIFICATION_JOBS_INTERVAL_MS = 10 * 60_000;
/** Unset notificationMailGapMs (a test's config): as NOTIFICATION_MAIL_GAP's default. */
export const DEFAULT_NOTIFICATION_MAIL_GAP_MS = 5 * 60_000;

/** '8h', '30m', '3600' (seconds) → seconds. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function parseTimeSpan(value: string, variable = 'JWT_EXPIRES_IN'): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  const amount = match ? Number(match[1]) : Number.NaN;
  if (!match || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new ConfigError(`${variable} must be seconds or a number followed by s, m, h or d: '${value}'`);
  }
  return amount * (SPAN_UNITS[match[2] || 's'] ?? 1);
}

/** '10/15m' → 10 attempts per 900 seconds. */
function parseRateLimitRule(value: string | undefined, variable: string, fallback: RateLimitRule) {
  if (value === undefined) return fallback;
  const match = /^(\d+)\s*\/\s*(\d+\s*[smhd]?)$/.exec(value);
  const points = Number(match?.[1]);
  if (!match?.[2] || !Number.isSafeInteger(points) || points <= 0) {
    throw new ConfigError(`${variable} must be attempts per time span, such as 10/15m: '${value}'`);
  }
  return { points, durationSeconds: parseTimeSpan(match[2], variable) };
}

/** The form Fastify takes: a hop count is a function of the hop (its types do not list numbers). */
export function fastifyTrustProxy(trust: TrustProxy | undefined) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

/** '2' (hops) or '10.0.0.1, 192.168.0.0/16' (addresses) → TrustProxy; unset → false. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || ['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  // 'true' would believe any client's X-Forwarded-For, which defeats the per-address limits.
  if (value.toLowerCase() === 'true') {
    throw new ConfigError("TRUST_PROXY must be a hop count or the proxies' addresses, not true");
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A count setting: a whole number from 1, or `fallback` when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const value = nonEmpty(env[variable]);
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < 1) {
    throw new ConfigError(`${variable} must be a whole number from 1: '${value}'`);
  }
  return count;
}

function parseStorageQuotas(env: NodeJS.ProcessEnv): StorageQuotas {
  const defaults = DEFAULT_STORAGE_QUOTAS;
  const megabytes = (variable: string, fallback: number) => wholeNumber(env, variable, fallback / MB) * MB;
  const grace = nonEmpty(env.RECORDING_GRACE);
  return {
    recordingsPerQuestion: wholeNumber(env, 'RECORDINGS_PER_QUESTION', defaults.recordingsPerQuestion),
    recordingBytesPerQuestion: megabytes('RECORDING_MB_PER_QUESTION', defaults.recordingBytesPerQuestion),
    recordingBytesPerAccount: megabytes('RECORDING_MB_PER_ACCOUNT', defaults.recordingBytesPerAccount),
    recordingGraceMs: grace ? parseTimeSpan(grace, 'RECORDING_GRACE') * 1000 : defaults.recordingGraceMs,
    attachmentBytesPerDay: megabytes('ATTACHMENT_MB_PER_DAY', defaults.attachmentBytesPerDay),
  };
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

  const corsOrigins = (nonEmpty(env.CORS_ORIGINS) ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS must list origins such as https://app.example.org: '${origin}'`);
    }
  }

  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const redisUrl = nonEmpty(env.REDIS_URL);
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const limitsOff = ['off', '0', 'false', 'no'].includes(nonEmpty(env.RATE_LIMITS)?.toLowerCase() ?? '');
  const rule = (variable: string, fallback: RateLimitRule) =>
    parseRateLimitRule(nonEmpty(env[variable]), variable, fallback);
  const defaults = DEFAULT_RATE_LIMITS.rules;
  const rateLimits: RateLimitConfig = {
    ...DEFAULT_RATE_LIMITS,
    enabled: !limitsOff,
    rules: {
      loginPair: rule('RATE_LIMIT_LOGIN_ACCOUNT_IP', defaults.loginPair),
      loginAccount: rule('RATE_LIMIT_LOGIN_ACCOUNT', defaults.loginAccount),
      loginIp: rule('RATE_LIMIT_LOGIN_IP', defaults.loginIp),
      loginDevice: rule('RATE_LIMIT_LOGIN_DEVICE', defaults.loginDevice),
      registerIp: rule('RATE_LIMIT_REGISTER_IP', defaults.registerIp),
      verifyIp: rule('RATE_LIMIT_VERIFY_IP', defaults.verifyIp),
      recoveryAccount: rule('RATE_LIMIT_RECOVERY_ACCOUNT', defaults.recoveryAccount),
      recoveryIp: rule('RATE_LIMIT_RECOVERY_IP', defaults.recoveryIp),
      resetIp: rule('RATE_LIMIT_RESET_IP', defaults.resetIp),
      exportAccount: rule('RATE_LIMIT_EXPORT_ACCOUNT', defaults.exportAccount),
      deleteAccount: rule('RATE_LIMIT_DELETE_ACCOUNT', defaults.deleteAccount),
      secondFactorChallenge: rule('RATE_LIMIT_2FA_CHALLENGE', defaults.secondFactorChallenge),
      secondFactorAccount: rule('RATE_LIMIT_2FA_ACCOUNT', defaults.secondFactorAccount),
      contactIp: rule('RATE_LIMIT_CONTACT_IP', defaults.contactIp),
      applicationIp: rule('RATE_LIMIT_APPLICATION_IP', defaults.applicationIp),
      newsletterIp: rule('RATE_LIMIT_NEWSLETTER_IP', defaults.newsletterIp),
      unsubscribeIp: rule('RATE_LIMIT_UNSUBSCRIBE_IP', defaults.unsubscribeIp),
      messageAccount: rule('RATE_LIMIT_MESSAGE_ACCOUNT', defaults.messageAccount),
      recordingAccount: rule('RATE_LIMIT_RECORDING_ACCOUNT', defaults.recordingAccount),
      mailRecipient: rule('RATE_LIMIT_MAIL_RECIPIENT', defaults.mailRecipient),
    },
  };

  const adminTwoFactor = (nonEmpty(env.ADMIN_2FA)?.toLowerCase() ?? 'required') as AdminTwoFactor;
  if (!ADMIN_TWO_FACTOR.includes(adminTwoFactor)) {
    throw new ConfigError(`ADMIN_2FA must be required or optional: '${env.ADMIN_2FA}'`);
  }

  const processes = processCount(env);
  if (typeof processes !== 'number') throw new ConfigError(processes.problem);
  const host = listenHost(env);
  if (typeof host !== 'string') throw new ConfigError(host.problem);

  const minRate = nonEmpty(env.REQUEST_BODY_MIN_RATE);
  const minBytesPerSecond = Number(minRate ?? DEFAULT_BODY_TIME_LIMITS.minBytesPerSecond);
  if (!Number.isSafeInteger(minBytesPerSecond) || minBytesPerSecond < 0) {
    throw new ConfigError(`REQUEST_BODY_MIN_RATE must be bytes per second: '${minRate}'`);
  }
  const bodyTimeout = nonEmpty(env.REQUEST_BODY_TIMEOUT);
  const bodyTimeLimits: BodyTimeLimits = {
    ...DEFAULT_BODY_TIME_LIMITS,
    minBytesPerSecond,
    totalMs: bodyTimeout
      ? parseTimeSpan(bodyTimeout, 'REQUEST_BODY_TIMEOUT') * 1000
      : DEFAULT_BODY_TIME_LIMITS.totalMs,
  };
  const uploads = nonEmpty(env.UPLOADS_PER_ACCOUNT);
  const uploadsPerAccount = Number(uploads ?? DEFAULT_UPLOADS_PER_ACCOUNT);
  if (!Number.isSafeInteger(uploadsPerAccount) || uploadsPerAccount < 1) {
    throw new ConfigError(`UPLOADS_PER_ACCOUNT must be a whole number from 1: '${uploads}'`);
  }
  const liveStreamLimits: LiveStreamLimits = {
    perAddress: wholeNumber(env, 'LIVE_STREAMS_PER_ADDRESS', DEFAULT_LIVE_STREAM_LIMITS.perAddress),
    perProcess: wholeNumber(env, 'LIVE_STREAMS_PER_PROCESS', DEFAULT_LIVE_STREAM_LIMITS.perProcess),
  };

  const storageQuotas = parseStorageQuotas(env);

  const schoolTimeZone = nonEmpty(env.SCHOOL_TIMEZONE) ?? 'Europe/Madrid';
  if (!isTimeZone(schoolTimeZone)) {
    throw new ConfigError(
      `SCHOOL_TIMEZONE must be an IANA time zone such as Europe/Madrid: '${schoolTimeZone}'`,
    );
  }
  const meetingBaseUrl = (nonEmpty(env.MEETING_BASE_URL) ?? 'https://meet.jit.si').replace(/\/+$/, '');
  if (!/^https:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(meetingBaseUrl)) {
    throw new ConfigError(`MEETING_BASE_URL must be an https address without query: '${meetingBaseUrl}'`);
  }

  return {
    port,
    host,
    processes,
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Aula <no-reply@aula.local>',
    schoolEmail: schoolEmail(env.SCHOOL_EMAIL),
    publicUrl,
    jwtSecret,
    jwtExpiresInSeconds: parseTimeSpan(nonEmpty(env.JWT_EXPIRES_IN) ?? '8h'),
    schoolTimeZone,
    meetingBaseUrl,
    sessionRememberForSeconds: parseTimeSpan(
      nonEmpty(env.SESSION_REMEMBER_FOR) ?? '30d',
      'SESSION_REMEMBER_FOR',
    ),
    admin:
      adminUsername && adminPassword && adminEmail
        ? { username: adminUsername, password: adminPassword, email: adminEmail.toLowerCase() }
        : undefined,
    seedDemo: ['1', 'true', 'yes'].includes(nonEmpty(env.SEED_DEMO)?.toLowerCase() ?? ''),
    staticDir: path.resolve(nonEmpty(env.STATIC_DIR) ?? path.join(apiRoot, '../school/dist')),
    logLevel,
    mailRetry: DEFAULT_MAIL_RETRY,
    corsOrigins,
    redisUrl,
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    rateLimits,
    bodyTimeLimits,
    uploadsPerAccount,
    liveStreamLimits,
    storageQuotas,
    oidc: parseOidc(env),
    adminTwoFactor,
    metrics: metricsAccess(env),
    notificationJobsEveryMs: DEFAULT_NOTIFICATION_JOBS_INTERVAL_MS,
    notificationMailGapMs:
      parseTimeSpan(nonEmpty(env.NOTIFICATION_MAIL_GAP) ?? '5m', 'NOTIFICATION_MAIL_GAP') * 1000,
  };
}
