import { randomFillSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Crockford's base32: digits and capitals without I, L, O and U, so a code read over the phone has no
 * look-alikes (decision 165).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 random bits each: 60 bits, one chance in about 10^18 that two given ids meet. */
export const REQUEST_ID_LENGTH = 12;
export const REQUEST_ID = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** Random bytes are drawn in batches, as randomUUID does: one system call per 341 ids instead of each. */
const pool = Buffer.alloc(REQUEST_ID_LENGTH * 341);
let next = pool.length;

/** A new request id: 12 characters of Crockford base32 from the system's secure random source. */
export function newRequestId(): string {
  if (next + REQUEST_ID_LENGTH > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  let id = '';
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (let i = 0; i < REQUEST_ID_LENGTH; i++) id += ALPHABET[(pool[next + i] as number) & 31];
  next += REQUEST_ID_LENGTH;
  return id;
}

/**
 * Every answer names its request in `X-Request-Id`, the id in each of the request's log lines: a 5xx's body
 * shows it too (errors.ts), and a proxy can log it beside its own line. Set before any other hook, so a
 * refusal, an error or a hijacked stream keeps it.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
