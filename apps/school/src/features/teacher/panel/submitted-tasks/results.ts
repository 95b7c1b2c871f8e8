/** What the submitted-tasks list needs of an activity result (spec section 3). */
export interface SubmittedWork {
  activityResultId: number;
  activityTitle: string;
  courseName: string;
  studentName: string;
  studentUsername: string;
  submittedAt: string;
  score: number | null;
  feedback: string | null;
  completedAt: string | null;
  fileName: string | null;
  hasFile: boolean;
  textAnswer: string | null;
  /** Handed in after the due date: shown as 'Entregada tarde'. */
  late?: boolean;
}

/** Spec section 4: an empty score means pending evaluation. Pending oldest first, evaluated newest first. */
export function splitResults<T extends SubmittedWork>(
  results: readonly T[],
): { pending: T[]; evaluated: T[] } {
  const time = (value: string | null) => (value ? new Date(value).getTime() : 0);
  const pending = results
    .filter((r) => r.score === null)
    .sort((a, b) => time(a.submittedAt) - time(b.submittedAt));
  const evaluated = results
    .filter((r) => r.score !== null)
    .sort((a, b) => time(b.completedAt ?? b.submittedAt) - time(a.completedAt ?? a.submittedAt));
  return { pending, evaluated };
}
