import { ACTIVITY_TYPE_NAMES } from '@aula/domain';
import { cn, formatLongDateTime } from '@aula/ui';
import { DueStatusBadge } from '@aula/ui/due-status-badge';
import { BellRing, ClipboardList, ListChecks } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useMenuButton } from '../shell/use-menu-button';
import { type UpcomingActivity, upcomingActivities, upcomingBadge, useNow } from './upcoming';

export type UpcomingActivitiesProps<A extends UpcomingActivity> = Omit<
  ComponentProps<'button'>,
  'onSelect'
> & {
  activities: readonly A[];
  /** Opens the activity (the page navigates to its task or test page). */
  onSelect: (activity: A) => void;
  /** A fixed moment (tests, stories); otherwise the clock refreshes every minute. */
  now?: Date;
  limit?: number;
  locale?: string;
  timeZone?: string;
  /** Keeps the menu open (stories). */
  defaultOpen?: boolean;
};

/** The header's dropdown of pending activities (spec section 2): up to 5, soonest first, badge capped at 9+. */
export function UpcomingActivities<A extends UpcomingActivity>({
  activities,
  onSelect,
  now: fixedNow,
  limit = 5,
  locale = 'es-ES',
  timeZone,
  defaultOpen,
  className,
  ...props
}: UpcomingActivitiesProps<A>) {
  const now = useNow(60_000, fixedNow);
  const { pending, shown } = upcomingActivities(activities, limit);
  const badge = upcomingBadge(pending.length);

  const { open, triggerProps, menuProps, itemProps } = useMenuButton({ defaultOpen });

  return (
    <div data-slot="upcoming-activities" className="relative inline-flex h-fit">
      <button
        data-slot="upcoming-activities-trigger"
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-md text-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          className,
        )}
        {...props}
        {...triggerProps}
      >
        <BellRing aria-hidden="true" className="size-5" />
        <span className="sr-only">
          {pending.length === 0
            ? 'Próximas actividades: ninguna pendiente'
            : `Próximas actividades: ${pending.length} pendientes`}
        </span>
        {badge ? (
          <span
            aria-hidden="true"
            data-slot="upcoming-activities-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 font-semibold text-danger-foreground text-xs tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          data-slot="upcoming-activities-content"
          className="absolute top-full right-0 z-50 mt-1.5 grid w-[min(22rem,calc(100vw-2rem))] gap-1 rounded-lg border bg-card p-2 text-card-foreground shadow-lg outline-none"
          {...menuProps}
        >
          <div className="px-2 py-1.5 font-semibold text-sm">Próximas actividades</div>
          {shown.length === 0 ? (
            <button
              {...itemProps(undefined, true)}
              className="px-2 py-3 text-left text-muted-foreground text-sm outline-none"
            >
              No tienes actividades pendientes.
            </button>
          ) : (
            shown.map((activity) => (
              <button
                key={activity.id}
                {...itemProps(() => onSelect(activity))}
                className="grid w-full cursor-pointer gap-1 rounded-md px-2 py-2 text-left text-sm outline-none focus:bg-muted"
              >
                <UpcomingActivityContent activity={activity} now={now} locale={locale} timeZone={timeZone} />
              </button>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}

/** One pending activity as a menu item shows it: title, type and course, due date and its badge. */
export function UpcomingActivityContent({
  activity,
  now,
  locale = 'es-ES',
  timeZone,
}: {
  activity: UpcomingActivity;
  now: Date;
  locale?: string;
  timeZone?: string | undefined;
}) {
  const Icon = activity.type === 'TEST' ? ListChecks : ClipboardList;
  return (
    <>
      <span className="flex items-start gap-2 font-medium">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="break-words">{activity.title}</span>
      </span>
      <span className="flex flex-wrap items-center gap-2 pl-6 text-muted-foreground text-xs">
        <span>{ACTIVITY_TYPE_NAMES[activity.type]}</span>
        {activity.courseName ? <span>· {activity.courseName}</span> : null}
      </span>
      <span className="flex flex-wrap items-center gap-2 pl-6 text-xs">
        <span className="text-muted-foreground">
          Entrega: {formatLongDateTime(activity.dueDate, locale, timeZone)}
        </span>
        <DueStatusBadge dueDate={activity.dueDate} now={now} />
      </span>
    </>
  );
}
