import { Badge, Button, cn } from '@aula/ui';
import type { ComponentProps } from 'react';
import { type ClassCardClass, type ClassState, canJoin, classState } from './class-state';

/** What each state's badge says. */
const STATE_NAMES: Record<ClassState, string> = {
  cancelled: 'Cancelada',
  finished: 'Terminada',
  live: 'En directo',
  soon: 'Empieza pronto',
  today: 'Hoy',
  later: 'Próximamente',
};

const STATE_TONES = {
  cancelled: 'danger',
  finished: 'neutral',
  live: 'success',
  soon: 'warning',
  today: 'info',
  later: 'neutral',
} as const;

export type ClassCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  time: ClassCardClass;
  /** A fixed moment (tests, stories); otherwise the moment of rendering. */
  now?: Date;
  /** The school's time zone, which every time is shown in. */
  timeZone?: string;
  locale?: string;
  /** Shows "Unirse a la clase" while the class is open; without it the card only informs. */
  onJoin?: () => void;
  joining?: boolean;
  opensMinutesBefore?: number;
};

/** One live class: course, day and time in the school's zone, its state, the teacher's reason and the join. */
export function ClassCard({
  time,
  now = new Date(),
  timeZone,
  locale = 'es-ES',
  onJoin,
  joining = false,
  opensMinutesBefore = 10,
  className,
  ...props
}: ClassCardProps) {
  const state = classState(time, now, { timeZone, opensMinutesBefore });
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  const start = new Date(time.startsAt);
  const opens = new Date(start.getTime() - opensMinutesBefore * 60_000);
  const when = `${day.format(start)}, ${clock.format(start)}–${clock.format(new Date(time.endsAt))}`;
  return (
    <article
      data-slot="class-card"
      data-state={state}
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border bg-card p-3 text-card-foreground',
        state === 'cancelled' && 'border-danger/50',
        state === 'live' && 'border-success',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge variant={STATE_TONES[state]}>{STATE_NAMES[state]}</Badge>
        {time.status === 'moved' ? <Badge variant="warning">Cambiada de hora</Badge> : null}
        {time.status === 'extra' ? <Badge variant="info">Clase extra</Badge> : null}
      </div>
      <h3 className="break-words font-semibold text-base">{time.courseName}</h3>
      <p className={cn('text-sm', state === 'cancelled' && 'line-through')}>{when}</p>
      {time.status === 'moved' && time.scheduledStart ? (
        <p className="text-muted-foreground text-sm">
          Antes: {day.format(new Date(time.scheduledStart))}, {clock.format(new Date(time.scheduledStart))}
        </p>
      ) : null}
      {time.reason ? <p className="break-words text-muted-foreground text-sm">{time.reason}</p> : null}
      {onJoin && canJoin(state) ? (
        <Button className="w-full sm:w-fit" onClick={onJoin} disabled={joining}>
          Unirse a la clase
        </Button>
      ) : null}
      {onJoin && (state === 'today' || state === 'later') ? (
        <p className="text-muted-foreground text-sm">
          {state === 'today'
            ? `Se abre a las ${clock.format(opens)}`
            : `Se abre el ${day.format(opens)} a las ${clock.format(opens)}`}
        </p>
      ) : null}
    </article>
  );
}
