import { Badge, type BadgeProps, Button } from '@aula/ui';

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

const BADGES: Record<BookingSlotState, [string, BadgeProps['variant']]> = {
  open: ['', 'success'],
  full: ['Completa', 'neutral'],
  booked: ['Reservada', 'info'],
  tooLate: ['Reservada', 'info'],
  closed: ['Reservas cerradas', 'neutral'],
  cancelled: ['Cancelada', 'danger'],
};

const NOTES: Partial<Record<BookingSlotState, string>> = {
  tooLate: 'Ya no puedes cancelarla: faltan menos de 2 horas.',
  closed: 'Se reserva con al menos 2 horas de antelación.',
  cancelled: 'El profesor ha cancelado esta clase.',
};

/** One class of a flexible course, with its seats and the student's booking action. */
export function BookingSlot({ when, state, seatsLeft, onBook, onCancel, busy = false }: BookingSlotProps) {
  const [badge, tone] = BADGES[state];
  const note = NOTES[state];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground">
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{when}</p>
        <Badge variant={tone}>
          {state === 'open' ? `${seatsLeft} ${seatsLeft === 1 ? 'plaza libre' : 'plazas libres'}` : badge}
        </Badge>
        {note && <p className="text-muted-foreground text-sm">{note}</p>}
      </div>
      {state === 'open' && (
        <Button size="sm" onClick={onBook} disabled={busy} aria-label={`Reservar la clase del ${when}`}>
          Reservar
        </Button>
      )}
      {state === 'booked' && (
        <Button
          size="sm"
          variant="outline"
          onClick={onCancel}
          disabled={busy}
          aria-label={`Cancelar reserva del ${when}`}
        >
          Cancelar reserva
        </Button>
      )}
    </div>
  );
}
