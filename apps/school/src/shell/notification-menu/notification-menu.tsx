import { NOTIFICATION_MESSAGES } from '@aula/forms';
import { cn, formatLongDateTime } from '@aula/ui';
import { BellIcon } from 'lucide-react';
import { type ComponentProps, type CSSProperties, useId, useLayoutEffect, useState } from 'react';
import { type UpcomingActivity, upcomingActivities, useNow } from '../../upcoming/upcoming';
import { UpcomingActivityContent } from '../../upcoming/upcoming-activities';
import { useMenuButton } from '../use-menu-button';
import { bellBadge, useCountAnnouncement } from './bell-count';

/** One notification as the menu lists it (the contract's Notification, kind left out). */
export interface NotificationMenuItem {
  id: number;
  title: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

/** The student's pending activities, shown as a second group of the same menu (one bell per panel). */
export interface UpcomingGroup<A extends UpcomingActivity> {
  activities: readonly A[];
  onSelect: (activity: A) => void;
  limit?: number;
}

export type NotificationMenuProps<A extends UpcomingActivity> = Omit<ComponentProps<'button'>, 'onSelect'> & {
  /** Unread notifications; undefined while not yet known (no badge, nothing announced). */
  count: number | undefined;
  /** The latest notifications; undefined while loading. */
  notifications: readonly NotificationMenuItem[] | undefined;
  /** The list could not be loaded: the menu says so and offers to retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Opens a notification (the page marks it read and goes to its link). */
  onOpen: (notification: NotificationMenuItem) => void;
  onMarkAllRead: () => void;
  /** Lets the page load the list only once the menu is opened. */
  onOpenChange?: (open: boolean) => void;
  upcoming?: UpcomingGroup<A>;
  locale?: string;
  timeZone?: string;
  /** A fixed moment for the due badges (stories, tests). */
  now?: Date;
  /** Keeps the menu open (stories). */
  defaultOpen?: boolean;
};

const itemClasses =
  'grid w-full cursor-pointer gap-1 rounded-md px-2 py-2 text-left text-sm outline-none focus:bg-muted data-[disabled]:cursor-default';

/**
 * The header's bell: the unread count as a badge (99+ above 99), a polite announcement when it
 * rises, and a menu of the latest notifications with 'Marcar todas como leídas'; for the student, the pending
 * activities as a second group. On phones the menu spans the screen's width under the header.
 */
export function NotificationMenu<A extends UpcomingActivity>({
  count,
  notifications,
  failed = false,
  onRetry,
  onOpen,
  onMarkAllRead,
  onOpenChange,
  upcoming,
  locale = 'es-ES',
  timeZone,
  now: fixedNow,
  defaultOpen,
  className,
  ...props
}: NotificationMenuProps<A>) {
  const { open, triggerProps, menuProps, itemProps } = useMenuButton({ defaultOpen });
  const announcement = useCountAnnouncement(count, NOTIFICATION_MESSAGES.liveAnnouncement);
  const headingId = useId();
  const unread = count ?? 0;
  const badge = bellBadge(unread);

  // Below the sm breakpoint the menu is fixed to the screen's sides, just under the bell.
  const [top, setTop] = useState(0);
  const trigger = triggerProps.ref;
  useLayoutEffect(() => {
    if (open) setTop((trigger.current?.getBoundingClientRect().bottom ?? 0) + 6);
    onOpenChange?.(open);
  }, [open, trigger, onOpenChange]);

  return (
    <div data-slot="notification-menu" className="relative inline-flex h-fit">
      <button
        data-slot="notification-menu-trigger"
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-md text-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          className,
        )}
        {...props}
        {...triggerProps}
      >
        <BellIcon aria-hidden="true" className="size-5" />
        {/* The name in text, not aria-label: axe wants a label to contain the visible '99+'. */}
        <span className="sr-only">{NOTIFICATION_MESSAGES.bellLabel(unread)}</span>
        {badge ? (
          <span
            aria-hidden="true"
            data-slot="notification-menu-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 font-semibold text-danger-foreground text-xs tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
      {open ? (
        <div
          data-slot="notification-menu-content"
          style={{ '--notification-menu-top': `${top}px` } as CSSProperties}
          className="fixed inset-x-2 top-(--notification-menu-top) z-50 grid max-h-[min(32rem,calc(100dvh-6rem))] gap-1 overflow-y-auto rounded-lg border bg-card p-2 text-card-foreground shadow-lg outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1.5 sm:w-[22rem]"
          {...menuProps}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: a menu's groups are role="group", not form fieldsets */}
          <div role="group" aria-labelledby={headingId} className="grid gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2 px-2 py-1.5">
              <span id={headingId} className="font-semibold text-sm">
                Notificaciones
              </span>
            </div>
            <NotificationItems
              notifications={notifications}
              failed={failed}
              itemProps={itemProps}
              onOpen={onOpen}
              onRetry={onRetry}
              locale={locale}
              timeZone={timeZone}
            />
            {unread > 0 ? (
              <button {...itemProps(onMarkAllRead)} className={cn(itemClasses, 'font-medium text-primary')}>
                {NOTIFICATION_MESSAGES.markAllRead}
              </button>
            ) : null}
          </div>
          {upcoming ? (
            <UpcomingItems
              upcoming={upcoming}
              itemProps={itemProps}
              now={fixedNow}
              locale={locale}
              timeZone={timeZone}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type ItemProps = ReturnType<typeof useMenuButton>['itemProps'];

function NotificationItems({
  notifications,
  failed,
  itemProps,
  onOpen,
  onRetry,
  locale,
  timeZone,
}: {
  notifications: readonly NotificationMenuItem[] | undefined;
  failed: boolean;
  itemProps: ItemProps;
  onOpen: (notification: NotificationMenuItem) => void;
  onRetry: (() => void) | undefined;
  locale: string;
  timeZone: string | undefined;
}) {
  const note = (text: string) => (
    <button {...itemProps(undefined, true)} className={cn(itemClasses, 'py-3 text-muted-foreground')}>
      {text}
    </button>
  );
  if (failed)
    return (
      <>
        {note('No se pudieron cargar las notificaciones.')}
        {onRetry ? (
          <button {...itemProps(onRetry)} className={cn(itemClasses, 'font-medium text-primary')}>
            Reintentar
          </button>
        ) : null}
      </>
    );
  if (!notifications) return note('Cargando notificaciones...');
  if (notifications.length === 0) return note(NOTIFICATION_MESSAGES.empty);
  return notifications.map((notification) => (
    <button key={notification.id} {...itemProps(() => onOpen(notification))} className={itemClasses}>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          data-slot="notification-unread-dot"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            notification.read ? 'bg-transparent' : 'bg-primary',
          )}
        />
        <span className={cn('break-words', notification.read ? 'text-muted-foreground' : 'font-medium')}>
          {notification.read ? null : <span className="sr-only">Sin leer: </span>}
          {notification.title}
        </span>
      </span>
      <time dateTime={notification.createdAt} className="pl-4 text-muted-foreground text-xs">
        {formatLongDateTime(notification.createdAt, locale, timeZone)}
      </time>
    </button>
  ));
}

function UpcomingItems<A extends UpcomingActivity>({
  upcoming,
  itemProps,
  now: fixedNow,
  locale,
  timeZone,
}: {
  upcoming: UpcomingGroup<A>;
  itemProps: ItemProps;
  now: Date | undefined;
  locale: string;
  timeZone: string | undefined;
}) {
  const headingId = useId();
  const now = useNow(60_000, fixedNow);
  const { shown } = upcomingActivities(upcoming.activities, upcoming.limit);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a menu's groups are role="group", not form fieldsets
    <div role="group" aria-labelledby={headingId} className="grid gap-1 border-t pt-1">
      <span id={headingId} className="px-2 py-1.5 font-semibold text-sm">
        Próximas actividades
      </span>
      {shown.length === 0 ? (
        <button {...itemProps(undefined, true)} className={cn(itemClasses, 'py-3 text-muted-foreground')}>
          No tienes actividades pendientes.
        </button>
      ) : (
        shown.map((activity) => (
          <button key={activity.id} {...itemProps(() => upcoming.onSelect(activity))} className={itemClasses}>
            <UpcomingActivityContent activity={activity} now={now} locale={locale} timeZone={timeZone} />
          </button>
        ))
      )}
    </div>
  );
}
