import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { RateLimits } from './attempts';
import { DEFAULT_RATE_LIMITS } from './limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login, registration and verification attempts (decision 072). */
    rateLimits: RateLimits;
  }
}

/** 'redis://user:secret@host:6379/0' → 'redis://host:6379/0', for the log. */
function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'Redis';
  }
}

/**
 * Connects to Redis (REDIS_URL) and waits for the first answer or failure, so the first requests already
 * count in the shared store. Commands fail at once while the connection is down instead of queueing: the
 * limiters then count in memory (RateLimits' fallback) and ioredis reconnects in the background.
 */
async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const where = describeRedisUrl(url);
  let down = false;
  redis.on('error', (error: Error) => {
    // ioredis retries every few seconds: one line per outage, not one per retry.
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      `Redis at ${where} unreachable: rate limits count in memory until it is back`,
    );
  });
  redis.on('ready', () => {
    if (down) app.log.info(`Redis at ${where} reachable again: rate limits shared`);
    down = false;
  });
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', resolve);
  });
  return redis;
}

export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  const limits = config.rateLimits ?? DEFAULT_RATE_LIMITS;
  const redis = limits.enabled && config.redisUrl ? await connectRedis(config.redisUrl, app) : undefined;
  app.decorate('rateLimits', new RateLimits(limits, redis));
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  app.log.info(
    !limits.enabled
      ? 'Rate limits: off (RATE_LIMITS=off)'
      : `Rate limits: counted ${redis ? `in Redis at ${describeRedisUrl(config.redisUrl ?? '')}` : 'in memory (no REDIS_URL)'}`,
  );
}
