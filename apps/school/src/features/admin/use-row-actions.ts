import type { CourseAction, RowActionState } from '@aula/ui/course-table';
import { useCallback, useEffect, useRef, useState } from 'react';
import { courseActionError } from './admin-errors';

/** Spec, "Business constants and limits": the row leaves the list about 0.8 s after the action succeeded. */
export const ROW_REMOVAL_DELAY_MS = 800;

interface Options<Row> {
  run: (action: CourseAction, row: Row) => Promise<unknown>;
  /** The row is done: take it out of the list. */
  onRemoved: (row: Row) => void;
  /** The server took the action (the row shows it done, then leaves). */
  onDone: (action: CourseAction, row: Row) => void;
  /** A Spanish sentence for the administrator (the spec only logs the failure). */
  onError: (message: string, error: unknown) => void;
}

/**
 * The life of an action button (spec, "States and transitions"): busy while the call runs, done when it
 * succeeded, and the row removed 0.8 s later; on failure the button is enabled again and the reason is shown.
 */
export function useRowActions<Row extends { id: number; name: string }>({
  run,
  onRemoved,
  onDone,
  onError,
}: Options<Row>) {
  const [states, setStates] = useState<Record<number, RowActionState | undefined>>({});
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef({ run, onRemoved, onDone, onError });
  latest.current = { run, onRemoved, onDone, onError };

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const forget = useCallback((id: number) => {
    setStates(({ [id]: _gone, ...rest }) => rest);
  }, []);

  const act = useCallback(
    async (action: CourseAction, row: Row) => {
      setStates((current) => ({ ...current, [row.id]: { action, phase: 'busy' } }));
      try {
        await latest.current.run(action, row);
      } catch (error) {
        console.error(error);
        forget(row.id);
        latest.current.onError(courseActionError(action, row.name, error), error);
        return;
      }
      setStates((current) => ({ ...current, [row.id]: { action, phase: 'done' } }));
      latest.current.onDone(action, row);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        forget(row.id);
        latest.current.onRemoved(row);
      }, ROW_REMOVAL_DELAY_MS);
      timers.current.add(timer);
    },
    [forget],
  );

  return { states, act };
}
