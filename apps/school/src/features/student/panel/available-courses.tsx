import type { AvailableCourse } from '@aula/api-client';
import { COURSE_PLACES_LABELS } from '@aula/forms';
import { Alert, Button, LevelBadge } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { courseTypeWords } from '../../../i18n/domain-words';
import { NOTICE_LIFETIME_MS } from '../../../notifications';
import { QueryState } from '../../../shell/query-state';
import { studentQueries, useEnrol } from '../queries';
import { enrolErrorMessage, STUDENT_ERRORS } from '../student-errors';
import { teacherName } from './paths';

const HEADINGS = [msg`Nombre`, msg`Nivel`, msg`Descripción`, msg`Profesor`, msg`Tipo`, msg`Acción`];

interface Notice {
  variant: 'success' | 'danger';
  title?: string;
  message: string;
}

/**
 * Spec, "Student panel": the courses open for enrolment, with 'Inscribirse' and a banner that leaves after 5
 * s.
 */
export function AvailableCourses() {
  const { t } = useLingui();
  const available = useQuery(studentQueries.availableCourses());
  const [enrolledIds, setEnrolledIds] = useState<number[]>([]);
  const enrolIn = useEnrol();
  const busyId = enrolIn.isPending ? enrolIn.variables : null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The spec's banner of this section (next to the table it talks about), with the toasts' lifetime.
  function announce(next: Notice) {
    clearTimeout(timer.current);
    setNotice(next);
    timer.current = setTimeout(() => setNotice(null), NOTICE_LIFETIME_MS);
  }

  function enrol(course: AvailableCourse) {
    enrolIn.mutate(course.id, {
      onSuccess: () => {
        // This list keeps the new course hidden until it is asked again.
        setEnrolledIds((ids) => [...ids, course.id]);
        announce({ variant: 'success', message: t`Te has inscrito en el curso "${course.name}".` });
      },
      onError: (error) =>
        announce({ variant: 'danger', title: STUDENT_ERRORS.enrolTitle, message: enrolErrorMessage(error) }),
    });
  }

  const banner = notice ? (
    <Alert variant={notice.variant} title={notice.title} onDismiss={() => setNotice(null)}>
      {notice.message}
    </Alert>
  ) : null;

  if (available.data === undefined)
    return (
      <QueryState
        query={available}
        loading={t`Cargando cursos disponibles...`}
        failure={() => STUDENT_ERRORS.availableCourses}
        spinner={{}}
      />
    );

  // Spec, "States and transitions": on success the course disappears from the available list.
  const courses = available.data.filter((course) => !enrolledIds.includes(course.id));
  return (
    <div className="grid gap-4">
      {banner}
      {courses.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {t`No hay cursos disponibles para inscribirse en este momento.`}
        </p>
      ) : (
        <section
          aria-label={t`Cursos disponibles`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t`Cursos disponibles para inscribirse`}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading.id} scope="col" className="px-3 py-2 font-medium">
                    {t(heading)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={course.id} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {course.name}
                  </th>
                  <td className="px-3 py-2">
                    <LevelBadge level={course.level} />
                  </td>
                  <td className="max-w-80 break-words px-3 py-2 text-muted-foreground">
                    {course.description}
                  </td>
                  <td className="px-3 py-2">{teacherName(course.teacher)}</td>
                  <td className="px-3 py-2">
                    {t(courseTypeWords[course.type])}
                    {course.seatsLeft !== null && course.seatsLeft > 0 ? (
                      <span className="block text-muted-foreground text-xs">
                        {COURSE_PLACES_LABELS.left(course.seatsLeft)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    {course.seatsLeft === 0 ? (
                      <span className="font-medium text-muted-foreground">{COURSE_PLACES_LABELS.full}</span>
                    ) : (
                      <Button
                        size="sm"
                        onClick={() => enrol(course)}
                        loading={busyId === course.id}
                        disabled={busyId !== null}
                        aria-label={t`Inscribirse en ${course.name}`}
                      >
                        {t`Inscribirse`}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
