import type { Course } from '@aula/api-client';
import { Alert, Badge, Button, buttonVariants, LevelBadge, Spinner } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  CalendarClockIcon,
  ClipboardListIcon,
  FileTextIcon,
  LoaderCircleIcon,
  PlusIcon,
  UploadIcon,
  UsersIcon,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { courseTypeWords } from '../../../i18n/domain-words';
import { ErrorCode } from '../../../shell/error-code';
import { CourseOpenings } from '../booking/course-openings';
import { teacherQueries } from '../queries';
import { navLinkClass, SectionNav } from '../section-nav';
import {
  COURSE_SECTIONS,
  type CourseSection,
  DEFAULT_COURSE_SECTION,
  sectionFrom,
  sectionSearch,
} from '../sections';
import { TEACHER_TEXTS } from '../teacher-errors';
import { TeacherFrame } from '../teacher-frame';
import { CourseStudents } from './course-students';

// The default section (students) comes with the page; the others, and the two dialogs of the header's
// buttons, are downloaded when they are opened.
const CourseMaterials = lazy(() =>
  import('./course-materials').then((module) => ({ default: module.CourseMaterials })),
);
const CourseActivities = lazy(() =>
  import('./course-activities').then((module) => ({ default: module.CourseActivities })),
);
const CourseTimetable = lazy(() =>
  import('./course-timetable').then((module) => ({ default: module.CourseTimetable })),
);
const AddMaterialDialog = lazy(() =>
  import('./course-dialogs').then((module) => ({ default: module.AddMaterialDialog })),
);
const NewActivityDialog = lazy(() =>
  import('./course-dialogs').then((module) => ({ default: module.NewActivityDialog })),
);

/** What a section says while its code arrives: the same words as its own loading state. */
const SECTION_LOADING: Record<CourseSection, MessageDescriptor> = {
  estudiantes: msg`Cargando estudiantes...`,
  material: msg`Cargando materiales...`,
  actividades: msg`Cargando actividades...`,
  horario: msg`Cargando el horario...`,
};

const ICONS = {
  estudiantes: UsersIcon,
  material: FileTextIcon,
  actividades: ClipboardListIcon,
  horario: CalendarClockIcon,
} as const;
/** The sidebar's links, named in the page's language: built while rendering. */
const navItems = () =>
  COURSE_SECTIONS.map((section) => ({
    id: section.id,
    label: section.label,
    Icon: ICONS[section.id],
    search: sectionSearch(section.id, DEFAULT_COURSE_SECTION),
  }));

/** /teacher/course/{id} (spec, "Teacher course page"). */
export function TeacherCoursePage() {
  // The tab names the course once the page has loaded it; this reads the cache and fetches nothing itself.
  const course = useQuery({ ...teacherQueries.course(Number(useParams().id)), enabled: false });
  const { t } = useLingui();
  return (
    <TeacherFrame title={t`Gestión del curso`} documentTitle={course.data?.name}>
      <CoursePageContent />
    </TeacherFrame>
  );
}

function CoursePageContent() {
  const { t } = useLingui();
  const { id } = useParams();
  const courseId = Number(id);
  const course = useQuery(teacherQueries.course(courseId));

  if (course.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
        <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin" />
        <span>{TEACHER_TEXTS.courseLoading}</span>
      </div>
    );
  }
  if (course.isError) {
    return (
      <div className="grid gap-4">
        <Alert variant="danger" title={TEACHER_TEXTS.courseLoadFailedTitle}>
          {TEACHER_TEXTS.courseLoadFailed}
          <ErrorCode error={course.error} />
        </Alert>
        <Link
          to="/teacher"
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          <ArrowLeftIcon aria-hidden="true" />
          {t`Volver al Panel`}
        </Link>
      </div>
    );
  }
  return <LoadedCourse course={course.data} />;
}

function LoadedCourse({ course }: { course: Course }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const current = sectionFrom(params, COURSE_SECTIONS, DEFAULT_COURSE_SECTION);
  const title = COURSE_SECTIONS.find((section) => section.id === current)?.title ?? '';
  const [dialog, setDialog] = useState<'material' | 'activity' | null>(null);

  const show = (section: CourseSection) =>
    setParams(section === DEFAULT_COURSE_SECTION ? {} : { seccion: section }, { replace: false });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <SectionNav
        label={t`Secciones del curso`}
        items={navItems()}
        current={current}
        footer={
          <Link to="/teacher" className={navLinkClass}>
            <ArrowLeftIcon aria-hidden="true" className="size-4 shrink-0" />
            {t`Volver al Panel`}
          </Link>
        }
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
        <header className="grid gap-4 rounded-lg border bg-card p-5 text-card-foreground">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-bold text-2xl">{course.name}</h2>
              <LevelBadge level={course.level} />
              <Badge>{t(courseTypeWords[course.type])}</Badge>
            </div>
            <p className="text-muted-foreground">{course.description}</p>
            <p className="flex items-center gap-1.5 text-sm">
              <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {t`${plural(course.studentsCount, { one: '# estudiante', other: '# estudiantes' })}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setDialog('material')}>
              <UploadIcon aria-hidden="true" />
              {t`Añadir Material`}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDialog('activity')}>
              <PlusIcon aria-hidden="true" />
              {t`Nueva Actividad`}
            </Button>
          </div>
        </header>

        {course.type === 'FLEXIBLE' ? (
          <CourseOpenings courseId={course.id} approved={course.approved} />
        ) : null}
        <section
          aria-labelledby="course-section-title"
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-4"
        >
          <h2 id="course-section-title" className="font-semibold text-xl">
            {title}
          </h2>
          <Suspense fallback={<Spinner label={t(SECTION_LOADING[current])} align="start" className="py-6" />}>
            {current === 'estudiantes' ? <CourseStudents courseId={course.id} /> : null}
            {current === 'material' ? <CourseMaterials courseId={course.id} /> : null}
            {current === 'actividades' ? <CourseActivities courseId={course.id} /> : null}
            {current === 'horario' ? <CourseTimetable courseId={course.id} /> : null}
          </Suspense>
        </section>
      </div>

      {/* The page stays as it is while a dialog's code arrives. */}
      <Suspense fallback={null}>
        {dialog === 'material' ? (
          <AddMaterialDialog
            courseId={course.id}
            onClose={() => setDialog(null)}
            onAdded={() => {
              // Spec, "Teacher course page": after success it closes, switches to material and refreshes.
              setDialog(null);
              show('material');
            }}
          />
        ) : null}
        {dialog === 'activity' ? (
          <NewActivityDialog
            courseId={course.id}
            onClose={() => setDialog(null)}
            onCreated={() => {
              // Spec, "Teacher course page": after success it closes and switches to activities.
              setDialog(null);
              show('actividades');
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
