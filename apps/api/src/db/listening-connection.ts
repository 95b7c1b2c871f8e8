import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };

export interface ListeningEvents {
  /** A notification on the channel, with its payload. */
  notified(payload: string | undefined): void;
  /** Listening (again): whatever was announced while nobody listened went unheard. */
  listening(): void;
  /** The connection is gone; a new one is being made. */
  lost(): void;
}

/**
 * A PostgreSQL connection outside the pool that LISTENs on one channel, and when it is lost reconnects by
 * itself with a growing delay, logging once per outage (decisions 125 and 146: the session feed and the live
 * events each keep one).
 */
export class ListeningConnection {
  private current: pg.Client | undefined;
  private isListening = false;
  private closed = false;
  private reconnectDelayMs = RECONNECT_DELAY_MS.first;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: pg.ClientConfig & { application_name: string },
    private readonly channel: string,
    private readonly events: ListeningEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The connection while it listens, for queries that must come after its notifications. */
  get client(): pg.Client | undefined {
    return this.isListening ? this.current : undefined;
  }

  async connect(): Promise<void> {
    const client = new pg.Client(this.options);
    this.current = client;
    // Registered before connecting: an error event with no listener would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.events.notified(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.current !== client) {
      // Closed (or replaced) while connecting.
      await client.end().catch(() => {});
      return;
    }
    this.isListening = true;
    this.events.listening();
    if (this.reconnectDelayMs > RECONNECT_DELAY_MS.first) {
      this.log.info(`listening again (${this.options.application_name})`);
    }
    this.reconnectDelayMs = RECONNECT_DELAY_MS.first;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.current !== client) return;
    this.current = undefined;
    this.isListening = false;
    this.events.lost();
    client.end().catch(() => {});
    if (this.closed) return;
    if (this.reconnectDelayMs === RECONNECT_DELAY_MS.first) {
      this.log.warn(
        { err: error },
        `lost the listening connection (${this.options.application_name}); reconnecting`,
      );
    }
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelayMs);
    this.reconnectTimer.unref();
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, RECONNECT_DELAY_MS.max);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.current;
    this.current = undefined;
    this.isListening = false;
    await client?.end().catch(() => {});
  }
}
