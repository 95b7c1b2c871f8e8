/** At most `points` attempts per `durationSeconds`, counted from the first attempt of the window. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * What is counted (decision 072): failed logins per username and per address, registrations per address,
 * failed verifications per address. A success gives its attempt back, so a classroom behind one address
 * logging in all at once is never held back.
 */
export type RateLimitRuleName = 'loginAccount' | 'loginIp' | 'registerIp' | 'verifyIp';

export interface RateLimitConfig {
  enabled: boolean;
  /** Prefix of the counters' keys in Redis. */
  keyPrefix: string;
  rules: Record<RateLimitRuleName, RateLimitRule>;
}

const MINUTE = 60;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  enabled: true,
  keyPrefix: 'aula:rl',
  rules: {
    loginAccount: { points: 10, durationSeconds: 15 * MINUTE },
    loginIp: { points: 100, durationSeconds: 15 * MINUTE },
    registerIp: { points: 100, durationSeconds: 60 * MINUTE },
    verifyIp: { points: 30, durationSeconds: 15 * MINUTE },
  },
};
