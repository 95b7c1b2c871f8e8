import { Badge, cn, Label, NativeSelect } from '@aula/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useId, useMemo, useState } from 'react';
import { InitialsAvatar } from '../../initials-avatar';
import { MessageStudentButton, StudentSearch } from '../../student-list-parts';
import {
  coursesOf,
  filterStudents,
  groupStudents,
  type StudentCourseRow,
  type StudentEntry,
} from './students';

export type TeacherStudentsListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** GET /teacher/students: one row per student and course. */
  rows: readonly StudentCourseRow[];
  /**
   * The 'Mensaje' button, about the course chosen in the filter, or else the student's first course (the
   * composer still lets the teacher pick another of their shared courses).
   */
  onMessage?: (student: StudentEntry, courseId: number) => void;
};

/** My students (spec section 2): search by name, surname or username, a course filter, initials avatars. */
export function TeacherStudentsList({ rows, onMessage, className, ...props }: TeacherStudentsListProps) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const [courseId, setCourseId] = useState<number | null>(null);
  const students = useMemo(() => groupStudents(rows), [rows]);
  const courses = useMemo(() => coursesOf(rows), [rows]);
  const shown = filterStudents(students, { query, courseId });
  const shownCount = shown.length;

  return (
    <div
      data-slot="teacher-students-list"
      className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', className)}
      {...props}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <StudentSearch
          label={t`Buscar estudiante`}
          placeholder={t`Nombre, apellido o usuario`}
          value={query}
          onChange={setQuery}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-course`}>{t`Curso`}</Label>
          <NativeSelect
            id={`${id}-course`}
            value={courseId === null ? '' : String(courseId)}
            onChange={(event) => setCourseId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t`Todos los cursos`}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p role="status" className="text-muted-foreground text-sm">
        {students.length === 0
          ? t`Todavía no hay estudiantes inscritos en tus cursos.`
          : shownCount === 0
            ? t`Ningún estudiante coincide con la búsqueda.`
            : t`Mostrando ${shownCount} de ${plural(students.length, { one: '# estudiante', other: '# estudiantes' })}`}
      </p>
      {shown.length > 0 ? (
        <ul aria-label={t`Estudiantes`} className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {shown.map((student) => (
            <li key={student.id} className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3">
              <InitialsAvatar name={student.name} surname={student.surname} />
              {/* Room for the name first: on a phone the courses and 'Mensaje' wrap below it. */}
              <div className="min-w-32 flex-1">
                <p className="truncate font-medium">
                  {student.name} {student.surname}
                </p>
                <p className="truncate text-muted-foreground text-sm">@{student.username}</p>
              </div>
              <div className="flex flex-wrap justify-end gap-1">
                {student.courses.map((course) => (
                  <Badge key={course.id}>{course.name}</Badge>
                ))}
              </div>
              {onMessage ? (
                <MessageStudentButton
                  fullName={`${student.name} ${student.surname}`}
                  onClick={() => onMessage(student, courseId ?? student.courses[0]?.id ?? 0)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
