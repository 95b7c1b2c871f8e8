import type { ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { Button, type ButtonProps } from '../button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog';

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
   * Where focus goes when the dialog closes, usually the button that opened it. Radix returns focus only to
   * its own Trigger, and this dialog is opened from outside.
   */
  returnFocusTo?: HTMLElement | null;
  'data-slot'?: string;
}

/**
 * A question before an action that cannot be undone (delete, reject, finish): the question, Cancel and the
 * action; a busy label while the call runs (closing is refused then, so its result is seen), then the
 * success or error message. The texts come from the caller (ConfirmDeleteDialog, AdminCourseTable).
 */
export function ConfirmDialog({
  open,
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
}: ConfirmDialogProps) {
  const busy = status === 'busy';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent
        data-slot={slot}
        showCloseButton={!busy}
        closeLabel={labels.close}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>
            {itemName ? (
              <>
                <span className="font-medium text-foreground">{itemName}</span>.{' '}
              </>
            ) : null}
            {labels.description}
          </DialogDescription>
        </DialogHeader>
        {warning && status !== 'done' ? <Alert variant="warning">{warning}</Alert> : null}
        {status === 'done' && message ? <Alert variant="success">{message}</Alert> : null}
        {status === 'error' && message ? <Alert variant="danger">{message}</Alert> : null}
        {status === 'done' ? null : (
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {labels.cancel}
            </Button>
            <Button type="button" variant={confirmVariant} loading={busy} onClick={onConfirm}>
              {busy ? labels.busy : labels.confirm}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
