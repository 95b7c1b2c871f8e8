import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Spec, "Business constants and limits": the expired-session message stays 3 s before the redirect. */
export const SESSION_EXPIRED_DELAY_MS = 3_000;

/** Spec, "States and transitions": only the stored token and username are removed (not the whole storage). */
export function forgetSession(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem('token');
  storage.removeItem('username');
}

/**
 * The task page's expired-session flow: `expire()` shows the message, and 3 s later removes the token and the
 * username and goes to /login.
 */
export function useExpireSession() {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const expire = useCallback(() => {
    setExpired(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      forgetSession();
      navigate('/login', { replace: true });
    }, SESSION_EXPIRED_DELAY_MS);
  }, [navigate]);

  return { expired, expire };
}
