const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 4: below 0 overdue, 0 today, 1–3 soon, 4–7 this week, over 7 later. */
export type DueStatusKind = 'overdue' | 'today' | 'soon' | 'week' | 'future';

export interface DueStatus {
  kind: DueStatusKind;
  /** Whole days remaining, rounded up (negative once the date has passed). */
  days: number;
}

/** The due status of an activity at `now`; `now` is a parameter so the result is deterministic. */
export function dueStatus(dueDate: Date | string, now: Date): DueStatus {
  const due = typeof dueDate === 'string' ? new Date(dueDate) : dueDate;
  // `|| 0` folds -0 (a deadline a few hours ago rounds up to "today") into a plain 0.
  const days = Math.ceil((due.getTime() - now.getTime()) / DAY_MS) || 0;
  if (days < 0) return { kind: 'overdue', days };
  if (days === 0) return { kind: 'today', days };
  if (days <= 3) return { kind: 'soon', days };
  if (days <= 7) return { kind: 'week', days };
  return { kind: 'future', days };
}
