import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { mailOutbox } from '../src/db/schema';
import { describeEachDatabase } from './support/harness';

const TOKEN = 'a-metrics-token-of-forty-characters-long';
const access = { token: TOKEN, allow: ['10.0.0.0/8', 'fd00::/8'] };

async function scrape(app: App, init: { token?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'GET',
    url: '/metrics',
    ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
    headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
  });
}

/** The value of one sample line, by its exact name and labels; undefined when the scrape has no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('METRICS_TOKEN and METRICS_ALLOW', () => {
  it('are both optional: without either there is no /metrics', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8' }).metrics).toEqual({
      allow: ['127.0.0.1', '10.0.0.0/8'],
    });
  });

  it('refuse a short token and what is not an address or a range', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    for (const allow of ['intranet', '10.0.0.0/33', '10.0.0.0/x', '::1/129']) {
      expect(() => loadConfig({ METRICS_ALLOW: allow }), allow).toThrow(/METRICS_ALLOW/);
    }
  });
});

describeEachDatabase('/metrics', (ctx) => {
  it('does not exist unless a METRICS_* setting names who may read it', async () => {
    const app = await ctx.app();
    expect((await scrape(app, { token: TOKEN })).statusCode).toBe(404);
  });

  it('answers the token and the allowed ranges, and refuses everyone else in Spanish', async () => {
    const app = await ctx.app({ metrics: access });
    const refused = [
      await scrape(app),
      await scrape(app, { token: `${TOKEN}x` }),
      await scrape(app, { token: TOKEN.slice(1) }),
      await scrape(app, { remoteAddress: '192.168.1.10' }),
      await scrape(app, { remoteAddress: '11.0.0.1' }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'No tienes permisos para realizar esta acción.' });
    }
    for (const allowed of [
      await scrape(app, { token: TOKEN }),
      await scrape(app, { remoteAddress: '10.20.30.40' }),
      await scrape(app, { remoteAddress: '::ffff:10.1.1.1' }),
      await scrape(app, { remoteAddress: 'fd12::1' }),
    ]) {
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(allowed.headers['cache-control']).toBe('no-store');
    }
  });

  it('counts requests by route pattern and status, with their durations', async () => {
    const app = await ctx.app({ metrics: access });
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/api/student/course/17', '/api/student/course/18'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);

    const text = (await scrape(app, { token: TOKEN })).body;
    expect(sample(text, 'aula_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    // One series for the route, whatever the course: the label is the pattern, never the address.
    expect(
      sample(text, 'aula_http_requests_total{method="GET",route="/api/student/course/:id",status="401"}'),
    ).toBe(2);
    expect(text).not.toContain('/api/student/course/17');
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, 'aula_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(
      3,
    );
    expect(
      sample(text, 'aula_http_request_duration_seconds_bucket{le="10",method="GET",route="/api/health"}'),
    ).toBe(3);
    expect(sample(text, 'aula_http_requests_open{route="/metrics"}')).toBe(1);
    // The process's own figures: memory and the event loop's delay.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('gives the e-mail outbox depth and the age of its oldest waiting message', async () => {
    // Every mail worker would send these at once (the earlier tests' apps share the database): stop them, so the
    // messages wait as they would with the mail server down.
    await ctx.closeApps();
    const app = await ctx.app({ metrics: access });
    await app.mail.stop();
    await app.db.insert(mailOutbox).values([
      { toAddress: 'a@aula.test', subject: 'a', textBody: 'a', createdAt: new Date(Date.now() - 90_000) },
      { toAddress: 'b@aula.test', subject: 'b', textBody: 'b' },
      { toAddress: 'c@aula.test', subject: 'c', textBody: 'c', sentAt: new Date() },
    ]);
    const text = (await scrape(app, { token: TOKEN })).body;
    expect(sample(text, 'aula_mail_outbox_messages')).toBe(2);
    expect(sample(text, 'aula_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(90);
    if (ctx.kind === 'postgres') {
      expect(sample(text, 'aula_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'aula_db_pool_connections{state="waiting"}')).toBe(0);
    }
  });

  it('counts the refusals of the rate limits', async () => {
    const app = await ctx.app({ metrics: access });
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nadie', password: 'una-contraseña-equivocada' },
      });
      if (answer.statusCode === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    const text = (await scrape(app, { token: TOKEN })).body;
    expect(sample(text, 'aula_rate_limit_refusals_total{route="/api/auth/login"}')).toBe(refused);
  });
});
