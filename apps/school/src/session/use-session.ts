import { useSyncExternalStore } from 'react';
import { readSession, SESSION_KEYS, type Session, subscribeToSession } from './session';

// useSyncExternalStore needs the same object while storage is unchanged, so the parse is cached by the raw text.
let cachedKey: string | null = null;
let cachedSession: Session | null = null;

function snapshot(): Session | null {
  let key: string;
  try {
    key = [SESSION_KEYS.token, SESSION_KEYS.username, SESSION_KEYS.user]
      .map((name) => localStorage.getItem(name) ?? '')
      .join('\u0000');
  } catch {
    return null;
  }
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = readSession();
  }
  return cachedSession;
}

/** The stored session, kept current when this tab or another one logs in or out. Null when prerendering. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, snapshot, () => null);
}
