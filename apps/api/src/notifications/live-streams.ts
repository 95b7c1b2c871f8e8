import type { ServerResponse } from 'node:http';
import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema';
import { loggableError } from '../errors';
import { DEFAULT_LIVE_STREAM_LIMITS, type LiveStreamLimits, StreamCounts } from '../http/stream-limits';

/** Open streams one user may hold on one server process (tabs, devices): more would let one user exhaust it. */
export const MAX_STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * How far below the cursor a batch that committed late is looked for: ids are taken when rows are inserted
 * and announced when their transaction commits, so a batch may commit after a later one was read.
 */
const LATE_WINDOW = 5_000;
const PAGE = 500;
/** A client this far behind (bytes not yet taken by its socket) is cut off; it reconnects and catches up. */
const MAX_UNSENT_BYTES = 1024 * 1024;
const RETRY_READ_MS = 1_000;
/** Node's timers hold at most 2^31 - 1 ms (24.8 days); a session may last longer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Which limit a new stream would pass: its user's, its address's (decision 162) or the process's. */
export type StreamRefusal = 'user' | 'address' | 'process';

interface LiveStream {
  readonly userId: number;
  /** The client's address as TRUST_PROXY names it, counted against its limit. */
  readonly address: string;
  /** The header it was opened with, to check again when the user's sessions change. */
  readonly authorization: string;
  readonly res: ServerResponse;
  /** Ends it when its session expires: an expiry is no change anybody would hear of. */
  expiry?: NodeJS.Timeout;
  /** While its catch-up is read: the events heard meanwhile, sent right after it. */
  held: { id: number; data: string }[] | null;
}

interface EventRow {
  id: number;
  userId: number;
  data: string;
}

const eventColumns = {
  id: liveEvents.id,
  userId: liveEvents.userId,
  // Sent as stored: no parsing and serialising of every event on every process.
  data: sql<string>`${liveEvents.payload}::text`,
};

const frame = ({ id, data }: { id: number; data: string }) => `id: ${id}\ndata: ${data}\n\n`;

/**
 * This server process's open live streams, and the events it hands them (decision 146). Every process
 * listens on the channel; when told of a committed batch it reads `live_events` past its cursor (the highest
 * id read) and writes each event to its user's streams here. A stream that comes with the last event id it saw
 * first gets that user's later events from the table, which keeps a day of them.
 */
export class LiveStreams {
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private readonly counts: StreamCounts;
  private cursor = 0;
  private started = false;
  /** Ids written out within LATE_WINDOW below the cursor, so a late batch's read sends each event once. */
  private readonly delivered = new Set<number>();
  private readonly late: number[] = [];
  private readAgain = false;
  private reading: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    limits: LiveStreamLimits = DEFAULT_LIVE_STREAM_LIMITS,
  ) {
    this.counts = new StreamCounts(limits);
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** From the newest event now in the table: once listening, so nothing committed after that is missed. */
  async start(): Promise<void> {
    const [row] = await this.db.select({ last: max(liveEvents.id) }).from(liveEvents);
    this.cursor = Number(row?.last ?? 0);
    this.started = true;
    if (this.readAgain) this.readNew();
  }

  /** The listener's callback: a batch up to `lastId` committed, or (undefined) anything may have. */
  readonly announced = (lastId: number | undefined): void => {
    if (lastId !== undefined && lastId <= this.cursor) this.late.push(lastId);
    this.readAgain = true;
    if (this.started) this.readNew();
  };

  /** The limit a new stream of this user from this address would pass, if any; the narrowest is named. */
  refusal(userId: number, address: string): StreamRefusal | undefined {
    if ((this.byUser.get(userId)?.size ?? 0) >= MAX_STREAMS_PER_USER) return 'user';
    return this.counts.refusal(address);
  }

  /**
   * Adds a stream whose headers are written. With `afterId`, the user's events after it are sent first; the
   * ones heard while they are read wait, and follow unless already sent. `log` is the stream's request's.
   */
  async open(
    session: {
      userId: number;
      address: string;
      authorization: string;
      expiresAtMs: number;
      log: FastifyBaseLogger;
    },
    res: ServerResponse,
    afterId?: number,
  ): Promise<void> {
    // A client already gone would never say 'close' again: it must not take a place.
    if (!res.socket || res.socket.destroyed) return;
    const { userId, address, authorization } = session;
    const stream: LiveStream = {
      userId,
      address,
      authorization,
      res,
      held: afterId === undefined ? null : [],
    };
    let streams = this.byUser.get(userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(userId, streams);
    }
    streams.add(stream);
    this.counts.add(address);
    res.once('close', () => this.remove(stream));
    this.endAtExpiry(stream, session.expiresAtMs);
    if (afterId === undefined) return;
    const sent = new Set<number>();
    try {
      for (let after = afterId; ; ) {
        const rows = await this.db
          .select(eventColumns)
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, after)))
          .orderBy(asc(liveEvents.id))
          .limit(PAGE);
        for (const row of rows) {
          this.write(stream, frame(row));
          sent.add(row.id);
        }
        const last = rows.at(-1);
        if (!last || rows.length < PAGE) break;
        after = last.id;
      }
    } catch (error) {
      session.log.warn(loggableError(error), 'could not read the events a live stream missed');
      res.destroy();
      return;
    }
    const held = stream.held ?? [];
    stream.held = null;
    for (const event of held) if (!sent.has(event.id)) this.write(stream, frame(event));
  }

  /**
   * Ends the streams whose session no longer holds (logged out, password changed, account disabled), of one
   * user or of everyone: one check at a time, so a burst of changes does not flood the database.
   */
  async endSignedOut(userId: number | undefined, signedIn: (authorization: string) => Promise<boolean>) {
    const users = userId === undefined ? [...this.byUser.keys()] : [userId];
    for (const user of users) {
      for (const stream of [...(this.byUser.get(user) ?? [])]) {
        if (!(await signedIn(stream.authorization))) stream.res.end();
      }
    }
  }

  /** Ends every stream (the server is stopping: clients reconnect elsewhere and catch up) and the timers. */
  close(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.retryTimer);
    this.started = false;
    for (const streams of this.byUser.values()) for (const stream of streams) stream.res.end();
    this.byUser.clear();
    this.counts.clear();
  }

  /** Frees the stream's places; once only, and not after close() has let them all go. */
  private remove(stream: LiveStream): void {
    clearTimeout(stream.expiry);
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.counts.remove(stream.address);
    if (streams.size === 0) this.byUser.delete(stream.userId);
  }

  private write(stream: LiveStream, text: string): void {
    const { res } = stream;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_UNSENT_BYTES) {
      res.destroy();
      return;
    }
    res.write(text);
  }

  private beat(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) this.write(stream, ':\n\n');
  }

  /** Ends the stream once its session has expired; a timer waits at most MAX_TIMER_MS, so long ones rearm. */
  private endAtExpiry(stream: LiveStream, expiresAtMs: number): void {
    const wait = expiresAtMs - Date.now();
    if (wait <= 0) {
      stream.res.end();
      return;
    }
    stream.expiry = setTimeout(() => this.endAtExpiry(stream, expiresAtMs), Math.min(wait, MAX_TIMER_MS));
    stream.expiry.unref();
  }

  /** One read at a time; announcements that come meanwhile make it read once more. */
  private readNew(): void {
    if (this.reading) return;
    this.reading = (async () => {
      while (this.readAgain && this.started) {
        this.readAgain = false;
        try {
          await this.readPending();
        } catch (error) {
          // The database is away: try again shortly (the listener also says so when it reconnects).
          this.log.warn(loggableError(error), 'could not read live events; retrying');
          clearTimeout(this.retryTimer);
          this.retryTimer = setTimeout(() => this.announced(undefined), RETRY_READ_MS);
          this.retryTimer.unref();
          return;
        }
      }
    })().finally(() => {
      this.reading = undefined;
    });
  }

  private async readPending(): Promise<void> {
    for (const lastId of this.late.splice(0)) {
      const rows = await this.db
        .select(eventColumns)
        .from(liveEvents)
        .where(and(gt(liveEvents.id, lastId - LATE_WINDOW), lte(liveEvents.id, lastId)))
        .orderBy(asc(liveEvents.id));
      for (const row of rows) if (!this.delivered.has(row.id)) this.deliver(row);
    }
    for (;;) {
      const rows = await this.db
        .select(eventColumns)
        .from(liveEvents)
        .where(gt(liveEvents.id, this.cursor))
        .orderBy(asc(liveEvents.id))
        .limit(PAGE);
      for (const row of rows) this.deliver(row);
      const last = rows.at(-1);
      if (last) this.cursor = Math.max(this.cursor, last.id);
      if (rows.length < PAGE) break;
    }
    this.forgetOldDeliveries();
  }

  private deliver(row: EventRow): void {
    this.delivered.add(row.id);
    for (const stream of this.byUser.get(row.userId) ?? []) {
      if (stream.held) stream.held.push({ id: row.id, data: row.data });
      else this.write(stream, frame(row));
    }
  }

  private forgetOldDeliveries(): void {
    if (this.delivered.size < 2 * LATE_WINDOW) return;
    const floor = this.cursor - LATE_WINDOW;
    for (const id of this.delivered) if (id <= floor) this.delivered.delete(id);
  }
}
