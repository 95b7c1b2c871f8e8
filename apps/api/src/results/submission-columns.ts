import { activities, activityResults, courses } from '../db/schema';

/**
 * The columns every activity result answer starts with, the student's and the teacher's alike (the fields the
 * contract's two result schemas share), and the due date that tells a late hand-in.
 */
export const submissionColumns = {
  activityResultId: activityResults.id,
  activityId: activities.id,
  activityTitle: activities.title,
  activityType: activities.type,
  courseId: courses.id,
  courseName: courses.name,
  score: activityResults.score,
  feedback: activityResults.feedback,
  completedAt: activityResults.completedAt,
  submittedAt: activityResults.submittedAt,
  dueDate: activities.dueDate,
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A result's dates as answers send them, and 'Entregada tarde' (decision 103): late work is kept and marked. */
export function submissionDates(
  row: { completedAt: Date | string | null; submittedAt: Date | string },
  dueDate: Date | string,
) {
  return {
    completedAt: row.completedAt === null ? null : iso(row.completedAt),
    submittedAt: iso(row.submittedAt),
    late: new Date(row.submittedAt) > new Date(dueDate),
  };
}
