import type { CourseType } from '@aula/domain';
import { BookOpen, UserRound } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { type Level, LevelBadge } from '../../domain/level-badge/level-badge';
import { cn } from '../../lib/cn';
import { esCourseCard, esCourseTypes } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

export type StudentCourseType = CourseType;

export interface StudentCourseCardCourse {
  id: number;
  name: string;
  description: string;
  level: Level;
  type: StudentCourseType;
  /** The teacher's full name; null or empty for a course without one. */
  teacherName?: string | null;
  completed: boolean;
}

export type StudentCourseCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  course: StudentCourseCardCourse;
  /** Where the access or review button goes (/student/course/{id}). */
  href: string;
  /** Renders the link (a router's Link); a plain <a> by default. */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
};

/** One of the student's courses: in progress (access) or finished (review). */
export function StudentCourseCard({ course, href, renderLink, className, ...props }: StudentCourseCardProps) {
  const text = useStrings('courseCard', esCourseCard);
  const types = useStrings('courseTypes', esCourseTypes);
  const action = course.completed ? text.review : text.access;
  const content = (
    <>
      {action}
      <span className="sr-only">{text.actionSuffix(course.name)}</span>
    </>
  );
  return (
    <article
      data-slot="student-course-card"
      data-completed={course.completed || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={course.level} />
        <span className="rounded-md bg-secondary px-2 py-0.5 font-medium text-secondary-foreground text-xs">
          {types[course.type]}
        </span>
        <span
          className={cn(
            'ml-auto rounded-md px-2 py-0.5 font-medium text-xs',
            course.completed ? 'bg-muted text-muted-foreground' : 'bg-success text-success-foreground',
          )}
        >
          {course.completed ? text.completed : text.inProgress}
        </span>
      </div>
      <h3 className="flex items-start gap-2 font-semibold text-lg leading-snug">
        <BookOpen aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
        <span className="break-words">{course.name}</span>
      </h3>
      <p className="line-clamp-3 break-words text-muted-foreground text-sm">{course.description}</p>
      <p className="flex items-center gap-1.5 text-sm">
        <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="text-muted-foreground">{text.teacher}:</span>
        <span>{course.teacherName?.trim() ? course.teacherName : text.noTeacher}</span>
      </p>
      <div className="mt-auto pt-1">
        <Button asChild variant={course.completed ? 'outline' : 'primary'} size="sm">
          {renderLink ? renderLink({ href, children: content }) : <a href={href}>{content}</a>}
        </Button>
      </div>
    </article>
  );
}
