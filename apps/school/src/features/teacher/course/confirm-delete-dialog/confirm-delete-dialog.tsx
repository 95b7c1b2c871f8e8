import { ConfirmDialog } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type DeleteStatus = 'idle' | 'deleting' | 'done' | 'error';

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
}

/**
 * 'Confirmar eliminación' (spec section 2): the question, a busy 'Eliminando...' while the call runs, then
 * the success or error message. Closing after success is the page's job (after 1.5 s for materials).
 */
export function ConfirmDeleteDialog({ status = 'idle', ...props }: ConfirmDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      data-slot="confirm-delete-dialog"
      status={status === 'deleting' ? 'busy' : status}
      title={t`Confirmar eliminación`}
      description={t`Esta acción no se puede deshacer.`}
      confirmLabel={t`Eliminar`}
      busyLabel={t`Eliminando...`}
      {...props}
    />
  );
}
