import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import type { RateLimitConfig, RateLimitRule, RateLimitRuleName } from './limits';

/** 'Demasiados intentos. Inténtalo de nuevo en 15 minutos.' (whole minutes, rounded up). */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** 429 with the wait in Spanish and in a Retry-After header (seconds). */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, tooManyAttemptsMessage(retryAfterMs), {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}

export interface Attempt {
  /** The attempt succeeded: it is given back, so only failures use up the limit. */
  succeeded(): Promise<void>;
}

type Keys = Partial<Record<RateLimitRuleName, string>>;

const FREE: Attempt = { succeeded: async () => {} };

/**
 * Counts attempts per rule and key (an address, a username). The counters live in Redis when the app has
 * one, so every instance sees the same numbers; if Redis stops answering, each instance goes on counting in
 * memory until it is back, rather than letting everything through or refusing everyone.
 */
export class RateLimits {
  private readonly limiters: Map<RateLimitRuleName, RateLimiterAbstract> | undefined;

  constructor(config: RateLimitConfig, redis?: Redis) {
    if (!config.enabled) return;
    this.limiters = new Map();
    for (const [name, rule] of Object.entries(config.rules) as [RateLimitRuleName, RateLimitRule][]) {
      const options = {
        points: rule.points,
        duration: rule.durationSeconds,
        keyPrefix: `${config.keyPrefix}:${name}`,
      };
      const memory = new RateLimiterMemory(options);
      this.limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              ...options,
              storeClient: redis,
              rejectIfRedisNotReady: true,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }

  /**
   * Counts one attempt against each key given; throws TooManyAttempts (429) if any of them has none left.
   * A refused attempt costs nothing: the counters it had already taken are given back.
   */
  async attempt(keys: Keys): Promise<Attempt> {
    const limiters = this.limiters;
    if (!limiters) return FREE;
    const entries = Object.entries(keys).flatMap(([name, key]) => {
      const limiter = limiters.get(name as RateLimitRuleName);
      return limiter && key !== undefined ? [{ limiter, key }] : [];
    });
    const results = await Promise.allSettled(entries.map(({ limiter, key }) => limiter.consume(key)));

    const refused = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason] : [],
    );
    const failure = results.find(
      (result): result is PromiseRejectedResult =>
        result.status === 'rejected' && !(result.reason instanceof RateLimiterRes),
    );
    const giveBack = () =>
      Promise.all(
        entries.flatMap(({ limiter, key }, index) =>
          results[index]?.status === 'fulfilled' ? [limiter.reward(key)] : [],
        ),
      ).then(() => {});

    if (failure || refused.length > 0) {
      await giveBack();
      if (failure) throw failure.reason;
      throw new TooManyAttempts(Math.max(...refused.map((res) => res.msBeforeNext)));
    }
    return { succeeded: giveBack };
  }
}
