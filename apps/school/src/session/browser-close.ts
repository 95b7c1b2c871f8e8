import type { SessionStorage } from './session';

/**
 * 'No cerrar sesión' left unchecked: the session ends when the browser closes (decision 131). The token stays
 * where the spec stores it (localStorage, shared by every tab); beside it, this marker says the session is
 * one that ends with the browser, and a cookie without an expiry says the browser has stayed open since.
 * Every tab sees that cookie and the browser drops it when it closes, so a new tab keeps the session and a
 * reopened browser does not. A session stored without the marker (before this change, or by a test) is left
 * to its server-side expiry.
 */
export const ENDS_WITH_BROWSER_KEY = 'aula-session-ends-with-browser';
export const BROWSER_OPEN_COOKIE = 'aula_browser_open';

/** document.cookie, or a stand-in in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

function documentCookies(): CookieJar | null {
  if (typeof document === 'undefined') return null;
  return {
    read: () => document.cookie,
    write: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is asynchronous and missing from older Safari and Firefox.
      document.cookie = cookie;
    },
  };
}

function localStore(): SessionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Called at login with the checkbox's value. */
export function noteSessionLifetime(
  remember: boolean,
  storage: SessionStorage | null = localStore(),
  cookies: CookieJar | null = documentCookies(),
): void {
  if (!storage) return;
  if (remember) {
    storage.removeItem(ENDS_WITH_BROWSER_KEY);
    return;
  }
  storage.setItem(ENDS_WITH_BROWSER_KEY, '1');
  // No Expires or Max-Age: a session cookie. Nothing secret in it; the server never reads it.
  cookies?.write(`${BROWSER_OPEN_COOKIE}=1; Path=/; SameSite=Strict`);
}

/** True when the stored session was to end with the browser and the browser has been closed since. */
export function sessionOutlivedBrowser(
  storage: SessionStorage | null = localStore(),
  cookies: CookieJar | null = documentCookies(),
): boolean {
  if (!storage || !cookies || storage.getItem(ENDS_WITH_BROWSER_KEY) !== '1') return false;
  return !cookies
    .read()
    .split(';')
    .some((pair) => pair.trim() === `${BROWSER_OPEN_COOKIE}=1`);
}
