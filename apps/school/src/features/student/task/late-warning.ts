import { t } from '@lingui/core/macro';

/**
 * Said above the hand-in form once the due date has passed: the school still takes the task (the spec sets no
 * cut-off), but the student should know before sending that it arrives late.
 */
export function lateWarning(dueDate: string, now: Date): string | null {
  const due = Date.parse(dueDate);
  if (Number.isNaN(due) || now.getTime() <= due) return null;
  return t`La fecha límite de esta tarea ya pasó. Aún puedes entregarla, pero llegará fuera de plazo.`;
}
