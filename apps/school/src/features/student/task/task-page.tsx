import type { StudentActivity } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { STUDENT_TASK_MESSAGES, TASK_FILE_ACCEPT } from '@aula/forms';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatLongDateTime,
  Spinner,
} from '@aula/ui';
import { DueStatusBadge } from '@aula/ui/due-status-badge';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorDetail, isSessionOver } from '../../../api-errors';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { readSession } from '../../../session';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  preloadDialogs,
} from '../../../shell/dialogs';
import { SchoolTimeNote } from '../../../shell/school-time-note';
import { useNow } from '../../../upcoming/upcoming';
import { useActivityTitle } from '../page-titles';
import { studentQueries, useSubmitTask } from '../queries';
import { parseRouteId, STUDENT_ERRORS } from '../student-errors';
import { StudentPage } from '../student-guard';
import { SESSION_EXPIRED_DELAY_MS, useExpireSession } from './expire-session';
import { lateWarning } from './late-warning';
import { StoredHandIn } from './stored-hand-in';
import { TaskSubmissionForm, type TaskSubmissionValues } from './task-submission-form/task-submission-form';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; activity: StudentActivity };

/** The task to show, from the page's own checks and the course's activity list. */
function taskFrom(
  refusal: string | null,
  activities: UseQueryResult<StudentActivity[]>,
  activityId: number | null,
): Loaded {
  if (refusal) return { status: 'error', message: refusal };
  // An expired session shows its own message and leaves for the login.
  if (activities.isPending || (activities.isError && isSessionOver(activities.error)))
    return { status: 'loading' };
  if (activities.isError) return { status: 'error', message: STUDENT_ERRORS.task.fallback };
  const activity = activities.data.find((a) => a.id === activityId);
  if (!activity) return { status: 'error', message: STUDENT_ERRORS.task.notFound(activityId ?? 0) };
  if (activity.type !== 'TASK')
    return { status: 'error', message: STUDENT_ERRORS.task.notATask(activity.type) };
  return { status: 'ready', activity };
}

export function TaskPage() {
  const { t } = useLingui();
  const params = useParams();
  const title = useActivityTitle(parseRouteId(params.courseId), parseRouteId(params.activityId), t`Tarea`);
  return (
    <StudentPage title={title}>
      <TaskContent />
    </StudentPage>
  );
}

function TaskContent() {
  const { t } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const { expired, expire } = useExpireSession();
  const courseId = parseRouteId(params.courseId);
  const activityId = parseRouteId(params.activityId);
  const backTo = courseId ? appPaths.studentCourse(courseId) : '/student';

  const refusal = !readSession()?.token
    ? STUDENT_ERRORS.task.noToken
    : !params.courseId || !params.activityId
      ? STUDENT_ERRORS.task.missingParams
      : !courseId || !activityId
        ? STUDENT_ERRORS.task.invalidParams
        : null;
  const activities = useQuery({ ...studentQueries.activities(courseId), enabled: refusal === null });
  const handIn = useSubmitTask(courseId);
  const sessionExpired = activities.isError && isSessionOver(activities.error);
  useEffect(() => {
    if (sessionExpired) expire();
  }, [sessionExpired, expire]);
  const loaded = taskFrom(refusal, activities, activityId);
  const now = useNow(30_000);
  const locale = useIntlLocale();
  const timeZone = useSchoolTimeZone();
  const late = loaded.status === 'ready' ? lateWarning(loaded.activity.dueDate, now) : null;
  // A task already handed in shows what was stored (the results carry the answer, file name and grade).
  const results = useQuery({
    ...studentQueries.results(),
    enabled: loaded.status === 'ready' && loaded.activity.completed,
  });

  function submit({ textAnswer, file }: TaskSubmissionValues & { file: File }) {
    if (loaded.status !== 'ready') return;
    const session = readSession();
    // Spec, "Validation rules": the stored token and username must exist.
    if (!session?.token || !session.username) {
      expire();
      return;
    }
    setProgress(0);
    // The confirmation's code arrives while the file uploads.
    preloadDialogs();
    handIn.mutate(
      {
        activityId: loaded.activity.id,
        username: session.username,
        textAnswer,
        file,
        onProgress: setProgress,
      },
      {
        onError: (error) => {
          if (isSessionOver(error)) expire();
        },
        onSettled: () => setProgress(null),
      },
    );
  }
  const submitError =
    handIn.isError && !isSessionOver(handIn.error)
      ? STUDENT_ERRORS.task.submit(errorDetail(handIn.error))
      : null;

  const back = (
    <Button asChild variant="outline">
      <Link to={backTo}>
        <ArrowLeft aria-hidden="true" />
        {t`Volver al curso`}
      </Link>
    </Button>
  );

  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start gap-6 bg-background px-4 py-8 text-foreground">
      <div>{back}</div>
      {expired ? (
        <Alert variant="warning" title={t`Sesión expirada`}>
          {STUDENT_TASK_MESSAGES.sessionExpired}{' '}
          {t`Te llevaremos al inicio de sesión en ${plural(SESSION_EXPIRED_DELAY_MS / 1000, { one: '# segundo', other: '# segundos' })}.`}
        </Alert>
      ) : null}
      {loaded.status === 'loading' && !expired ? <Spinner label={t`Cargando la tarea...`} /> : null}
      {loaded.status === 'error' ? (
        <div className="grid gap-4">
          <h1 className="font-bold text-2xl">{t`Tarea`}</h1>
          <Alert variant="danger">{loaded.message}</Alert>
        </div>
      ) : null}
      {loaded.status === 'ready' ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-2xl">{loaded.activity.title}</h1>
            </CardTitle>
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
              <Trans>
                Fecha límite:{' '}
                <time dateTime={loaded.activity.dueDate}>
                  {formatLongDateTime(loaded.activity.dueDate, locale, timeZone)}
                </time>
              </Trans>
              <DueStatusBadge dueDate={loaded.activity.dueDate} />
            </p>
            <SchoolTimeNote />
          </CardHeader>
          <CardContent className="grid gap-6">
            {loaded.activity.description ? (
              <p className="whitespace-pre-line break-words">{loaded.activity.description}</p>
            ) : null}
            {loaded.activity.completed ? (
              <StoredHandIn
                result={results.data?.find((result) => result.activityId === loaded.activity.id)}
              />
            ) : (
              <>
                {late ? <Alert variant="warning">{late}</Alert> : null}
                <TaskSubmissionForm
                  onSubmit={submit}
                  submitting={handIn.isPending}
                  progress={progress}
                  error={submitError}
                  accept={TASK_FILE_ACCEPT}
                />
              </>
            )}
          </CardContent>
        </Card>
      ) : null}

      <Dialog open={handIn.isSuccess} onOpenChange={(open) => (!open ? navigate(backTo) : undefined)}>
        <DialogContent showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>{t`¡Tarea Enviada Correctamente!`}</DialogTitle>
            <DialogDescription>
              {t`Tu tarea se ha entregado. El profesor la revisará y la calificará pronto; verás la nota en «Mis evaluaciones».`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" onClick={() => navigate(backTo)}>
              {t`Volver al curso`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </main>
  );
}
