import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';

export interface ModalDialogProps {
  title: ReactNode;
  description: ReactNode;
  /**
   * Escape, any other close request (a phone's back gesture) and a click on the backdrop: the parent decides,
   * as with Radix's onOpenChange. Without it they do nothing.
   */
  onDismiss?: () => void;
  /** Where focus goes when it closes (by default the browser returns it to what had it when it opened). */
  returnFocusTo?: HTMLElement | null;
  'data-slot'?: string;
  /** What follows the title and description: alerts, fields, the footer's buttons. */
  children: ReactNode;
}

/**
 * A modal native `<dialog>`, open while mounted (decisions 057, 151): `showModal()` gives the focus trap,
 * Escape and the inert page behind it without Radix Dialog's 11 KB gzip. Same look as DialogContent. The
 * confirmation before a destructive action and the test runner's result are built on it.
 */
export function ModalDialog({
  title,
  description,
  onDismiss,
  returnFocusTo,
  'data-slot': slot = 'dialog-content',
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read when they are needed, whatever they were when it opened.
  const latest = useRef({ onDismiss, returnFocusTo });
  latest.current = { onDismiss, returnFocusTo };
  const dismiss = () => latest.current.onDismiss?.();

  // A layout effect so the dialog is modal before the first paint, and closes (the browser returns focus to the
  // element that had it) before React removes it from the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      dialog.close();
      latest.current.returnFocusTo?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape is handled here, as Radix did, before the browser turns it into a close request: the same for
    // every Escape (Chromium lets a page refuse only some of them) and for scripted ones.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dismiss();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    dismiss();
  }

  function handleClose() {
    // A close request with no user action since the last one closes the dialog without a cancel event
    // (Chromium's close watchers). It stays open while mounted: shown again, and the parent hears of it as of
    // a cancel.
    const dialog = ref.current;
    if (!dialog?.isConnected || dialog.open) return;
    dialog.showModal();
    dismiss();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (event.target === event.currentTarget) dismiss();
  }

  return (
    <dialog
      ref={ref}
      data-slot={slot}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
      onClick={handleClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] overflow-y-auto rounded-lg border bg-background p-0 text-foreground shadow-lg outline-none backdrop:bg-overlay/60 sm:max-w-lg"
    >
      <div className="relative grid gap-4 p-6">
        <div data-slot="dialog-header" className="flex flex-col gap-2 pr-8 text-center sm:text-left">
          <h2 id={titleId} data-slot="dialog-title" className="font-semibold text-lg leading-tight">
            {title}
          </h2>
          <p id={descriptionId} data-slot="dialog-description" className="text-muted-foreground text-sm">
            {description}
          </p>
        </div>
        {children}
      </div>
    </dialog>
  );
}
