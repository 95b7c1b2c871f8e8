import { BOOKING_NOTICE_MINUTES } from '@aula/forms';
import { Button } from '@aula/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const hours = BOOKING_NOTICE_MINUTES / 60;
  return (
    <Dialog open={when !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t`¿Cancelar la reserva?`}</DialogTitle>
          <DialogDescription>
            {t`Clase del ${when}. Tu plaza quedará libre para otros estudiantes; podrás volver a reservarla si sigue habiendo plazas y faltan al menos ${plural(hours, { one: '# hora', other: '# horas' })}.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t`Mantener la reserva`}
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm}>
            {t`Sí, cancelar la reserva`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
