import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

export const DEVICE_COOKIE = 'aula_device';
/** Sent only with a login: no other request needs it, and fewer requests carry it. */
const COOKIE_PATH = '/api/auth/login';
/** How long a browser that signed in stays its owner's without signing in again. */
export const DEVICE_COOKIE_SECONDS = 180 * 24 * 60 * 60;

/**
 * OWASP's device cookies (decision 156): a browser that signed in to an account with its password carries
 * `${username}.${nonce}.${mac}` (username base64url-encoded, case-folded), signed with the session key under
 * a label of its own, so it can stand for nothing else signed with that key. Stateless: every instance checks
 * it. Changing the key only makes every browser a stranger again until its next sign-in.
 */
const PURPOSE = 'aula-login-device';
const VALUE = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export class DeviceCookies {
  private readonly attributes: string;

  constructor(
    private readonly secret: Uint8Array,
    publicUrl: string,
  ) {
    const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
    this.attributes = `Path=${COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
  }

  private mac(username: string, nonce: string): Buffer {
    return createHmac('sha256', this.secret).update(`${PURPOSE}:${username}.${nonce}`).digest();
  }

  /**
   * The device's own key (its nonce) if the request carries a cookie this server signed for `username`
   * (case-folded); undefined for no cookie, a forged one, or another account's.
   */
  deviceOf(request: FastifyRequest, username: string): string | undefined {
    const match = VALUE.exec(readCookie(request, DEVICE_COOKIE) ?? '');
    if (!match) return undefined;
    const [, named = '', nonce = '', mac = ''] = match;
    if (Buffer.from(named, 'base64url').toString('utf8') !== username) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(username, nonce);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  /** Gives this browser a new cookie for `username` (case-folded), replacing any it had. */
  issue(reply: FastifyReply, username: string): void {
    const nonce = randomBytes(16).toString('base64url');
    const mac = this.mac(username, nonce).toString('base64url');
    const value = `${Buffer.from(username, 'utf8').toString('base64url')}.${nonce}.${mac}`;
    reply.header('set-cookie', `${DEVICE_COOKIE}=${value}; ${this.attributes}`);
  }
}
