import http from 'node:http';
import type { LiveEvent } from '@aula/contract';
import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app';
import { waitFor } from './helpers';

export interface ReceivedEvent {
  id: number;
  event: LiveEvent;
}

export interface LiveStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received, as sent. */
  text(): string;
  events: ReceivedEvent[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Waits for an event that matches (never a fixed sleep). */
  next(matches: (event: ReceivedEvent) => boolean, what: string): Promise<ReceivedEvent>;
  close(): void;
  /** Drops the connection with a TCP reset, as a client that vanishes mid-stream: no orderly end. */
  reset(): void;
}

/**
 * Opens GET /api/notifications/stream as a browser's fetch-based EventSource would: the bearer token in a
 * header, Last-Event-ID when reconnecting. Resolves on the response's headers, whatever its status.
 */
export function openLiveStream(
  baseUrl: string,
  token: string | undefined,
  options: {
    lastEventId?: number;
    query?: string;
    agent?: http.Agent;
    headers?: Record<string, string>;
  } = {},
): Promise<LiveStreamClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/notifications/stream${options.query ?? ''}`,
      { headers, agent: options.agent },
      (response) => {
        let received = '';
        let pending = '';
        const events: ReceivedEvent[] = [];
        const ended = new Promise<void>((done) => {
          response.once('end', done);
          response.once('close', done);
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
          pending += chunk;
          let cut = pending.indexOf('\n\n');
          while (cut >= 0) {
            const frame = pending.slice(0, cut);
            pending = pending.slice(cut + 2);
            const id = /^id: (\d+)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (id && data) events.push({ id: Number(id), event: JSON.parse(data) });
            cut = pending.indexOf('\n\n');
          }
        });
        response.on('error', () => {});
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => received,
          events,
          ended,
          next: (matches, what) => waitFor(() => events.find(matches), what),
          close: () => request.destroy(),
          reset: () => request.socket?.resetAndDestroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

/** The live stream's route: an answer of 200 never ends. */
export const LIVE_STREAM_ROUTE = 'GET /api/notifications/stream';

export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * app.inject for the suites that call every route: the live stream's 200 is answered by its status and
 * headers (the stream stays open on the server until the app closes); any other answer is read whole.
 */
export async function injectAnswer(app: App, options: InjectOptions): Promise<InjectedAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (
    response.statusCode === 200 &&
    String(response.headers['content-type']).startsWith('text/event-stream')
  ) {
    stream.destroy();
  } else {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    body = Buffer.concat(chunks).toString('utf8');
  }
  return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) };
}
