import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long and how slowly a client may send a request body (decision 095). A body that delivers less than
 * `minBytesPerSecond` over a whole `windowMs`, or is still arriving after `totalMs`, has its connection
 * closed: a client trickling bytes would otherwise hold a socket, a partial file and, with enough of them,
 * every file descriptor of the process.
 */
export interface BodyTimeLimits {
  minBytesPerSecond: number;
  windowMs: number;
  totalMs: number;
}

export const DEFAULT_BODY_TIME_LIMITS: BodyTimeLimits = {
  // A phone on a poor 2G link still sends several KiB a second; one byte every 10 s is far below this.
  minBytesPerSecond: 1024,
  windowMs: 10_000,
  // 25 MB (the largest material) at about 45 KiB/s.
  totalMs: 10 * 60_000,
};

export type SlowBodyReason = 'rate' | 'total';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request's body was cut off for being too slow (the error that follows is ours). */
    bodyCutOff?: SlowBodyReason;
  }
}

function expectsBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Watches one request's body: every window, the bytes the socket received must reach the minimum rate unless
 * the server itself is behind (bytes waiting unread: backpressure is not the client's fault).
 */
function watchBody(request: FastifyRequest, reply: FastifyReply, limits: BodyTimeLimits): void {
  const raw = request.raw;
  const socket = raw.socket;
  // light-my-request's fake socket (app.inject) counts nothing and cannot be slow.
  if (!socket || typeof socket.bytesRead !== 'number') return;
  const started = Date.now();
  const minBytes = (limits.minBytesPerSecond * limits.windowMs) / 1000;
  let seen = socket.bytesRead;

  const stop = () => {
    clearInterval(window);
    clearTimeout(total);
    socket.off('close', stop);
    raw.off('end', stop);
    reply.raw.off('close', stop);
  };
  const cut = (reason: SlowBodyReason) => {
    stop();
    if (raw.complete || socket.destroyed) return;
    request.bodyCutOff = reason;
    request.log.info(
      { reason, receivedBytes: socket.bytesRead, elapsedMs: Date.now() - started },
      'request body too slow: connection closed',
    );
    socket.destroy();
  };
  const window = setInterval(() => {
    if (raw.complete || socket.destroyed) return stop();
    const received = socket.bytesRead - seen;
    seen = socket.bytesRead;
    const serverBehind = raw.readableLength > 0 || socket.isPaused();
    if (received < minBytes && !serverBehind) cut('rate');
  }, limits.windowMs);
  const total = setTimeout(() => cut('total'), limits.totalMs);
  window.unref();
  total.unref();
  // Stopped as soon as the body has arrived or the answer is gone, so a keep-alive socket serving many
  // requests carries no listener or timer of an earlier one.
  socket.once('close', stop);
  raw.once('end', stop);
  reply.raw.once('close', stop);
}

/**
 * Cuts off request bodies that are too slow (decision 095), and closes the connection after any answer
 * sent before its request's body has fully arrived (a refusal of an upload, say), so a refused client cannot
 * keep the socket by trickling the rest.
 */
export function registerBodyTimeLimits(app: FastifyInstance, limits: BodyTimeLimits): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (expectsBody(request.raw)) watchBody(request, reply, limits);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is false only on a real connection (app.inject's request has no such flag).
    if (expectsBody(request.raw) && request.raw.complete === false) reply.header('Connection', 'close');
    done(null, payload);
  });
}
