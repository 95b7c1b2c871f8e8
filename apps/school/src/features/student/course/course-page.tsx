import type { StudentActivity, StudentMaterial } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { youtubeVideoId } from '@aula/forms';
import {
  Alert,
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatLongDateTime,
  Spinner,
} from '@aula/ui';
import { DueStatusBadge } from '@aula/ui/due-status-badge';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, FolderOpen, ListChecks } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorDetail } from '../../../api-errors';
import { activityTypeWords } from '../../../i18n/domain-words';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useNotify } from '../../../notifications';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { ErrorCode } from '../../../shell/error-code';
import { SchoolTimeNote } from '../../../shell/school-time-note';
import { useNow } from '../../../upcoming/upcoming';
import { CourseBookings } from '../booking/course-bookings';
import { CourseTimetable } from '../classes/course-timetable';
import { useCourseTitle } from '../page-titles';
import { teacherName } from '../panel/paths';
import { studentQueries, useDownloadMaterial } from '../queries';
import { parseRouteId, STUDENT_ERRORS } from '../student-errors';
import { StudentPage } from '../student-guard';
import { MaterialList } from './material-list/material-list';

const SECTIONS = [
  { id: 'actividades', label: msg`Actividades`, Icon: ClipboardList },
  { id: 'material', label: msg`Material`, Icon: FolderOpen },
] as const;
type Section = (typeof SECTIONS)[number]['id'];

/** Spanish short date of a course's yyyy-mm-dd, or '—'. */
function courseDate(value: string | null): string {
  if (!value) return '—';
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

export function CoursePage() {
  return (
    <StudentPage title={useCourseTitle(parseRouteId(useParams().id))}>
      <CourseContent />
    </StudentPage>
  );
}

function CourseContent() {
  const { t } = useLingui();
  const courseId = parseRouteId(useParams().id);
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('seccion') === 'material' ? 'material' : 'actividades';

  const course = useQuery(studentQueries.course(courseId));

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 grid-cols-[minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t`Secciones del curso`} className="md:sticky md:top-4 md:self-start">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {SECTIONS.map(({ id, label, Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => setParams(id === 'actividades' ? {} : { seccion: id })}
                  aria-current={section === id ? 'page' : undefined}
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left font-medium text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(label)}
                </button>
              </li>
            ))}
            <li>
              <Link
                to="/student"
                className="flex items-center gap-2 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t`Volver al Panel`}
              </Link>
            </li>
          </ul>
        </nav>

        <main className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          {course.isPending ? (
            <Spinner label={t`Cargando información del curso...`} />
          ) : course.isError ? (
            <Alert variant="danger">
              {courseId ? STUDENT_ERRORS.courseHeader : STUDENT_ERRORS.invalidCourse}
            </Alert>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h1 className="text-2xl">{course.data.name}</h1>
                </CardTitle>
                <p className="break-words text-muted-foreground">{course.data.description}</p>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {[
                    [t`Estudiantes:`, String(course.data.studentsCount)],
                    [t`Fecha de inicio:`, courseDate(course.data.startDate)],
                    // A teacher gives only the estimated end date (completedAt) when creating the course.
                    [t`Fecha de fin:`, courseDate(course.data.endDate ?? course.data.completedAt)],
                    // The spec's header card gives the teacher's username; a student knows the teacher by
                    // name, so the name comes first and the username after it.
                    [
                      t`Profesor:`,
                      course.data.teacherUsername
                        ? `${teacherName(course.data.teacher)} (@${course.data.teacherUsername})`
                        : teacherName(course.data.teacher),
                    ],
                    [t`Correo del profesor:`, course.data.teacherEmail ?? '—'],
                  ].map(([term, value]) => (
                    <div key={term} className="flex flex-wrap gap-1">
                      <dt className="text-muted-foreground">{term}</dt>
                      <dd className="break-all font-medium">{value}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          )}

          {courseId ? <CourseTimetable courseId={courseId} /> : null}
          {courseId && course.data?.type === 'FLEXIBLE' ? <CourseBookings courseId={courseId} /> : null}
          {section === 'actividades' ? <Activities courseId={courseId} /> : <Materials courseId={courseId} />}
        </main>
      </div>
    </div>
  );
}

function Activities({ courseId }: { courseId: number | null }) {
  const { t } = useLingui();
  const now = useNow();
  const activities = useQuery(studentQueries.activities(courseId));
  if (activities.isPending) return <Spinner label={t`Cargando actividades...`} />;
  if (activities.isError) {
    return (
      <Alert variant="danger">
        <p>{STUDENT_ERRORS.activities(errorDetail(activities.error))}</p>
        <ErrorCode error={activities.error} />
      </Alert>
    );
  }
  const pending = activities.data.filter((a) => !a.completed);
  const completed = activities.data.filter((a) => a.completed);
  const groups: { key: string; title: string; items: StudentActivity[]; empty: string }[] = [
    {
      key: 'pending',
      title: t`Actividades pendientes`,
      items: pending,
      empty: t`No tienes actividades pendientes.`,
    },
    {
      key: 'completed',
      title: t`Actividades completadas`,
      items: completed,
      empty: t`Todavía no has completado ninguna actividad.`,
    },
  ];
  return (
    <section aria-labelledby="activities-title" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <h2 id="activities-title" className="font-semibold text-xl">
        {t`Actividades`}
      </h2>
      <SchoolTimeNote />
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`activities-${group.key}`}
          className="grid grid-cols-[minmax(0,1fr)] gap-3"
        >
          <h3 id={`activities-${group.key}`} className="font-semibold text-lg">
            {group.title} <span className="text-muted-foreground text-sm">({group.items.length})</span>
          </h3>
          {group.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{group.empty}</p>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {group.items.map((activity) => (
                <li key={activity.id}>
                  <ActivityItem activity={activity} now={now} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}

function ActivityItem({ activity, now }: { activity: StudentActivity; now: Date }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const timeZone = useSchoolTimeZone();
  const due = formatLongDateTime(activity.dueDate, locale, timeZone);
  const completedOn = activity.completedDate
    ? formatLongDateTime(activity.completedDate, locale, timeZone)
    : null;
  const Icon = activity.type === 'TEST' ? ListChecks : ClipboardList;
  const body = (
    <>
      <span className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="break-words">{activity.title}</span>
      </span>
      {activity.description ? (
        <span className="line-clamp-2 text-muted-foreground text-sm">{activity.description}</span>
      ) : null}
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="neutral">{t(activityTypeWords[activity.type])}</Badge>
        <span className="text-muted-foreground">{t`Fecha límite: ${due}`}</span>
        {activity.completed ? (
          // The date is long: on a phone the badge wraps instead of widening the page.
          <Badge variant="success" className="whitespace-normal!">
            {completedOn ? t`Completada el ${completedOn}` : t`Completada`}
          </Badge>
        ) : (
          <DueStatusBadge dueDate={activity.dueDate} now={now} />
        )}
      </span>
      {activity.completed && activity.type === 'TEST' ? (
        <span className="font-medium text-primary text-sm">{t`Ver revisión`}</span>
      ) : null}
    </>
  );
  const box = 'grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border bg-card p-4 text-card-foreground';
  // Spec, "Student course page": completed activities cannot be opened. A taken test is the exception: its
  // address is where the student learns what they got wrong (decision 163).
  if (activity.completed && activity.type !== 'TEST') {
    return (
      <div className={box} data-completed="true">
        {body}
      </div>
    );
  }
  return (
    <Link
      to={appPaths.studentActivity(activity)}
      className={`${box} outline-none transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring`}
    >
      {body}
    </Link>
  );
}

function Materials({ courseId }: { courseId: number | null }) {
  const { t } = useLingui();
  const notify = useNotify();
  const materials = useQuery(studentQueries.materials(courseId));
  const downloadMaterial = useDownloadMaterial(courseId);
  const downloadingId = downloadMaterial.isPending ? downloadMaterial.variables.id : null;

  function download(material: StudentMaterial) {
    const { filename } = material;
    if (!courseId || !filename) return;
    downloadMaterial.mutate(
      { ...material, filename },
      {
        onError: (error) => {
          console.error(error);
          notify({ variant: 'danger', title: STUDENT_ERRORS.download, error });
        },
      },
    );
  }

  let content: React.ReactNode;
  if (!courseId) content = <Alert variant="danger">{STUDENT_ERRORS.invalidCourse}</Alert>;
  else if (materials.isPending) content = <Spinner label={t`Cargando materiales...`} />;
  else if (materials.isError) {
    content = (
      <Alert variant="danger">
        <p>{STUDENT_ERRORS.materials(errorDetail(materials.error))}</p>
        <ErrorCode error={materials.error} />
      </Alert>
    );
  } else {
    content = (
      <MaterialList
        materials={materials.data.map((material) => ({
          ...material,
          videoId: material.youtubeLink ? youtubeVideoId(material.youtubeLink) : null,
          fileName: material.originalName,
        }))}
        onDownload={download}
        downloadingId={downloadingId}
      />
    );
  }
  return (
    <section aria-labelledby="materials-title" className="grid gap-4">
      <h2 id="materials-title" className="font-semibold text-xl">
        {t`Material`}
      </h2>
      {content}
    </section>
  );
}
