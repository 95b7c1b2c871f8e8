import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` once a toast has been shown for `duration` ms (as it was when the toast appeared), not counting
 * the time `paused` was true (the pointer over the list, focus in it, the window in the background), as Radix
 * Toast counted.
 */
export function useToastTimer(duration: number, paused: boolean, onEnd: () => void) {
  const remaining = useRef(duration);
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    // setTimeout would run an infinite duration at once.
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = performance.now();
    const timer = setTimeout(() => end.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (performance.now() - started));
    };
  }, [paused]);
}
