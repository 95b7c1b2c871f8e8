import { appPaths } from '@aula/domain';
import {
  buttonVariants,
  CourseStatusBadge,
  cn,
  courseStatus,
  type Level,
  LevelBadge,
  type RenderLink,
  renderAnchor,
} from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowRightIcon, UsersIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { courseTypeWords } from '../../../../i18n/domain-words';
import type { CourseTypeCode } from '../course-form/course-labels';

export interface TeacherCourseRow {
  id: number;
  name: string;
  description: string;
  level: Level;
  type: CourseTypeCode;
  studentsCount: number;
  approved: boolean;
  completed: boolean;
}

export type TeacherCoursesTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  courses: readonly TeacherCourseRow[];
  /** Where 'Ver Curso' goes (spec section 2: /teacher/course/{id}). */
  courseHref?: (id: number) => string;
  /** The app's router link; a plain anchor by default. */
  renderLink?: RenderLink;
};

/**
 * My courses (spec section 2): name with level badge and description, modality, students, 'Ver Curso'. A
 * table from 768 px on, a list of cards below, so a phone never scrolls sideways.
 */
export function TeacherCoursesTable({
  courses,
  courseHref = appPaths.teacherCourse,
  renderLink = renderAnchor,
  className,
  ...props
}: TeacherCoursesTableProps) {
  const { t } = useLingui();
  if (courses.length === 0) {
    return (
      <div
        data-slot="teacher-courses-table"
        className={cn('rounded-lg border border-dashed p-6 text-center', className)}
        {...props}
      >
        <p className="text-muted-foreground text-sm">
          {t`Todavía no has creado ningún curso. Pulsa «Crear Curso» para empezar.`}
        </p>
      </div>
    );
  }
  const viewLink = (course: TeacherCourseRow, className?: string) =>
    renderLink({
      href: courseHref(course.id),
      className: cn(buttonVariants({ variant: 'outline', size: 'sm' }), className),
      'aria-label': t`Ver Curso ${course.name}`,
      children: (
        <>
          {t`Ver Curso`}
          <ArrowRightIcon aria-hidden="true" />
        </>
      ),
    });
  return (
    <div data-slot="teacher-courses-table" className={cn('min-w-0', className)} {...props}>
      <div className="hidden overflow-x-auto rounded-lg border bg-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`Mis cursos`}</caption>
          <thead className="border-b bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t`Curso`}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t`Modalidad`}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t`Estudiantes`}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t`Estado`}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">{t`Acciones`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id} className="border-b last:border-b-0">
                <td className="max-w-md px-4 py-3 align-top">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{course.name}</span>
                    <LevelBadge level={course.level} prefix={t`Nivel`} />
                  </div>
                  <p className="mt-1 line-clamp-2 text-muted-foreground">{course.description}</p>
                </td>
                <td className="px-4 py-3 align-top">{t(courseTypeWords[course.type])}</td>
                <td className="px-4 py-3 align-top tabular-nums">
                  <span className="inline-flex items-center gap-1">
                    <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                    {course.studentsCount}
                  </span>
                </td>
                <td className="px-4 py-3 align-top">
                  <CourseStatusBadge status={courseStatus(course)} />
                </td>
                <td className="px-4 py-3 text-right align-top">{viewLink(course)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t`Mis cursos`} className="grid gap-3 md:hidden">
        {courses.map((course) => (
          <li
            key={course.id}
            data-course-id={course.id}
            className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <h3 className="break-words font-semibold">{course.name}</h3>
                <LevelBadge level={course.level} prefix={t`Nivel`} />
              </div>
              <CourseStatusBadge status={courseStatus(course)} />
            </div>
            <p className="line-clamp-2 text-muted-foreground">{course.description}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">{t`Modalidad`}</dt>
              <dd>{t(courseTypeWords[course.type])}</dd>
              <dt className="text-muted-foreground">{t`Estudiantes`}</dt>
              <dd className="tabular-nums">{course.studentsCount}</dd>
            </dl>
            {viewLink(course, 'w-full')}
          </li>
        ))}
      </ul>
    </div>
  );
}
