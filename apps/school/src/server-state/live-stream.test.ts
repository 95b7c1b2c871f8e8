import type { LiveEvent } from '@aula/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './live-stream';

/** Ends the open streams, as a server going away does. */
const endings: (() => void)[] = [];

/** An open text/event-stream answer carrying `frames`, left open as the server leaves it. */
function eventStream(frames: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(frames));
      endings.push(() => controller.close());
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

// Node has no page to resolve '/api' against.
const BASE = 'http://aula.test/api';

const read = (id: number): string =>
  `id: ${id}\ndata: ${JSON.stringify({ type: 'notifications-read' } satisfies LiveEvent)}\n\n`;

/** A fetch answering each request with the next of `answers`, recording URL and Authorization. */
function scriptedFetch(answers: (() => Response)[]) {
  const requests: { url: string; auth: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization') });
    const answer = answers.shift();
    return answer ? answer() : new Promise<Response>(() => {});
  });
  return { fetch, requests };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveStream', () => {
  it('sends the token, passes on each event, and after an HTTP error reopens from the last id seen', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = scriptedFetch([
      () => eventStream(read(41)),
      () => new Response('Bad Gateway', { status: 502 }),
      () => eventStream(read(42)),
    ]);
    vi.stubGlobal('fetch', fetch);
    const events: LiveEvent[] = [];
    const close = openLiveStream({
      getToken: () => 'tok',
      onEvent: (event) => events.push(event),
      baseUrl: BASE,
    });

    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(requests[0]).toEqual({ url: `${BASE}/notifications/stream`, auth: 'Bearer tok' });

    // The connection drops: EventSource reconnects by itself, and the proxy answers 502 (a restarting server).
    endings.shift()?.();
    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    // EventSource gives up on an HTTP error; the stream retries after a second, from the last id it saw.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(requests[2]?.url).toBe(`${BASE}/notifications/stream?lastEventId=41`);
    close();
  });

  it('stops on 401: the session is over', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = scriptedFetch([() => new Response('', { status: 401 })]);
    vi.stubGlobal('fetch', fetch);
    const close = openLiveStream({ getToken: () => 'old', onEvent: () => {}, baseUrl: BASE });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    close();
  });
});
