import { z } from 'zod';
import { courseTypeSchema, languageSchema, levelSchema } from './course';

/** One weekly class of a course's timetable, in the school's time zone: weekday 1 (Monday) to 7. */
export const catalogueSlotSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  startTime: z.string(),
  durationMinutes: z.number().int(),
});

/**
 * A course as the public catalogue shows it: what a visitor needs to choose, and nothing private (no
 * e-mail, no username, no meeting link). `seats` is null for a flexible course, which has no course-wide
 * limit; `seatsLeft` is then null too. `path` is the canonical /cursos/{id}-{slug}.
 */
export const catalogueCourseSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  description: z.string(),
  level: levelSchema,
  type: courseTypeSchema,
  language: languageSchema,
  teacherName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  timetable: z.array(catalogueSlotSchema),
  seats: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;
/** One page of the catalogue: its courses, how many match in all, and the page's number and size. */
export const catalogueCoursePageSchema = z.object({
  courses: z.array(catalogueCourseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CatalogueCoursePage = z.infer<typeof catalogueCoursePageSchema>;

/** The filters a catalogue page shows: its own (/idiomas/ingles is English) plus the visitor's. */
export interface CatalogueView {
  language?: CatalogueCourse['language'];
  level?: CatalogueCourse['level'];
  type?: CatalogueCourse['type'];
}

/**
 * What the server hands the catalogue's renderer, and what the page embeds for its hydration: a list page
 * of the public pages' table (`path`), or one course's page.
 */
export type CataloguePageData =
  | ({ kind: 'list'; path: string; filters: CatalogueView } & CatalogueCoursePage)
  | { kind: 'course'; course: CatalogueCourse };

/** A page the server rendered: the markup inside #root, and its <title> and meta description. */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/**
 * The module the front end's build leaves for the server (dist/.ssr/prerender-entry.js): it renders the
 * catalogue's pages and the 404 page with the same components the browser hydrates, and lists the paths of
 * the public pages' table for the sitemap.
 */
export interface CatalogueRenderer {
  renderCataloguePage(data: CataloguePageData): RenderedPage;
  renderNotFoundPage(): RenderedPage;
  publicPagePaths: readonly string[];
  /** The table's pages the server renders with live data (/cursos, /idiomas/ingles…), each with its filter. */
  cataloguePages: Readonly<Record<string, CatalogueView>>;
}
