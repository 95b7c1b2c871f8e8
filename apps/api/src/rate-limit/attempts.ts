import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import {
  KNOWN_ADDRESS_SECONDS,
  type RateLimitConfig,
  type RateLimitRule,
  type RateLimitRuleName,
} from './limits';

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

/** The e-mails a stranger can cause to an arbitrary address, each with its own budget per recipient. */
export type MailKind = 'newsletter' | 'registration' | 'recovery' | 'emailChange' | 'application';

type Keys = Partial<Record<RateLimitRuleName, string>>;

const FREE: Attempt = { succeeded: async () => {} };

/** The key of an account-and-address pair; an address holds no '/', so the pair is unambiguous. */
export function pairKey(username: string, address: string): string {
  return `${address}/${username}`;
}

/**
 * Counts attempts per rule and key (an address, a username). The counters live in Redis when the app has
 * one, so every instance sees the same numbers; if Redis stops answering, each instance goes on counting in
 * memory until it is back, rather than letting everything through or refusing everyone.
 */
export class RateLimits {
  private readonly limiters: Map<RateLimitRuleName, RateLimiterAbstract> | undefined;
  /** Account-and-address pairs that signed in (decision 097), in the same store as the counters. */
  private readonly known: RateLimiterAbstract | undefined;

  constructor(config: RateLimitConfig, redis?: Redis) {
    if (!config.enabled) return;
    const limiter = (name: string, points: number, duration: number) => {
      const options = { points, duration, keyPrefix: `${config.keyPrefix}:${name}` };
      const memory = new RateLimiterMemory(options);
      return redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
    };
    this.limiters = new Map();
    for (const [name, rule] of Object.entries(config.rules) as [RateLimitRuleName, RateLimitRule][]) {
      this.limiters.set(name, limiter(name, rule.points, rule.durationSeconds));
    }
    this.known = limiter('knownAddress', 1, KNOWN_ADDRESS_SECONDS);
  }

  /** Whether `address` has signed in to `username` within KNOWN_ADDRESS_SECONDS. */
  async isKnownAddress(username: string, address: string): Promise<boolean> {
    if (!this.known) return false;
    try {
      return (await this.known.get(pairKey(username, address))) !== null;
    } catch {
      // The store is down: the address counts as new, which only means the ordinary limits apply.
      return false;
    }
  }

  /** Remembers that `address` signed in to `username` (for KNOWN_ADDRESS_SECONDS from now). */
  async rememberAddress(username: string, address: string): Promise<void> {
    await this.known?.set(pairKey(username, address), 1, KNOWN_ADDRESS_SECONDS).catch(() => {});
  }

  /**
   * Whether one more e-mail of `kind` may go to `address` now; if so it is counted. Refused silently: the
   * request that would cause it is answered as ever, so nobody learns the address was mailed already.
   */
  async allowMail(kind: MailKind, address: string): Promise<boolean> {
    const limiter = this.limiters?.get('mailRecipient');
    if (!limiter) return true;
    try {
      await limiter.consume(`${kind}:${address.toLowerCase()}`);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
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
    // A refused consume has counted its point too: every counter this attempt moved is given back, so
    // neither a refusal nor a success ever uses a limit up (a burst of correct logins locks nothing).
    const giveBack = () =>
      Promise.all(
        entries.flatMap(({ limiter, key }, index) => {
          const result = results[index];
          const counted =
            result?.status === 'fulfilled' ||
            (result?.status === 'rejected' && result.reason instanceof RateLimiterRes);
          return counted ? [limiter.reward(key).catch(() => {})] : [];
        }),
      ).then(() => {});

    if (failure || refused.length > 0) {
      await giveBack();
      if (failure) throw failure.reason;
      throw new TooManyAttempts(Math.max(...refused.map((res) => res.msBeforeNext)));
    }
    return { succeeded: giveBack };
  }
}
