import { localIsoDate } from '@aula/forms';
import { Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '../../../notifications';
import { useSession } from '../../../session';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import { CourseForm, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialogs';
import { teacherQueries, useCreateCourse } from '../queries';
import { TEACHER_TEXTS, withReason } from '../teacher-errors';
import type { CourseFormValues } from './course-form/course-form';
import { TeacherCoursesTable } from './courses-table/courses-table';

/** My courses (spec, "Teacher panel"): the table and the 'Crear Curso' modal. */
export function CoursesSection() {
  const { t } = useLingui();
  const courses = useQuery(teacherQueries.courses());
  const [open, setOpen] = useState(false);
  const [noUser, setNoUser] = useState(false);
  const session = useSession();
  const showToast = useNotify();
  const createCourse = useCreateCourse();
  const saving = createCourse.isPending;

  function openForm(next: boolean) {
    setOpen(next);
    setNoUser(false);
    createCourse.reset();
  }

  function create(values: CourseFormValues) {
    const teacherUsername = session?.user?.username;
    setNoUser(!teacherUsername);
    if (!teacherUsername) return;
    createCourse.mutate(
      { values, teacherUsername },
      {
        onSuccess: () => {
          setOpen(false);
          showToast({ variant: 'success', title: TEACHER_TEXTS.courseCreated });
        },
      },
    );
  }
  const error = noUser
    ? TEACHER_TEXTS.noUser
    : createCourse.isError
      ? withReason(TEACHER_TEXTS.createCourseFailed, createCourse.error)
      : null;

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button type="button" onClick={() => openForm(true)}>
          <PlusIcon aria-hidden="true" />
          {t`Crear Curso`}
        </Button>
      </div>
      {courses.data === undefined ? (
        <QueryState
          query={courses}
          loading={t`Cargando cursos...`}
          failure={() => TEACHER_TEXTS.coursesLoadFailed}
          spinner={SECTION_SPINNER}
        />
      ) : (
        <TeacherCoursesTable
          courses={courses.data}
          renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        />
      )}
      <Dialog open={open} onOpenChange={(next) => !saving && openForm(next)}>
        <DialogContent width="2xl">
          <DialogHeader>
            <DialogTitle>{t`Crear Curso`}</DialogTitle>
            <DialogDescription>
              {t`El curso quedará pendiente hasta que un administrador lo apruebe.`}
            </DialogDescription>
          </DialogHeader>
          <CourseForm
            onSubmit={create}
            submitting={saving}
            error={error}
            today={localIsoDate()}
            onCancel={() => openForm(false)}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
