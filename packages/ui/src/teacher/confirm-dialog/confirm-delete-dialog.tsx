import type { ReactNode } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';

export type DeleteStatus = 'idle' | 'deleting' | 'done' | 'error';

export interface ConfirmDeleteLabels {
  title: string;
  description: string;
  confirm: string;
  deleting: string;
  cancel: string;
  close: string;
}

export const defaultConfirmDeleteLabels: ConfirmDeleteLabels = {
  title: 'Confirmar eliminación',
  description: 'Esta acción no se puede deshacer.',
  confirm: 'Eliminar',
  deleting: 'Eliminando...',
  cancel: 'Cancelar',
  close: 'Cerrar',
};

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** What is deleted, named in the dialog ("Tema 1"). */
  itemName?: ReactNode;
  /** An extra warning, e.g. that a test's questions go with it. */
  warning?: ReactNode;
  status?: DeleteStatus;
  /** The success or failure text of `status` 'done' / 'error'. */
  message?: string | null;
  labels?: Partial<ConfirmDeleteLabels>;
}

/**
 * 'Confirmar eliminación' (spec section 2): the question, a busy 'Eliminando...' while the call runs, then
 * the success or error message. Closing after success is the page's job (after 1.5 s for materials).
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  onConfirm,
  itemName,
  warning,
  status = 'idle',
  message,
  labels,
}: ConfirmDeleteDialogProps) {
  const text = { ...defaultConfirmDeleteLabels, ...labels };
  const deleting = status === 'deleting';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not while the call runs: its result must be seen.
        if (!deleting) onOpenChange(next);
      }}
    >
      <DialogContent data-slot="confirm-delete-dialog" showCloseButton={!deleting} closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>
            {itemName ? (
              <>
                <span className="font-medium text-foreground">{itemName}</span>.{' '}
              </>
            ) : null}
            {text.description}
          </DialogDescription>
        </DialogHeader>
        {warning && status !== 'done' ? <Alert variant="warning">{warning}</Alert> : null}
        {status === 'done' && message ? <Alert variant="success">{message}</Alert> : null}
        {status === 'error' && message ? <Alert variant="danger">{message}</Alert> : null}
        {status === 'done' ? null : (
          <DialogFooter>
            <Button type="button" variant="outline" disabled={deleting} onClick={() => onOpenChange(false)}>
              {text.cancel}
            </Button>
            <Button type="button" variant="danger" loading={deleting} onClick={onConfirm}>
              {deleting ? text.deleting : text.confirm}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
