import { cn } from '@aula/ui';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToastMessage, ToastVariant } from './toast-message';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';
import { useToastAnnouncer } from './use-toast-announcer';
import { useToastTimer } from './use-toast-timer';

const icons = {
  success: CircleCheckIcon,
  danger: CircleAlertIcon,
  warning: TriangleAlertIcon,
  info: InfoIcon,
} as const;
const tone: Record<ToastVariant, string> = {
  success: 'border-success/60 [&_[data-slot=toast-icon]]:text-success',
  danger: 'border-danger/60 [&_[data-slot=toast-icon]]:text-danger',
  warning: 'border-warning/60 [&_[data-slot=toast-icon]]:text-warning',
  info: 'border-info/60 [&_[data-slot=toast-icon]]:text-info',
};

/** The key that moves focus to the toasts, as in Radix Toast (and the WAI-ARIA landmark habit). */
const HOTKEY = 'F8';

export interface ToasterProps {
  toasts: readonly ToastMessage[];
  /** Called when a toast closes, by its button, a swipe, Escape or its time running out. */
  onDismiss: (id: string) => void;
  /** Spec section 9: toasts disappear after 5 s (the count pauses while hovered or focused). */
  duration?: number;
  closeLabel?: string;
  /** Name of the notifications region; `{hotkey}` is replaced by the key that focuses it (F8). */
  regionLabel?: string;
  /** What a screen reader says before each toast's text. */
  toastLabel?: string;
}

/**
 * The app's toasts and banners: announced to screen readers, closable, gone after `duration`, stacked in the
 * bottom corner where they never cover the page's header actions. Errors interrupt (assertive); the rest wait
 * their turn. F8 moves focus to the list; Escape closes the focused toast; a swipe right dismisses it.
 */
export function Toaster({
  toasts,
  onDismiss,
  duration = 5000,
  closeLabel = 'Cerrar',
  regionLabel = 'Notificaciones ({hotkey})',
  toastLabel = 'Notificación',
}: ToasterProps) {
  const list = useRef<HTMLOListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const announcements = useToastAnnouncer(toasts, toastLabel);

  useEffect(() => {
    const focusList = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) list.current?.focus();
    };
    const blur = () => setWindowBlurred(true);
    const focus = () => setWindowBlurred(false);
    document.addEventListener('keydown', focusList);
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    return () => {
      document.removeEventListener('keydown', focusList);
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
    };
  }, []);

  // A toast closed from the keyboard would leave focus on nothing: it goes back to the list.
  const dismissFrom = useCallback(
    (id: string, item: HTMLElement | null) => {
      if (item?.contains(document.activeElement)) list.current?.focus();
      onDismiss(id);
    },
    [onDismiss],
  );

  return (
    <>
      <section
        aria-label={regionLabel.replace('{hotkey}', HOTKEY)}
        tabIndex={-1}
        // An empty corner must not catch the clicks meant for the page under it.
        style={toasts.length === 0 ? { pointerEvents: 'none' } : undefined}
      >
        <ol
          ref={list}
          tabIndex={-1}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        >
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              duration={duration}
              paused={hovered || focused || windowBlurred}
              closeLabel={closeLabel}
              onDismiss={dismissFrom}
            />
          ))}
        </ol>
      </section>
      {/* Each toast's text is added here as its own paragraph, so only the new one is read. */}
      <div className="sr-only">
        <div role="status" aria-live="polite">
          {announcements.polite}
        </div>
        <div role="status" aria-live="assertive">
          {announcements.assertive}
        </div>
      </div>
    </>
  );
}

interface ToastItemProps {
  toast: ToastMessage;
  duration: number;
  paused: boolean;
  closeLabel: string;
  onDismiss: (id: string, item: HTMLElement | null) => void;
}

function ToastItem({ toast, duration, paused, closeLabel, onDismiss }: ToastItemProps) {
  const item = useRef<HTMLLIElement>(null);
  // A toast closes itself at once, as Radix's did, whether or not the parent drops it from `toasts`.
  const [open, setOpen] = useState(true);
  const dismiss = useCallback(() => {
    onDismiss(toast.id, item.current);
    setOpen(false);
  }, [onDismiss, toast.id]);
  useToastTimer(duration, paused || !open, dismiss);
  const swipe = useSwipeToDismiss(dismiss);
  if (!open) return null;
  const Icon = icons[toast.variant];
  return (
    // Its text is announced by the Toaster's live regions; focused (F8, Tab), the item is read as it is.
    <li
      ref={item}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a toast takes focus so Escape closes it, as in Radix Toast.
      tabIndex={0}
      data-slot="toast"
      data-variant={toast.variant}
      data-state="open"
      data-swipe-direction="right"
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
      {...swipe}
      className={cn(
        'flex items-start gap-3 rounded-lg border-2 bg-card p-4 text-card-foreground shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        tone[toast.variant],
      )}
    >
      <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="font-semibold text-sm leading-snug">{toast.title}</div>
        {toast.description ? (
          <div className="text-muted-foreground text-sm leading-relaxed">{toast.description}</div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={dismiss}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
