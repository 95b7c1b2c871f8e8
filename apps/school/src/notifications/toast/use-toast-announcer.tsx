import { useEffect, useRef, useState } from 'react';
import type { ToastMessage } from './toast-message';

/** How long an announcement stays in the live region: long enough to be queued for speech, as in Radix Toast. */
const ANNOUNCEMENT_MS = 1000;

interface Announcement {
  id: string;
  text: string;
  assertive: boolean;
}

/**
 * What the Toaster's live regions say: each new toast once, prefixed by `label`; errors assertive, the rest
 * polite. The text arrives a frame after the toast, when the regions are already in the page: a live region
 * added together with its text is often not read (the Toaster itself may mount with the first toast).
 */
export function useToastAnnouncer(toasts: readonly ToastMessage[], label: string) {
  const [said, setSaid] = useState<Announcement[]>([]);
  const announced = useRef(new Set<string>());

  useEffect(() => {
    const fresh = toasts.filter((toast) => !announced.current.has(toast.id));
    if (fresh.length === 0) return;
    const frame = requestAnimationFrame(() => {
      announced.current = new Set(toasts.map((toast) => toast.id));
      setSaid((current) => [
        ...current,
        ...fresh.map((toast) => ({
          id: toast.id,
          text: [label, toast.title, toast.description].filter(Boolean).join(' '),
          assertive: toast.variant === 'danger',
        })),
      ]);
    });
    return () => cancelAnimationFrame(frame);
  }, [toasts, label]);

  useEffect(() => {
    if (said.length === 0) return;
    const timer = setTimeout(() => setSaid([]), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [said]);

  return {
    polite: said.filter((entry) => !entry.assertive).map((entry) => <p key={entry.id}>{entry.text}</p>),
    assertive: said.filter((entry) => entry.assertive).map((entry) => <p key={entry.id}>{entry.text}</p>),
  };
}
