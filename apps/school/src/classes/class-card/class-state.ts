/** A class as its card shows it (instants as ISO strings or Dates). */
export interface ClassCardClass {
  courseName: string;
  startsAt: Date | string;
  endsAt: Date | string;
  status: 'scheduled' | 'cancelled' | 'moved' | 'extra';
  /** For a moved class, when it was due to start. */
  scheduledStart?: Date | string | null;
  reason?: string;
}

/**
 * Where a class stands at `now`: cancelled; finished; live (started, not ended); soon (its join is open,
 * from `opensMinutesBefore` before the start); today; or later.
 */
export type ClassState = 'cancelled' | 'finished' | 'live' | 'soon' | 'today' | 'later';

const instant = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).getTime();

/** YYYY-MM-DD of an instant in a time zone (the browser's when none is given). */
function dayIn(time: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(time);
}

export function classState(
  time: Pick<ClassCardClass, 'startsAt' | 'endsAt' | 'status'>,
  now: Date,
  { timeZone, opensMinutesBefore = 10 }: { timeZone?: string; opensMinutesBefore?: number } = {},
): ClassState {
  const start = instant(time.startsAt);
  const at = now.getTime();
  if (time.status === 'cancelled') return 'cancelled';
  if (at >= instant(time.endsAt)) return 'finished';
  if (at >= start) return 'live';
  if (at >= start - opensMinutesBefore * 60_000) return 'soon';
  return dayIn(start, timeZone) === dayIn(at, timeZone) ? 'today' : 'later';
}

/** Whether "Unirse a la clase" is open. */
export const canJoin = (state: ClassState) => state === 'soon' || state === 'live';
