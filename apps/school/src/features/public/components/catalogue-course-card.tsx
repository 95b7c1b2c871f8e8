import type { CatalogueCourse } from '@aula/api-client';
import { LevelBadge } from '@aula/ui';
import { catalogueLabels, courseKindText, datesText, placesText, timetableText } from '../content/catalogue';

/** A course's facts as a description list: teacher, dates, timetable and places left. */
export function CourseFacts({ course }: { course: CatalogueCourse }) {
  const L = catalogueLabels();
  const facts = [
    [L.teacher, course.teacherName ?? L.noTeacher],
    [L.dates, datesText(course)],
    [L.timetable, timetableText(course)],
    [L.places, placesText(course)],
  ] as const;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One course of the catalogue. Its link is a plain anchor in every context: a course's page is always
 * rendered by the server (decision 143), never by the app's router.
 */
export function CatalogueCourseCard({ course }: { course: CatalogueCourse }) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground">
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={course.level} />
        <p className="text-muted-foreground text-sm">{courseKindText(course)}</p>
      </div>
      <h2 className="font-bold text-xl">
        <a href={course.path} className="underline-offset-4 hover:underline focus-visible:underline">
          {course.name}
        </a>
      </h2>
      <p className="line-clamp-3 text-sm">{course.description}</p>
      <CourseFacts course={course} />
    </article>
  );
}
