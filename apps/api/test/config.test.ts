import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTimeSpan } from '../src/config';
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
      ADMIN_USERNAME: 'jefa',
      ADMIN_PASSWORD: 'clave larga',
      ADMIN_EMAIL: 'Jefa@Escuela.es',
      SEED_DEMO: '1',
      STATIC_DIR: '/srv/www',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/aula',
      databaseUrl: 'postgres://aula:secreto@db:5432/aula',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Escuela <hola@escuela.es>',
      publicUrl: 'https://escuela.es',
      jwtExpiresInSeconds: 1800,
      admin: { username: 'jefa', password: 'clave larga', email: 'jefa@escuela.es' },
      seedDemo: true,
      staticDir: '/srv/www',
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ ADMIN_USERNAME: 'solo' }, /ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ JWT_EXPIRES_IN: '8 hours' }, /JWT_EXPIRES_IN/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('parses session lifetimes', () => {
    expect([parseTimeSpan('3600'), parseTimeSpan('45s'), parseTimeSpan('8h'), parseTimeSpan('2d')]).toEqual([
      3600, 45, 28800, 172800,
    ]);
  });
});
