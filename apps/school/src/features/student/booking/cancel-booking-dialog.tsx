import { BOOKING_NOTICE_MINUTES } from '@aula/forms';
import { Button } from '@aula/ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../shell/dialogs';

/**
 * A booking is cancelled only after a second word: one tap used to give the seat away, and another student
 * may take it before this one can book it again.
 */
export function CancelBookingDialog({
  when,
  onConfirm,
  onClose,
}: {
  /** The class, as its slot names it; null: the dialog is closed. */
  when: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={when !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>¿Cancelar la reserva?</DialogTitle>
          <DialogDescription>
            Clase del {when}. Tu plaza quedará libre para otros estudiantes; podrás volver a reservarla si
            sigue habiendo plazas y faltan al menos {BOOKING_NOTICE_MINUTES / 60} horas.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Mantener la reserva
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm}>
            Sí, cancelar la reserva
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
