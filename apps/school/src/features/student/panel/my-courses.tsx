import type { Course } from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { StudentCourseCard } from '@aula/ui/course-card';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { teacherName } from './paths';

/** Spec, "Student panel": my courses, in progress (access) and completed (review). */
export function MyCourses({ courses }: { courses: Course[] }) {
  const { t } = useLingui();
  const groups = [
    {
      key: 'in-progress',
      title: t`En curso`,
      items: courses.filter((c) => !c.completed),
      empty: t`No tienes cursos en curso. Inscríbete en uno desde «Cursos disponibles».`,
    },
    {
      key: 'completed',
      title: t`Completados`,
      items: courses.filter((c) => c.completed),
      empty: t`Todavía no has completado ningún curso.`,
    },
  ];
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`my-courses-${group.key}`} className="grid gap-3">
          <h3 id={`my-courses-${group.key}`} className="font-semibold text-lg">
            {group.title} <span className="text-muted-foreground text-sm">({group.items.length})</span>
          </h3>
          {group.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{group.empty}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.items.map((course) => (
                <li key={course.id}>
                  <StudentCourseCard
                    className="h-full"
                    href={appPaths.studentCourse(course.id)}
                    renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
                    course={{
                      id: course.id,
                      name: course.name,
                      description: course.description,
                      level: course.level,
                      type: course.type,
                      teacherName: course.teacher ? teacherName(course.teacher) : null,
                      completed: course.completed,
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
