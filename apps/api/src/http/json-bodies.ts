import { type Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, HttpError } from '../errors';

/**
 * JSON bodies. Aula's deepest body (a test: questions, their options) nests five
 * levels; a body nested deeper than this is refused by a linear scan before JSON.parse builds anything, so
 * a megabyte of brackets costs what a flat megabyte costs.
 */
export const MAX_JSON_DEPTH = 16;

/** The largest body of the public routes (login, registration): two 1,024-character passwords, escaped. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/**
 * Follows the nesting of a JSON text chunk by chunk (strings and escapes included) and reports when it goes
 * deeper than `max`. Linear, and it never builds anything.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {}

  /** True as soon as the text so far opens more than `max` arrays or objects inside each other. */
  tooDeep(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === 0x5c) this.escaped = true;
        else if (byte === 0x22) this.inString = false;
      } else if (byte === 0x22) {
        this.inString = true;
      } else if (byte === 0x5b || byte === 0x7b) {
        if (++this.depth > this.max) return true;
      } else if (byte === 0x5d || byte === 0x7d) {
        this.depth--;
      }
    }
    return false;
  }
}

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

/**
 * Checks the nesting of every JSON body while it streams in, before whichever parser a route uses (some
 * route plugins have their own) sees it: a body nested deeper than MAX_JSON_DEPTH ends at that byte with
 * 400. The public routes (everything under /api/auth and /api/public, reachable without a session) get a small
 * body limit.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) return done(null, payload);
    const scanner = new JsonDepthScanner(MAX_JSON_DEPTH);
    const source = payload as Readable & { receivedEncodedLength?: number };
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        // Fastify's body limit reads this on the stream it is handed.
        (checked as Transform & { receivedEncodedLength?: number }).receivedEncodedLength =
          source.receivedEncodedLength;
        if (scanner.tooDeep(chunk)) {
          request.log.info({ maxDepth: MAX_JSON_DEPTH }, 'JSON body nested too deeply');
          source.unpipe(checked);
          source.resume();
          return callback(new HttpError(400, ERROR_MESSAGES.invalidBody));
        }
        callback(null, chunk);
      },
    });
    source.on('error', (error) => checked.destroy(error));
    // Fastify listens to the body only while it reads it: once it has answered (413 past the limit, say) the
    // rest still flows through here, and an 'error' event nobody hears would end the process.
    checked.on('error', (error) => request.log.debug({ err: error }, 'request body ended early'));
    done(null, source.pipe(checked));
  });
  app.addHook('onRoute', (route) => {
    const open = route.url.startsWith('/api/auth/') || route.url.startsWith('/api/public/');
    if (open && route.bodyLimit === undefined) {
      route.bodyLimit = PUBLIC_BODY_LIMIT;
    }
  });
}
