import { useEffect } from 'react';

/** Spec, "Business constants and limits": the material dialogs close 1.5 s after their success message. */
export const DIALOG_CLOSE_DELAY_MS = 1500;

/** Calls `close` `delayMs` after `active` becomes true; leaving or reopening cancels it. */
export function useCloseAfter(active: boolean, close: () => void, delayMs = DIALOG_CLOSE_DELAY_MS) {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(close, delayMs);
    return () => clearTimeout(timer);
  }, [active, close, delayMs]);
}
