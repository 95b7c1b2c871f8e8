import type {
  CatalogueCourse,
  CatalogueCoursePage,
  CataloguePageData,
  CatalogueView,
} from '@aula/api-client';
import { appPaths } from '@aula/domain';
import { STUDENT_ENROL_MESSAGES } from '@aula/forms';
import { LevelBadge, siteButtonVariants } from '@aula/ui';
import { CatalogueCourseCard, CourseFacts } from '../components/catalogue-course-card';
import { CatalogueFilters } from '../components/catalogue-filters';
import { CataloguePager } from '../components/catalogue-pager';
import { ArrowLeftIcon } from '../components/icons';
import { useRenderLink } from '../components/public-link';
import { catalogueCopy, catalogueLabels, cataloguePageFilters, courseKindText } from '../content/catalogue';

/** A list page of the catalogue: the page's copy, the filters and the open courses that match them. */
export function CatalogueListPage({
  path,
  filters,
  found,
}: {
  path: string;
  filters: CatalogueView;
  /** null while the single-page app is still fetching them. */
  found: CatalogueCoursePage | null;
}) {
  const courses = found?.courses ?? null;
  const fixed = cataloguePageFilters[path] ?? {};
  const renderLink = useRenderLink();
  const L = catalogueLabels();
  const pageCopy = catalogueCopy();
  const copy = pageCopy[path] ?? pageCopy['/cursos'];
  if (!copy) throw new Error(`Falta el texto de ${path}`);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-4">
        <h1 className="font-bold text-4xl tracking-tight">{copy.heading}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{copy.lead}</p>
        <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {copy.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-2 text-sm">
              <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
              {highlight}
            </li>
          ))}
        </ul>
        {copy.more &&
          renderLink({
            href: copy.more.href,
            className: `${siteButtonVariants({ variant: 'outline' })} self-start`,
            children: copy.more.label,
          })}
      </header>
      <CatalogueFilters action={path} filters={filters} fixed={fixed} />
      <section aria-labelledby="cursos-encontrados" className="flex flex-col gap-4">
        <p id="cursos-encontrados" role="status" className="font-semibold">
          {found ? L.found(found.total) : L.loading}
        </p>
        {courses === null ? null : courses.length === 0 ? (
          <p className="text-muted-foreground">{L.empty}</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {courses.map((course) => (
              <CatalogueCourseCard key={course.id} course={course} />
            ))}
          </div>
        )}
        {found && <CataloguePager path={path} filters={filters} fixed={fixed} found={found} />}
      </section>
    </div>
  );
}

/**
 * A course's public page. 'Inscribirse' opens /inscribirse/{id} in the app, which enrols a signed-in
 * student, or asks to log in or register first and comes back (decision 143); a full course says so instead.
 */
export function CourseDetailPage({ course }: { course: CatalogueCourse }) {
  const L = catalogueLabels();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <a href="/cursos" className={`${siteButtonVariants({ variant: 'outline', size: 'sm' })} self-start`}>
        <ArrowLeftIcon aria-hidden="true" />
        {L.back}
      </a>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={course.level} />
          <p className="text-muted-foreground text-sm">{courseKindText(course)}</p>
        </div>
        <h1 className="break-words font-bold text-4xl tracking-tight">{course.name}</h1>
      </header>
      <p className="whitespace-pre-line break-words text-lg">{course.description}</p>
      <section
        aria-labelledby="datos-del-curso"
        className="flex flex-col gap-3 rounded-lg border bg-card p-5"
      >
        <h2 id="datos-del-curso" className="font-bold text-xl">
          {L.courseFacts}
        </h2>
        <CourseFacts course={course} />
      </section>
      {course.seatsLeft === 0 ? (
        // Nobody should register and verify an account only to be told then that there is no place.
        <p className="font-medium">{STUDENT_ENROL_MESSAGES.courseFull}</p>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <a href={appPaths.enrol(course.id)} className={siteButtonVariants({ size: 'lg' })}>
            {L.enrol}
          </a>
          <p className="text-muted-foreground text-sm">{L.enrolNote}</p>
        </div>
      )}
    </article>
  );
}

/** The page the server rendered, and hydration renders again from the same data. */
export function CataloguePage({ data }: { data: CataloguePageData }) {
  return data.kind === 'course' ? (
    <CourseDetailPage course={data.course} />
  ) : (
    <CatalogueListPage path={data.path} filters={data.filters} found={data} />
  );
}
