import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Role, sessions, users } from '../db/schema';
import { findAccount } from './accounts';
import type { SessionFeed } from './session-feed';

/** What decides whether a user's token is still good, and who they are once it is. */
export interface SessionState {
  id: number;
  username: string;
  roles: Role[];
  verified: boolean;
  disabled: boolean;
  /** Tokens issued before this instant are refused (decision 070). */
  tokensValidAfterMs: number;
  /** The user's sessions by id (decision 131): a token whose session is not here, or expired, is refused. */
  sessions: Map<string, LiveSession>;
}

export interface LiveSession {
  expiresAtMs: number;
  /** When last use was last written; raised in place when it is written again (auth/session.ts). */
  lastUsedAtMs: number;
}

/** Enough for every active user of a large school; beyond it the oldest entries are read again. */
const MAX_KEPT = 20_000;

/**
 * The session state of recent users, kept between requests (decision 125). An entry is used only after the
 * feed's barrier, so every change committed before the request has reached `changed` first; a read from the
 * database is kept only if no change was heard while it ran. When the feed is down, every request reads.
 */
export class SessionStates {
  private readonly kept = new Map<number, SessionState>();
  /** Raised by every change heard: a read that saw it move may predate a change, and is not kept. */
  private changes = 0;
  private feed: SessionFeed | undefined;

  constructor(private readonly db: Db) {}

  listenTo(feed: SessionFeed): void {
    this.feed = feed;
  }

  /** The feed's callback: forget one user's state, or everyone's. */
  readonly changed = (userId: number | undefined): void => {
    this.changes++;
    if (userId === undefined) this.kept.clear();
    else this.kept.delete(userId);
  };

  async stateOf(userId: number): Promise<SessionState | undefined> {
    const kept = this.kept.get(userId);
    if (kept && this.feed?.live) {
      try {
        await this.feed.barrier();
        if (this.kept.get(userId) === kept) return kept;
      } catch {
        // The feed went down meanwhile: read.
      }
    }
    const changesBefore = this.changes;
    const state = await readState(this.db, userId);
    if (state && this.feed?.live && this.changes === changesBefore) this.keep(state);
    return state;
  }

  private keep(state: SessionState): void {
    // Re-inserted at the end, so the first key is the state read longest ago.
    this.kept.delete(state.id);
    if (this.kept.size >= MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(state.id, state);
  }
}

async function readState(db: Db, userId: number): Promise<SessionState | undefined> {
  const [account, rows] = await Promise.all([
    findAccount(db, eq(users.id, userId)),
    db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);
  if (!account) return undefined;
  const { id, username, roles, verified, disabled, tokensValidAfter } = account;
  const live = new Map(
    rows.map((row) => [
      row.id,
      { expiresAtMs: row.expiresAt.getTime(), lastUsedAtMs: row.lastUsedAt.getTime() },
    ]),
  );
  return {
    id,
    username,
    roles,
    verified,
    disabled,
    tokensValidAfterMs: tokensValidAfter.getTime(),
    sessions: live,
  };
}
