import type { ActivityType } from '@aula/domain';
import { useEffect, useState } from 'react';

export interface UpcomingActivity {
  id: number;
  courseId: number;
  title: string;
  type: ActivityType;
  dueDate: Date | string;
  completed?: boolean;
  courseName?: string;
}

const time = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).getTime();

/**
 * The pending activities (not completed), soonest due first, and the first `limit` of them for the list
 * (spec section 9: 5 shown). Overdue ones stay: they can still be handed in (decision 030).
 */
export function upcomingActivities<A extends UpcomingActivity>(
  activities: readonly A[],
  limit = 5,
): { pending: A[]; shown: A[] } {
  const pending = activities
    .filter((activity) => !activity.completed)
    .sort((a, b) => time(a.dueDate) - time(b.dueDate) || a.id - b.id);
  return { pending, shown: pending.slice(0, limit) };
}

/** The badge: the count, capped at '9+' (spec section 9); empty for none. */
export function upcomingBadge(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

/** The current time, refreshed every `intervalMs` (spec section 9: the clock refreshes every 60 s). */
export function useNow(intervalMs = 60_000, fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, fixed]);
  return fixed ?? now;
}
