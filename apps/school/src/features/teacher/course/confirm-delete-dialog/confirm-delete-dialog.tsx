import { ConfirmDialog } from '@aula/ui';
import type { ReactNode } from 'react';

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
export function ConfirmDeleteDialog({ status = 'idle', labels, ...props }: ConfirmDeleteDialogProps) {
  const { deleting, ...text } = { ...defaultConfirmDeleteLabels, ...labels };
  return (
    <ConfirmDialog
      data-slot="confirm-delete-dialog"
      status={status === 'deleting' ? 'busy' : status}
      labels={{ ...text, busy: deleting }}
      {...props}
    />
  );
}
