import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import { InitialsAvatar } from '../../initials-avatar';
import { fold } from '../../panel/students-list/students';
import { MessageStudentButton, StudentSearch } from '../../student-list-parts';

export interface CourseStudent {
  id: number;
  name: string;
  surname: string;
  username: string;
}

/** Spec section 2: the course page searches students by name (and surname). */
export function filterCourseStudents(students: readonly CourseStudent[], query: string): CourseStudent[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return students.filter((student) => {
    const haystack = fold(`${student.name} ${student.surname}`);
    return words.every((word) => haystack.includes(word));
  });
}

export type CourseStudentsListProps = Omit<ComponentProps<'div'>, 'children'> & {
  students: readonly CourseStudent[];
  /** The 'Mensaje' button (messaging is not built: the page only logs it). */
  onMessage?: (student: CourseStudent) => void;
};

/** The students of a course on the teacher's course page: name search and a 'Mensaje' button each. */
export function CourseStudentsList({ students, onMessage, className, ...props }: CourseStudentsListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const shown = filterCourseStudents(students, query);
  return (
    <div
      data-slot="course-students-list"
      className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', className)}
      {...props}
    >
      <StudentSearch
        label={t`Buscar por nombre`}
        placeholder={t`Nombre o apellido`}
        value={query}
        onChange={setQuery}
        className="sm:max-w-sm"
      />
      {students.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {t`Este curso todavía no tiene estudiantes inscritos.`}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t`Ningún estudiante coincide con la búsqueda.`}
        </p>
      ) : (
        <ul aria-label={t`Estudiantes del curso`} className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {shown.map((student) => {
            const fullName = `${student.name} ${student.surname}`;
            return (
              <li key={student.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
                <InitialsAvatar name={student.name} surname={student.surname} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{fullName}</p>
                  <p className="truncate text-muted-foreground text-sm">@{student.username}</p>
                </div>
                <MessageStudentButton fullName={fullName} onClick={() => onMessage?.(student)} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
