import { Badge, type BadgeProps, Button } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Where a class open for booking stands for this student (decision 138). */
export type BookingSlotState = 'open' | 'full' | 'booked' | 'tooLate' | 'closed' | 'cancelled';

export interface BookingSlotProps {
  /** The class's day and times, already written in the school's time zone. */
  when: string;
  state: BookingSlotState;
  seatsLeft: number;
  onBook?: () => void;
  onCancel?: () => void;
  /** A booking or cancellation on its way: the button waits. */
  busy?: boolean;
}

// 'open' shows the seats left instead of a word.
const BADGES: Record<BookingSlotState, [MessageDescriptor | null, BadgeProps['variant']]> = {
  open: [null, 'success'],
  full: [msg({ message: 'Completa', context: 'class' }), 'neutral'],
  booked: [msg({ message: 'Reservada', context: 'class' }), 'info'],
  tooLate: [msg({ message: 'Reservada', context: 'class' }), 'info'],
  closed: [msg`Reservas cerradas`, 'neutral'],
  cancelled: [msg({ message: 'Cancelada', context: 'class' }), 'danger'],
};

const NOTES: Partial<Record<BookingSlotState, MessageDescriptor>> = {
  tooLate: msg`Ya no puedes cancelarla: faltan menos de 2 horas.`,
  closed: msg`Se reserva con al menos 2 horas de antelación.`,
  cancelled: msg`El profesor ha cancelado esta clase.`,
};

/** One class of a flexible course, with its seats and the student's booking action. */
export function BookingSlot({ when, state, seatsLeft, onBook, onCancel, busy = false }: BookingSlotProps) {
  const { t } = useLingui();
  const [badge, tone] = BADGES[state];
  const note = NOTES[state];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{when}</p>
        <Badge variant={tone}>
          {state === 'open' || !badge
            ? t`${plural(seatsLeft, { one: '# plaza libre', other: '# plazas libres' })}`
            : t(badge)}
        </Badge>
        {note && <p className="text-muted-foreground text-sm">{t(note)}</p>}
      </div>
      {state === 'open' && (
        <Button size="sm" onClick={onBook} disabled={busy} aria-label={t`Reservar la clase del ${when}`}>
          {t`Reservar`}
        </Button>
      )}
      {state === 'booked' && (
        <Button
          size="sm"
          variant="outline"
          onClick={onCancel}
          disabled={busy}
          aria-label={t`Cancelar reserva del ${when}`}
        >
          {t`Cancelar reserva`}
        </Button>
      )}
    </div>
  );
}
