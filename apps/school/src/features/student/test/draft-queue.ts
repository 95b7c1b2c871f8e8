import type { TestRunnerAnswer } from '@aula/ui/test-runner';

/** One save of the draft: every answer given so far, and its revision (the server keeps the highest). */
export interface DraftSnapshot {
  answers: TestRunnerAnswer[];
  revision: number;
}

type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (activityId: number) => `aula:test-draft:${activityId}`;

/**
 * The saves of a test's draft that have not reached the server (no connection), kept in the browser so a
 * closed tab or a reload loses nothing. They are sent in order when the network returns; each snapshot holds
 * every answer, so a newer one makes the older ones redundant, and the server ignores an older revision anyway.
 */
export function queuedSnapshots(activityId: number, storage: QueueStorage = localStorage): DraftSnapshot[] {
  try {
    const stored = JSON.parse(storage.getItem(keyOf(activityId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isSnapshot) : [];
  } catch {
    return [];
  }
}

export function enqueueSnapshot(
  activityId: number,
  snapshot: DraftSnapshot,
  storage: QueueStorage = localStorage,
) {
  const queue = [
    ...queuedSnapshots(activityId, storage).filter((s) => s.revision < snapshot.revision),
    snapshot,
  ];
  try {
    storage.setItem(keyOf(activityId), JSON.stringify(queue));
  } catch {
    // A full or blocked storage: the answers still live in the page until the network returns.
  }
}

/** Forgets the snapshots up to `revision`, once the server has it (or the test was submitted: all). */
export function dropSnapshots(
  activityId: number,
  revision = Number.POSITIVE_INFINITY,
  storage: QueueStorage = localStorage,
) {
  const left = queuedSnapshots(activityId, storage).filter((s) => s.revision > revision);
  if (left.length === 0) storage.removeItem(keyOf(activityId));
  else storage.setItem(keyOf(activityId), JSON.stringify(left));
}

function isSnapshot(value: unknown): value is DraftSnapshot {
  const snapshot = value as DraftSnapshot | null;
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    Array.isArray(snapshot.answers) &&
    Number.isInteger(snapshot.revision)
  );
}
