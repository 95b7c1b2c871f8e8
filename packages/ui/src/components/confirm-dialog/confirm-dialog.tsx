import { XIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Alert } from '../alert/alert';
import { Button, type ButtonProps } from '../button/button';

/** 'busy' while the confirmed call runs; 'done' and 'error' show `message`. */
export type ConfirmStatus = 'idle' | 'busy' | 'done' | 'error';

export interface ConfirmDialogLabels {
  title: string;
  description: string;
  confirm: string;
  /** The confirm button's text while the call runs ('Eliminando...'). */
  busy: string;
  cancel: string;
  close: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  labels: ConfirmDialogLabels;
  /** What the action applies to, named in bold before the description ("Tema 1"). */
  itemName?: ReactNode;
  /** An extra warning, e.g. that a test's questions go with it. */
  warning?: ReactNode;
  status?: ConfirmStatus;
  /** The success or failure text of `status` 'done' / 'error'. */
  message?: string | null;
  /** The confirm button's look: 'danger' for what cannot be undone. */
  confirmVariant?: ButtonProps['variant'];
  /**
   * Where focus goes when the dialog closes, usually the button that opened it (by default, whatever had focus
   * when it opened: the browser returns it there).
   */
  returnFocusTo?: HTMLElement | null;
  'data-slot'?: string;
}

/**
 * A question before an action that cannot be undone (delete, reject, finish): the question, Cancel and the
 * action; a busy label while the call runs (closing is refused then, so its result is seen), then the
 * success or error message. The texts come from the caller (ConfirmDeleteDialog, AdminCourseTable).
 *
 * A native modal `<dialog>`, as the test runner's result (decision 057): `showModal()` gives the focus trap,
 * Escape and the inert page behind it without Radix Dialog's 11 KB gzip, so a screen that only might ask (the
 * admin's course table, its first screen) does not carry it (decision 151). Same look as DialogContent.
 */
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  // Closed, it renders nothing, as Radix's did (it has no closing animation).
  return open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  onOpenChange,
  onConfirm,
  labels,
  itemName,
  warning,
  status = 'idle',
  message,
  confirmVariant = 'danger',
  returnFocusTo,
  'data-slot': slot = 'confirm-dialog',
}: Omit<ConfirmDialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const busy = status === 'busy';
  // Read when it closes, whatever they were when it opened.
  const latest = useRef({ busy, returnFocusTo, onOpenChange });
  latest.current = { busy, returnFocusTo, onOpenChange };

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

  const dismiss = () => {
    if (!latest.current.busy) latest.current.onOpenChange(false);
  };

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape is handled here, as Radix did, before the browser turns it into a close request: the same for
    // every Escape (Chromium lets a page refuse only some of them) and for scripted ones.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dismiss();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Any other close request (a phone's back gesture): the parent decides, as with Radix's onOpenChange.
    event.preventDefault();
    dismiss();
  }

  function handleClose() {
    // A close request with no user action since the last one closes the dialog without a cancel event
    // (Chromium's close watchers). It stays controlled by `open`: shown again, and the parent hears of it as of
    // a cancel (refused while the call runs).
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
            {labels.title}
          </h2>
          <p id={descriptionId} data-slot="dialog-description" className="text-muted-foreground text-sm">
            {itemName ? (
              <>
                <span className="font-medium text-foreground">{itemName}</span>.{' '}
              </>
            ) : null}
            {labels.description}
          </p>
        </div>
        {warning && status !== 'done' ? <Alert variant="warning">{warning}</Alert> : null}
        {status === 'done' && message ? <Alert variant="success">{message}</Alert> : null}
        {status === 'error' && message ? <Alert variant="danger">{message}</Alert> : null}
        {status === 'done' ? null : (
          <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {labels.cancel}
            </Button>
            <Button type="button" variant={confirmVariant} loading={busy} onClick={onConfirm}>
              {busy ? labels.busy : labels.confirm}
            </Button>
          </div>
        )}
        {busy ? null : (
          <button
            type="button"
            data-slot="dialog-close"
            aria-label={labels.close}
            onClick={() => onOpenChange(false)}
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4"
          >
            <XIcon aria-hidden="true" />
          </button>
        )}
      </div>
    </dialog>
  );
}
