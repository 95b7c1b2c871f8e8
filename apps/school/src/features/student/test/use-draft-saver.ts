import type { SaveState, TestRunnerAnswer } from '@aula/ui/test-runner';
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf } from '../../../api-errors';
import { type DraftSnapshot, dropSnapshots, enqueueSnapshot, queuedSnapshots } from './draft-queue';

/** Typing pauses this long before the answers go to the server (debounced). */
export const SAVE_DELAY_MS = 800;

interface DraftSaverOptions {
  activityId: number;
  /** The draft the page started from (server or browser queue): its answers and revision. */
  start: DraftSnapshot;
  save: (snapshot: DraftSnapshot) => Promise<{ revision: number }>;
}

/**
 * Saves the test's answers as the student gives them: each change restarts a short timer, then every answer
 * so far goes to the server with the next revision. Without a connection the snapshot waits in the browser
 * (draft-queue) and the queue is sent, in order, when the browser is back online. Gives the status to show
 * and, per question, whether its last change is still on its way or waiting.
 */
export function useDraftSaver({ activityId, start, save }: DraftSaverOptions) {
  const answers = useRef(new Map(start.answers.map((answer) => [answer.questionId, answer])));
  const revision = useRef(start.revision);
  const timer = useRef<number | undefined>(undefined);
  const flushing = useRef(false);
  const [status, setStatus] = useState<SaveState>(() =>
    queuedSnapshots(activityId).length > 0 ? 'offline' : 'idle',
  );
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  /** Sends the queued snapshots oldest first (also those queued meanwhile); stops while there is no network. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (let next = queuedSnapshots(activityId)[0]; next; next = queuedSnapshots(activityId)[0]) {
        setStatus('saving');
        try {
          const saved = await save(next);
          // Another device saved a later revision: count on from it, so the next change here is not ignored.
          revision.current = Math.max(revision.current, saved.revision);
        } catch (error) {
          // No answer at all: still offline. Any answer from the server (a refusal, 409 after the submit) means
          // this snapshot will never be taken: drop it rather than retry it forever.
          if (statusOf(error) === undefined) {
            setStatus('offline');
            return;
          }
        }
        dropSnapshots(activityId, next.revision);
      }
      // Changes still waiting for their timer keep their 'Guardando…'.
      if (timer.current === undefined) setPending(new Set());
      setStatus('saved');
    } finally {
      flushing.current = false;
    }
  }, [activityId, save]);

  const change = useCallback(
    (answer: TestRunnerAnswer) => {
      answers.current.set(answer.questionId, answer);
      setPending((current) => new Set(current).add(answer.questionId));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        revision.current += 1;
        enqueueSnapshot(activityId, { answers: [...answers.current.values()], revision: revision.current });
        if (navigator.onLine) void flush();
        else setStatus('offline');
      }, SAVE_DELAY_MS);
    },
    [activityId, flush],
  );

  useEffect(() => {
    const online = () => void flush();
    const offline = () => setStatus('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // A queue left by an earlier visit goes as soon as the page can send it.
    if (navigator.onLine && queuedSnapshots(activityId).length > 0) void flush();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.clearTimeout(timer.current);
    };
  }, [activityId, flush]);

  /**
   * Before the submit: the waiting change is kept in the browser's queue, not sent, so no save lands after the
   * submit and a failed submit loses nothing (a reload starts from the queue).
   */
  const hold = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    revision.current += 1;
    enqueueSnapshot(activityId, { answers: [...answers.current.values()], revision: revision.current });
  }, [activityId]);

  /** After the submit: the draft is done with. */
  const forget = useCallback(() => dropSnapshots(activityId), [activityId]);

  const questionStates = Object.fromEntries(
    [...pending].map((id) => [id, status === 'offline' ? 'offline' : 'saving'] as const),
  );
  return { status, questionStates, change, hold, forget };
}
