import { appPaths } from '@aula/domain';
import { Alert, Button, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../page-title';
import { hasRole, readSession } from '../../../session';
import { enrolUnlessEnrolled } from '../queries';
import { enrolErrorMessage, parseRouteId, STUDENT_ERRORS } from '../student-errors';

/**
 * /inscribirse/{id}, where a course's public page sends 'Inscribirse' (decision 143). A signed-in student is
 * enrolled (or already was) and lands on the course; anyone else logs in or registers first, and login,
 * registration and the verification link carry this address along to come back here.
 */
export function EnrolPage() {
  const { t } = useLingui();
  usePageTitle(t`Inscripción`);
  const navigate = useNavigate();
  const courseId = parseRouteId(useParams().courseId);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode runs effects twice in development, and enrolling is not idempotent.
    if (started.current) return;
    started.current = true;
    if (courseId === null) {
      setFailure(STUDENT_ERRORS.enrol[404]);
      return;
    }
    const session = readSession();
    if (!session) {
      navigate(`/login?next=${encodeURIComponent(appPaths.enrol(courseId))}`, { replace: true });
      return;
    }
    if (!hasRole(session, 'STUDENT')) {
      setFailure(STUDENT_ERRORS.enrol[403]);
      return;
    }
    const course = appPaths.studentCourse(courseId);
    enrolUnlessEnrolled(courseId).then(
      () => navigate(course, { replace: true }),
      (error: unknown) => setFailure(enrolErrorMessage(error)),
    );
  }, [courseId, navigate]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 py-10">
      {failure ? (
        <>
          <Alert variant="danger" title={STUDENT_ERRORS.enrolTitle}>
            {failure}
          </Alert>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <a href="/cursos">{t`Volver a los cursos`}</a>
            </Button>
            <Button asChild variant="outline">
              <Link to="/student">{t`Ir a mi panel`}</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <Spinner size="lg" />
          <p role="status">{t`Inscribiéndote en el curso...`}</p>
        </>
      )}
    </main>
  );
}
