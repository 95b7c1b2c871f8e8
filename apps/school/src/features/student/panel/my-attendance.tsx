import { AttendanceRateBadge } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { studentQueries } from '../queries';

/**
 * Mi asistencia: the student's attendance rate in each course whose attendance has been taken
 * (decision 137). Nothing is shown before the first register, nor when it cannot be loaded: the courses
 * above stay the section's content.
 */
export function MyAttendance() {
  const { t } = useLingui();
  const rates = useQuery(studentQueries.attendance());
  const taken = rates.data?.filter((course) => course.rate !== null) ?? [];
  if (taken.length === 0) return null;
  return (
    <section aria-labelledby="my-attendance-title" className="grid gap-2">
      <h3 id="my-attendance-title" className="font-semibold text-lg">
        {t`Mi asistencia`}
      </h3>
      <ul className="grid gap-2">
        {taken.map((course) => (
          <li
            key={course.courseId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-card p-2 text-card-foreground"
          >
            <span className="min-w-0 font-medium">{course.courseName}</span>
            <AttendanceRateBadge rate={course.rate} warning={course.warning} />
          </li>
        ))}
      </ul>
    </section>
  );
}
