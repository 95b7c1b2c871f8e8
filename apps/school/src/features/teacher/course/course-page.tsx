import type { Course } from '@aula/api-client';
import { MATERIAL_ACCEPT } from '@aula/forms';
import {
  type ActivityFormValues,
  Alert,
  Badge,
  Button,
  buttonVariants,
  LevelBadge,
  type MaterialFormValues,
} from '@aula/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../../api';
import { useNotify } from '../../../notifications';
import { CourseOpenings } from '../booking/course-openings';
import {
  ActivityForm,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  MaterialForm,
} from '../dialogs';
import { teacherKeys, teacherQueries } from '../queries';
import { navLinkClass, SectionNav } from '../section-nav';
import {
  COURSE_SECTIONS,
  type CourseSection,
  DEFAULT_COURSE_SECTION,
  sectionFrom,
  sectionSearch,
} from '../sections';
import { TEACHER_TEXTS, withReason } from '../teacher-errors';
import { TeacherFrame } from '../teacher-frame';
import { activityFormIssues, activityPayload, materialIssues } from '../validation';
import { CourseActivities } from './course-activities';
import { CourseMaterials } from './course-materials';
import { CourseStudents } from './course-students';
import { CourseTimetable } from './course-timetable';

const TYPE_LABELS = { INTENSIVO: 'Intensivo', GRUPAL: 'Grupal', FLEXIBLE: 'Flexible' } as const;
const ICONS = {
  estudiantes: UsersIcon,
  material: FileTextIcon,
  actividades: ClipboardListIcon,
  horario: CalendarClockIcon,
} as const;
const NAV_ITEMS = COURSE_SECTIONS.map((section) => ({
  id: section.id,
  label: section.label,
  Icon: ICONS[section.id],
  search: sectionSearch(section.id, DEFAULT_COURSE_SECTION),
}));
const validateMaterial = materialIssues('add');
const validateCreate = activityFormIssues('create');

/** /teacher/course/{id} (spec, "Teacher course page"). */
export function TeacherCoursePage() {
  return (
    <TeacherFrame title="Gestión del curso">
      <CoursePageContent />
    </TeacherFrame>
  );
}

function CoursePageContent() {
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
        </Alert>
        <Link
          to="/teacher"
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          <ArrowLeftIcon aria-hidden="true" />
          Volver al Panel
        </Link>
      </div>
    );
  }
  return <LoadedCourse course={course.data} />;
}

function LoadedCourse({ course }: { course: Course }) {
  const [params, setParams] = useSearchParams();
  const current = sectionFrom(params, COURSE_SECTIONS, DEFAULT_COURSE_SECTION);
  const title = COURSE_SECTIONS.find((section) => section.id === current)?.title ?? '';
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'material' | 'activity' | null>(null);

  const show = (section: CourseSection) =>
    setParams(section === DEFAULT_COURSE_SECTION ? {} : { seccion: section }, { replace: false });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <SectionNav
        label="Secciones del curso"
        items={NAV_ITEMS}
        current={current}
        footer={
          <Link to="/teacher" className={navLinkClass}>
            <ArrowLeftIcon aria-hidden="true" className="size-4 shrink-0" />
            Volver al Panel
          </Link>
        }
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
        <header className="grid gap-4 rounded-lg border bg-card p-5 text-card-foreground">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-bold text-2xl">{course.name}</h2>
              <LevelBadge level={course.level} />
              <Badge>{TYPE_LABELS[course.type]}</Badge>
            </div>
            <p className="text-muted-foreground">{course.description}</p>
            <p className="flex items-center gap-1.5 text-sm">
              <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {course.studentsCount} {course.studentsCount === 1 ? 'estudiante' : 'estudiantes'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setDialog('material')}>
              <UploadIcon aria-hidden="true" />
              Añadir Material
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDialog('activity')}>
              <PlusIcon aria-hidden="true" />
              Nueva Actividad
            </Button>
          </div>
        </header>

        {course.type === 'FLEXIBLE' ? <CourseOpenings courseId={course.id} /> : null}
        <section
          aria-labelledby="course-section-title"
          className="grid grid-cols-[minmax(0,1fr)] content-start gap-4"
        >
          <h2 id="course-section-title" className="font-semibold text-xl">
            {title}
          </h2>
          {current === 'estudiantes' ? <CourseStudents courseId={course.id} /> : null}
          {current === 'material' ? <CourseMaterials courseId={course.id} /> : null}
          {current === 'actividades' ? <CourseActivities courseId={course.id} /> : null}
          {current === 'horario' ? <CourseTimetable courseId={course.id} /> : null}
        </section>
      </div>

      {dialog === 'material' ? (
        <AddMaterialDialog
          courseId={course.id}
          onClose={() => setDialog(null)}
          onAdded={() => {
            // Spec, "Teacher course page": after success it closes, switches to material and refreshes.
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: teacherKeys.materials(course.id) });
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
            void queryClient.invalidateQueries({ queryKey: teacherKeys.activities(course.id) });
            show('actividades');
          }}
        />
      ) : null}
    </div>
  );
}

function AddMaterialDialog({
  courseId,
  onClose,
  onAdded,
}: {
  courseId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const showToast = useNotify();

  async function upload(values: MaterialFormValues) {
    setSaving(true);
    setProgress(values.file ? 0 : null);
    setError(null);
    try {
      await api.teacher.addMaterial(courseId, values, { onProgress: setProgress });
      showToast({ variant: 'success', title: TEACHER_TEXTS.materialUploaded });
      onAdded();
    } catch (failure) {
      setError(withReason(TEACHER_TEXTS.materialUploadFailed, failure));
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Añadir Material</DialogTitle>
          <DialogDescription>Sube un archivo, añade un vídeo de YouTube o ambos.</DialogDescription>
        </DialogHeader>
        <MaterialForm
          mode="add"
          accept={MATERIAL_ACCEPT}
          validate={validateMaterial}
          onSubmit={upload}
          submitting={saving}
          progress={progress}
          error={error}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}

function NewActivityDialog({
  courseId,
  onClose,
  onCreated,
}: {
  courseId: number;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showToast = useNotify();

  async function create(values: ActivityFormValues) {
    setSaving(true);
    setError(null);
    try {
      const payload = activityPayload(values);
      if (values.type === 'TEST') {
        await api.teacher.createTest(courseId, {
          ...payload,
          allowLateAttempts: values.allowLateAttempts === true,
          questions: payload.questions ?? [],
        });
      } else {
        await api.teacher.createActivity(courseId, {
          title: payload.title,
          description: payload.description,
          type: 'TASK',
          dueDate: payload.dueDate,
        });
      }
      showToast({ variant: 'success', title: TEACHER_TEXTS.activityCreated });
      onCreated();
    } catch (failure) {
      // Spec, "Error catalogue": the create form's alert 'Error guardando la actividad' (here inside the
      // form).
      setError(withReason(TEACHER_TEXTS.createActivityFailed, failure, ': '));
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent width="2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Crear Nueva Actividad</DialogTitle>
        </DialogHeader>
        <ActivityForm
          mode="create"
          validate={validateCreate}
          onSubmit={create}
          submitting={saving}
          error={error}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
