import { type LiveEvent, liveEventSchema, notificationEndpoints } from '@aula/api-client';
import { EventSource } from 'eventsource';

/** After a refused connection (a restarting server behind the proxy answers 502), wait this long, then more. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

export interface LiveStreamOptions {
  /** Read at each (re)connection, so a renewed session's token is the one sent. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  baseUrl?: string;
}

/**
 * The signed-in user's live stream (GET /notifications/stream, server-sent events) with the bearer token.
 * EventSource reconnects by itself after a dropped connection and sends Last-Event-ID, so the server replays
 * what was missed; it gives up on an HTTP error, though, so those are retried here from the last id seen
 * (`lastEventId` in the query), except 401: the session is over. Returns the function that closes it.
 */
export function openLiveStream({ getToken, onEvent, baseUrl = '/api' }: LiveStreamOptions): () => void {
  let source: EventSource | undefined;
  let lastEventId: string | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const connect = () => {
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    source = new EventSource(`${baseUrl}${notificationEndpoints.stream.path}${query}`, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, Authorization: `Bearer ${getToken() ?? ''}` } }),
    });
    source.addEventListener('open', () => {
      failures = 0;
    });
    source.addEventListener('message', (message) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const parsed = liveEventSchema.safeParse(safeJson(message.data));
      if (parsed.success) onEvent(parsed.data);
    });
    source.addEventListener('error', (error) => {
      if (closed || source?.readyState !== EventSource.CLOSED || error.code === 401) return;
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
      failures += 1;
      retry = setTimeout(connect, delay);
    });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
