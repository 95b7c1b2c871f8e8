import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { esDialog } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { Alert } from '../alert/alert';
import { Button, type ButtonProps } from '../button/button';
import { ModalDialog } from '../modal-dialog/modal-dialog';

/** 'busy' while the confirmed call runs; 'done' and 'error' show `message`. */
export type ConfirmStatus = 'idle' | 'busy' | 'done' | 'error';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The question ('Rechazar curso'). */
  title: string;
  /** What the action does ('El curso se eliminará…'). */
  description: string;
  /** The action's button ('Rechazar'). */
  confirmLabel: string;
  /** The action's button while the call runs ('Rechazando...'). */
  busyLabel: string;
  /** What the action applies to, named in bold before the description ("Tema 1"). */
  itemName?: ReactNode;
  /** An extra warning, e.g. that a test's questions go with it. */
  warning?: ReactNode;
  /** What the action takes besides the confirmation (a rejection's optional reason), above the buttons. */
  children?: ReactNode;
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
 * success or error message. The question and the action's words come from the caller (ConfirmDeleteDialog,
 * AdminCourseTable); Cancel and the close button's name from the library's strings.
 *
 * A native modal `<dialog>` (ModalDialog, as the test runner's result) rather than Radix Dialog, so a screen
 * that only might ask (the admin's course table, its first screen) does not carry Radix (decision 151).
 */
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  // Closed, it renders nothing, as Radix's did (it has no closing animation).
  return open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  busyLabel,
  itemName,
  warning,
  children,
  status = 'idle',
  message,
  confirmVariant = 'danger',
  returnFocusTo,
  'data-slot': slot = 'confirm-dialog',
}: Omit<ConfirmDialogProps, 'open'>) {
  const text = useStrings('dialog', esDialog);
  const busy = status === 'busy';
  return (
    <ModalDialog
      data-slot={slot}
      title={title}
      description={
        <>
          {itemName ? (
            <>
              <span className="font-medium text-foreground">{itemName}</span>.{' '}
            </>
          ) : null}
          {description}
        </>
      }
      // Closing is refused while the call runs, so its result is seen.
      onDismiss={() => {
        if (!busy) onOpenChange(false);
      }}
      returnFocusTo={returnFocusTo}
    >
      {warning && status !== 'done' ? <Alert variant="warning">{warning}</Alert> : null}
      {status === 'done' && message ? <Alert variant="success">{message}</Alert> : null}
      {status === 'error' && message ? <Alert variant="danger">{message}</Alert> : null}
      {status === 'done' ? null : children}
      {status === 'done' ? null : (
        <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="button" variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      )}
      {busy ? null : (
        <button
          type="button"
          data-slot="dialog-close"
          aria-label={text.close}
          onClick={() => onOpenChange(false)}
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4"
        >
          <XIcon aria-hidden="true" />
        </button>
      )}
    </ModalDialog>
  );
}
