import { describe, expect, it } from 'vitest';
import {
  BROWSER_OPEN_COOKIE,
  type CookieJar,
  ENDS_WITH_BROWSER_KEY,
  noteSessionLifetime,
  sessionOutlivedBrowser,
} from './browser-close';
import type { SessionStorage } from './session';

function memoryStorage(): SessionStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

/** A browser's cookie jar, reduced to what matters: session cookies go when the browser closes. */
function browser(): CookieJar & { close(): void } {
  const cookies = new Map<string, string>([['theme', 'dark']]);
  return {
    read: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value.trim());
    },
    close: () => cookies.delete(BROWSER_OPEN_COOKIE),
  };
}

describe("'No cerrar sesión' in the browser (decision 131)", () => {
  it('unchecked: the session lasts while the browser stays open, in every tab, and not once it is reopened', () => {
    const storage = memoryStorage();
    const jar = browser();
    noteSessionLifetime(false, storage, jar);
    expect(storage.getItem(ENDS_WITH_BROWSER_KEY)).toBe('1');
    // Another tab, or a reload: same localStorage, same cookies.
    expect(sessionOutlivedBrowser(storage, jar)).toBe(false);
    jar.close();
    expect(sessionOutlivedBrowser(storage, jar)).toBe(true);
  });

  it('checked: the session survives the browser closing', () => {
    const storage = memoryStorage();
    const jar = browser();
    noteSessionLifetime(false, storage, jar);
    noteSessionLifetime(true, storage, jar);
    jar.close();
    expect(sessionOutlivedBrowser(storage, jar)).toBe(false);
  });

  it('leaves alone a session stored without the marker, and a cookie that only looks alike', () => {
    const storage = memoryStorage();
    expect(sessionOutlivedBrowser(storage, browser())).toBe(false);
    storage.setItem(ENDS_WITH_BROWSER_KEY, '1');
    const lookalike: CookieJar = { read: () => `x${BROWSER_OPEN_COOKIE}=1; theme=dark`, write: () => {} };
    expect(sessionOutlivedBrowser(storage, lookalike)).toBe(true);
  });
});
