import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useCallback, useState } from 'react';
import { cn } from '../../lib/cn';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface ToastMessage {
  id: string;
  variant: ToastVariant;
  title: string;
  description?: string;
}

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
 * The app's toasts and banners (Radix Toast): announced to screen readers, closable, gone after `duration`,
 * stacked in the bottom corner where they never cover the page's header actions. Errors interrupt
 * (assertive); the rest wait their turn.
 */
export function Toaster({
  toasts,
  onDismiss,
  duration = 5000,
  closeLabel = 'Cerrar',
  regionLabel = 'Notificaciones ({hotkey})',
  toastLabel = 'Notificación',
}: ToasterProps) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={toastLabel}>
      {toasts.map((toast) => {
        const Icon = icons[toast.variant];
        return (
          <ToastPrimitive.Root
            key={toast.id}
            data-slot="toast"
            data-variant={toast.variant}
            type={toast.variant === 'danger' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id);
            }}
            className={cn(
              'flex items-start gap-3 rounded-lg border-2 bg-card p-4 text-card-foreground shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
              tone[toast.variant],
            )}
          >
            <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="grid min-w-0 flex-1 gap-1">
              <ToastPrimitive.Title className="font-semibold text-sm leading-snug">
                {toast.title}
              </ToastPrimitive.Title>
              {toast.description ? (
                <ToastPrimitive.Description className="text-muted-foreground text-sm leading-relaxed">
                  {toast.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={closeLabel}
              className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        label={regionLabel}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}

let toastCounter = 0;

/** The list of toasts of a page, with `show` and `dismiss`; render them with <Toaster>. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    toastCounter += 1;
    const id = `toast-${toastCounter}`;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  return { toasts, show, dismiss };
}
