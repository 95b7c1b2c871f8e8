import type { ReactNode } from 'react';
import { ModalDialog } from '../../components/modal-dialog/modal-dialog';

export interface ResultDialogProps {
  title: string;
  description: string;
  /** Called on Escape and on a click on the backdrop (the footer is the parent's, with its own handler). */
  onDismiss?: () => void;
  footer: ReactNode;
  children: ReactNode;
}

/** The test's result: a modal dialog open while mounted (decision 057), its buttons in a footer. */
export function ResultDialog({ title, description, onDismiss, footer, children }: ResultDialogProps) {
  return (
    <ModalDialog title={title} description={description} onDismiss={onDismiss}>
      {children}
      <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {footer}
      </div>
    </ModalDialog>
  );
}
