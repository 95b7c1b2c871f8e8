import cluster from 'node:cluster';
import { count, isNull, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { ERROR_MESSAGES, HttpError } from '../errors';
import { type MetricsAccess, metricsGate } from './access';
import { askPrimaryForMetrics } from './cluster';

/** The route label of a request the router did not match: one label, not one per address a scanner tries. */
const UNMATCHED = 'unmatched';

function routeOf(request: { routeOptions: { url?: string } }): string {
  return request.routeOptions.url ?? UNMATCHED;
}

/**
 * What the school's IT person watches (Prometheus text at /metrics, prom-client): requests by route and
 * status with their durations, requests open now (the live-update streams among them), rate-limit refusals,
 * the e-mail outbox's depth and age, the PostgreSQL pool, and the process's memory and event-loop delay.
 */
function createRegistry(database: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const outboxQuery = async () => {
    const [row] = await database.db
      .select({ waiting: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? null };
  };
  // Read from the database at each scrape; every process sees the same table, so several are not added up.
  let outbox: ReturnType<typeof outboxQuery> | undefined;
  const currentOutbox = () => {
    outbox ??= outboxQuery().finally(() => {
      outbox = undefined;
    });
    return outbox;
  };
  new Gauge({
    name: 'aula_mail_outbox_messages',
    help: 'E-mails queued in the outbox and not sent yet',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.set((await currentOutbox()).waiting);
    },
  });
  new Gauge({
    name: 'aula_mail_outbox_oldest_seconds',
    help: 'Age of the oldest e-mail not sent yet (0 when none waits)',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const { oldest } = await currentOutbox();
      this.set(oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0);
    },
  });
  if (database.driver.kind === 'postgres') {
    const pool = database.driver.pool;
    new Gauge({
      name: 'aula_db_pool_connections',
      help: 'PostgreSQL connections of this server: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return registry;
}

/** Counts every request and serves GET /metrics to those the METRICS_* settings name. */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess, database: Database): void {
  const registry = createRegistry(database);
  const requests = new Counter({
    name: 'aula_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'aula_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const open = new Gauge({
    name: 'aula_http_requests_open',
    help: 'Requests under way, by route (the live-update streams stay open: /api/notifications/stream)',
    labelNames: ['route'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'aula_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  if (cluster.isWorker) {
    // The primary asks each process for its figures and adds them up: one scrape sees every process.
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }

  app.addHook('onRequest', async (request, reply) => {
    const route = routeOf(request);
    const started = process.hrtime.bigint();
    open.inc({ route });
    // 'close' comes once for every answer, also a stream the client left or a connection cut mid-body.
    reply.raw.once('close', () => {
      open.dec({ route });
      const labels = { method: request.method, route };
      requests.inc({ ...labels, status: String(reply.statusCode) });
      durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (reply.statusCode === 429) refusals.inc({ route });
    });
  });

  const allowed = metricsGate(access);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!allowed(request.ip, request.headers.authorization)) {
      throw new HttpError(403, ERROR_MESSAGES.forbidden);
    }
    const text = cluster.isWorker ? await askPrimaryForMetrics() : await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
