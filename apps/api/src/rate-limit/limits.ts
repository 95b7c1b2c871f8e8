/** At most `points` attempts per `durationSeconds`, counted from the first attempt of the window. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * What is counted (decisions 072, 097 and 154): failed logins per username and address, per username and per
 * address, or per device cookie for a browser that signed in to that account before, registrations per address, failed verifications per address. A success, or a refusal, gives its
 * attempt back: only failures use a limit up. The per-username and per-address limits do not apply to an
 * address that has signed in to that account before, so a stranger can hold back only his own address.
 * Password recovery (decision 130) counts every request for a link per account named and per address (a
 * request neither succeeds nor fails from outside), and failed resets per address. An account's own data
 * (decision 134): every export per account (each one reads all of it), and failed deletions per account (a
 * wrong password there is a guess like a failed login's). The public site's forms (decision 144): every
 * sending per address, whatever becomes of it. A notification e-mail's unsubscribe link: bad tokens
 * per address. Messages: every message sent per account, whatever becomes of it. Recordings (decision 161): every upload per account. Mail a stranger can
 * cause to any address (decision 155): each such e-mail per kind and recipient, refused silently.
 */
export type RateLimitRuleName =
  | 'loginPair'
  | 'loginAccount'
  | 'loginIp'
  | 'loginDevice'
  | 'registerIp'
  | 'verifyIp'
  | 'recoveryAccount'
  | 'recoveryIp'
  | 'resetIp'
  | 'exportAccount'
  | 'deleteAccount'
  | 'secondFactorChallenge'
  | 'secondFactorAccount'
  | 'contactIp'
  | 'applicationIp'
  | 'newsletterIp'
  | 'unsubscribeIp'
  | 'messageAccount'
  | 'recordingAccount'
  | 'mailRecipient';

/**
 * How long an address that signed in to an account is remembered as the owner's (decision 097). Under 24.8
 * days: the in-memory store expires keys with a timer, and Node fires longer timers at once.
 */
export const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

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
    loginPair: { points: 10, durationSeconds: 15 * MINUTE },
    loginAccount: { points: 50, durationSeconds: 15 * MINUTE },
    loginIp: { points: 100, durationSeconds: 15 * MINUTE },
    // A browser with its device cookie (decision 156): its own few failures, then that cookie alone waits.
    loginDevice: { points: 5, durationSeconds: 15 * MINUTE },
    registerIp: { points: 100, durationSeconds: 60 * MINUTE },
    verifyIp: { points: 30, durationSeconds: 15 * MINUTE },
    recoveryAccount: { points: 5, durationSeconds: 60 * MINUTE },
    recoveryIp: { points: 20, durationSeconds: 60 * MINUTE },
    resetIp: { points: 30, durationSeconds: 15 * MINUTE },
    exportAccount: { points: 5, durationSeconds: 60 * MINUTE },
    deleteAccount: { points: 10, durationSeconds: 15 * MINUTE },
    // A challenge lives 5 minutes: 5 wrong codes end it.
    secondFactorChallenge: { points: 5, durationSeconds: 10 * MINUTE },
    secondFactorAccount: { points: 10, durationSeconds: 15 * MINUTE },
    contactIp: { points: 10, durationSeconds: 60 * MINUTE },
    applicationIp: { points: 10, durationSeconds: 60 * MINUTE },
    newsletterIp: { points: 20, durationSeconds: 60 * MINUTE },
    unsubscribeIp: { points: 30, durationSeconds: 15 * MINUTE },
    // Every message or announcement sent counts against its sender.
    messageAccount: { points: 30, durationSeconds: MINUTE },
    // Decision 161: a take lasts at least a few seconds, and a new one replaces the last.
    recordingAccount: { points: 30, durationSeconds: 10 * MINUTE },
    // One link or notice of each kind per address: the one already sent stays the one to use.
    mailRecipient: { points: 1, durationSeconds: 15 * MINUTE },
  },
};
