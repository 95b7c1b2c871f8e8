import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTimeSpan } from '../src/config';
import { DEFAULT_STORAGE_QUOTAS, MB } from '../src/files/storage-quotas';
import { apiRoot } from '../src/paths';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Aula <no-reply@aula.local>',
      publicUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      jwtExpiresInSeconds: 8 * 3600,
      schoolTimeZone: 'Europe/Madrid',
      meetingBaseUrl: 'https://meet.jit.si',
      sessionRememberForSeconds: 30 * 86_400,
      admin: undefined,
      seedDemo: false,
      staticDir: path.resolve(apiRoot, '../school/dist'),
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/aula',
      DATABASE_URL: 'postgres://aula:secreto@db:5432/aula',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Escuela <hola@escuela.es>',
      PUBLIC_URL: 'https://escuela.es/',
      JWT_SECRET: 'x'.repeat(32),
      JWT_EXPIRES_IN: '30m',
      SESSION_REMEMBER_FOR: '14d',
      ADMIN_USERNAME: 'jefa',
      ADMIN_PASSWORD: 'clave larga',
      ADMIN_EMAIL: 'Jefa@Escuela.es',
      SEED_DEMO: '1',
      STATIC_DIR: '/srv/www',
      LOG_LEVEL: 'WARN',
      SCHOOL_TIMEZONE: 'America/Mexico_City',
      MEETING_BASE_URL: 'https://meet.escuela.es/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/aula',
      databaseUrl: 'postgres://aula:secreto@db:5432/aula',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Escuela <hola@escuela.es>',
      publicUrl: 'https://escuela.es',
      jwtExpiresInSeconds: 1800,
      schoolTimeZone: 'America/Mexico_City',
      meetingBaseUrl: 'https://meet.escuela.es',
      sessionRememberForSeconds: 14 * 86_400,
      admin: { username: 'jefa', password: 'clave larga', email: 'jefa@escuela.es' },
      seedDemo: true,
      staticDir: '/srv/www',
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SCHOOL_TIMEZONE: 'Europe/Madird' }, /SCHOOL_TIMEZONE/],
    [{ MEETING_BASE_URL: 'http://meet.jit.si' }, /MEETING_BASE_URL/],
    [{ MEETING_BASE_URL: 'https://meet.jit.si/?room=' }, /MEETING_BASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ ADMIN_USERNAME: 'solo' }, /ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ JWT_EXPIRES_IN: '8 hours' }, /JWT_EXPIRES_IN/],
    [{ ADMIN_2FA: 'sometimes' }, /ADMIN_2FA/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('requires two-factor authentication of administrators unless ADMIN_2FA=optional (decision 133)', () => {
    expect(loadConfig({}).adminTwoFactor).toBe('required');
    expect(loadConfig({ ADMIN_2FA: 'Optional' }).adminTwoFactor).toBe('optional');
    expect(loadConfig({ ADMIN_2FA: 'required' }).adminTwoFactor).toBe('required');
  });

  it('parses session lifetimes', () => {
    expect([parseTimeSpan('3600'), parseTimeSpan('45s'), parseTimeSpan('8h'), parseTimeSpan('2d')]).toEqual([
      3600, 45, 28800, 172800,
    ]);
  });
});

describe('request bodies, uploads and the login pair limit (decisions 095, 097)', () => {
  it('reads REQUEST_BODY_MIN_RATE, REQUEST_BODY_TIMEOUT, UPLOADS_PER_ACCOUNT and RATE_LIMIT_LOGIN_ACCOUNT_IP', () => {
    expect(loadConfig({})).toMatchObject({
      bodyTimeLimits: { minBytesPerSecond: 1024, windowMs: 10_000, totalMs: 600_000 },
      uploadsPerAccount: 3,
    });
    const config = loadConfig({
      REQUEST_BODY_MIN_RATE: '0',
      REQUEST_BODY_TIMEOUT: '90s',
      UPLOADS_PER_ACCOUNT: '1',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '5/10m',
    });
    expect(config.bodyTimeLimits).toEqual({ minBytesPerSecond: 0, windowMs: 10_000, totalMs: 90_000 });
    expect(config.uploadsPerAccount).toBe(1);
    expect(config.rateLimits?.rules.loginPair).toEqual({ points: 5, durationSeconds: 600 });
    expect(() => loadConfig({ REQUEST_BODY_MIN_RATE: 'rápido' })).toThrow(ConfigError);
    expect(() => loadConfig({ REQUEST_BODY_TIMEOUT: '10x' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOADS_PER_ACCOUNT: '0' })).toThrow(ConfigError);
  });
});

describe('stored-byte quotas (decision 161)', () => {
  it('reads the recording and attachment quotas in megabytes, with defaults for npm start', () => {
    expect(loadConfig({}).storageQuotas).toEqual(DEFAULT_STORAGE_QUOTAS);
    expect(loadConfig({}).rateLimits?.rules.recordingAccount).toEqual({ points: 30, durationSeconds: 600 });
    const config = loadConfig({
      RECORDINGS_PER_QUESTION: '5',
      RECORDING_MB_PER_QUESTION: '40',
      RECORDING_MB_PER_ACCOUNT: '100',
      RECORDING_GRACE: '2d',
      ATTACHMENT_MB_PER_DAY: '50',
      RATE_LIMIT_RECORDING_ACCOUNT: '10/1m',
    });
    expect(config.storageQuotas).toEqual({
      recordingsPerQuestion: 5,
      recordingBytesPerQuestion: 40 * MB,
      recordingBytesPerAccount: 100 * MB,
      recordingGraceMs: 2 * 86_400_000,
      attachmentBytesPerDay: 50 * MB,
    });
    expect(config.rateLimits?.rules.recordingAccount).toEqual({ points: 10, durationSeconds: 60 });
    expect(() => loadConfig({ RECORDINGS_PER_QUESTION: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ATTACHMENT_MB_PER_DAY: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ RECORDING_GRACE: 'siempre' })).toThrow(ConfigError);
  });
});

describe('the public forms (decision 144)', () => {
  it("reads SCHOOL_EMAIL and the public forms' limits, with defaults for npm start", () => {
    const defaults = loadConfig({});
    expect(defaults.schoolEmail).toBe('escuela@aula.local');
    expect(defaults.rateLimits?.rules.contactIp).toEqual({ points: 10, durationSeconds: 3600 });
    const config = loadConfig({ SCHOOL_EMAIL: 'secretaria@escuela.es', RATE_LIMIT_NEWSLETTER_IP: '3/1m' });
    expect(config.schoolEmail).toBe('secretaria@escuela.es');
    expect(config.rateLimits?.rules.newsletterIp).toEqual({ points: 3, durationSeconds: 60 });
    expect(() => loadConfig({ SCHOOL_EMAIL: 'Escuela <a@b.es>' })).toThrow(ConfigError);
  });
});

describe('sign-in with Google (OIDC_*)', () => {
  const client = { OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secreto' };

  it('is on only with a client id and secret, against Google unless told otherwise', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({ OIDC_ISSUER: 'https://idp.example.org' }).oidc).toBeUndefined();
    expect(loadConfig(client).oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secreto',
    });
    expect(loadConfig({ ...client, OIDC_ISSUER: 'http://127.0.0.1:3305/' }).oidc?.issuer).toBe(
      'http://127.0.0.1:3305',
    );
  });

  it.each([
    [{ OIDC_CLIENT_ID: 'id' }, 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together'],
    [{ ...client, OIDC_ISSUER: 'http://idp.example.org' }, 'OIDC_ISSUER must be an https:// address'],
    [{ ...client, OIDC_ISSUER: 'no es una dirección' }, 'OIDC_ISSUER must be an https:// address'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the listening address (HOST, decision 162)', () => {
  it('is every IPv4 interface unless HOST names an address or localhost', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '  ' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: ' 10.0.0.5 ' }).host).toBe('10.0.0.5');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: '[::1]' }).host).toBe('::1');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'LocalHost' }).host).toBe('localhost');
  });

  it.each(['escuela.example', '127.0.0.256', '127.0.0.1:3000', 'http://127.0.0.1', '[::1', '10.0.0.0/8'])(
    'refuses HOST=%j in one sentence',
    (value) => {
      expect(() => loadConfig({ HOST: value })).toThrow(
        new ConfigError(`HOST must be an IPv4 or IPv6 address, or localhost: '${value}'`),
      );
    },
  );
});

describe('open live streams (LIVE_STREAMS_*, decision 162)', () => {
  it('allows a school behind one address, and a few such schools per process, unless told otherwise', () => {
    expect(loadConfig({}).liveStreamLimits).toEqual({ perAddress: 500, perProcess: 2_000 });
    expect(
      loadConfig({ LIVE_STREAMS_PER_ADDRESS: '40', LIVE_STREAMS_PER_PROCESS: ' 100 ' }).liveStreamLimits,
    ).toEqual({ perAddress: 40, perProcess: 100 });
  });

  it.each([
    ['LIVE_STREAMS_PER_ADDRESS', '0'],
    ['LIVE_STREAMS_PER_ADDRESS', 'muchos'],
    ['LIVE_STREAMS_PER_PROCESS', '1.5'],
    ['LIVE_STREAMS_PER_PROCESS', '-3'],
    ['LIVE_STREAMS_PER_PROCESS', '1e3'],
  ])('refuses %s=%j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(
      new ConfigError(`${variable} must be a whole number from 1: '${value}'`),
    );
  });
});
