import type { CatalogueCourse } from '@aula/api-client';
import { COURSE_TYPE_NAMES, type CourseType, LANGUAGE_NAMES } from '@aula/domain';
import { LANGUAGE_SLUGS, TYPE_SLUGS } from '@aula/forms';
import { WEEKDAYS } from '../../../school-time';

export { cataloguePageFilters } from './catalogue-pages';

/*
 * The live catalogue's words (decision 143): the pages' headings and marketing copy, the filters' labels
 * and how a course's facts read. Figures come from the spec's marketing pages.
 */

export interface CataloguePageCopy {
  heading: string;
  lead: string;
  /** Points worth knowing about this language or format, shown above the list. */
  highlights: string[];
  /** The format's own marketing page, where there is one. */
  more?: { label: string; href: string };
}

/** The formats in the site's order (its menus and the home page's cards): intensive, flexible, group. */
export const SITE_TYPE_ORDER = ['INTENSIVO', 'FLEXIBLE', 'GRUPAL'] as const satisfies readonly CourseType[];

export const catalogueCopy: Record<string, CataloguePageCopy> = {
  '/cursos': {
    heading: 'Cursos abiertos',
    lead: 'Todos los cursos con plazas abiertas ahora mismo: elige idioma, nivel y modalidad, y empieza esta misma semana.',
    highlights: [
      'Inglés, español, alemán y francés, del nivel A1 al C2',
      'Clases en directo por videollamada con profesores nativos',
      'Material digital, ejercicios interactivos y seguimiento de tu progreso',
    ],
  },
  '/idiomas/ingles': {
    heading: 'Cursos de inglés',
    lead: 'Del primer «Hello» a las reuniones de trabajo: aprende inglés con profesores nativos, del nivel A1 al C2.',
    highlights: [
      'Conversación desde la primera clase',
      'Preparación de certificados oficiales',
      'Vocabulario para viajar, estudiar y trabajar',
    ],
  },
  '/idiomas/espanol': {
    heading: 'Cursos de español',
    lead: 'Aprende español con profesores nativos y practica desde el primer día la lengua que se habla en la calle.',
    highlights: [
      'Gramática clara y práctica constante',
      'Cultura y expresiones de España y Latinoamérica',
      'Preparación del DELE',
    ],
  },
  '/idiomas/aleman': {
    heading: 'Cursos de alemán',
    lead: 'El alemán, paso a paso: estructuras claras, mucha práctica oral y profesores nativos que te acompañan.',
    highlights: [
      'Los casos y el orden de la frase, sin miedo',
      'Alemán para estudiar o trabajar en Alemania, Austria y Suiza',
      'Preparación de los exámenes Goethe',
    ],
  },
  '/idiomas/frances': {
    heading: 'Cursos de francés',
    lead: 'Gana soltura en francés con clases en directo, pronunciación cuidada y profesores nativos.',
    highlights: [
      'Pronunciación y comprensión oral desde el principio',
      'Francés para viajar, estudiar y trabajar',
      'Preparación del DELF y el DALF',
    ],
  },
  '/cursos/intensivo': {
    heading: 'Cursos intensivos',
    lead: 'Aprende un idioma en 2 meses con clases diarias, material personalizado y grupos de hasta tres estudiantes.',
    highlights: [
      '4 semanas por ciclo',
      '20 h y 5 días de clase por semana',
      'De 1 a 3 estudiantes por clase',
    ],
    more: { label: 'Más información sobre Intensivo', href: '/course/intensive' },
  },
  '/cursos/flexible': {
    heading: 'Cursos flexibles',
    lead: 'Asiste cuando quieras: reserva la clase en la franja que te va bien y repasa la grabación cuando lo necesites.',
    highlights: ['Clases de 6:00 a. m. a 11:00 p. m.', 'Acceso a las grabaciones', 'Máxima flexibilidad'],
    more: { label: 'Más información sobre Flexible', href: '/course/flexible' },
  },
  '/cursos/grupal': {
    heading: 'Cursos en grupo',
    lead: 'Aprende con otros estudiantes: proyectos colaborativos, trabajo en equipo y una comunidad que te anima.',
    highlights: ['Grupos de 4 a 15 estudiantes', 'Proyectos colaborativos', 'Trabajo en equipo'],
    more: { label: 'Más información sobre Grupo', href: '/course/group' },
  },
};

export const catalogueLabels = {
  filtersHeading: 'Filtrar cursos',
  language: 'Idioma',
  level: 'Nivel',
  type: 'Modalidad',
  any: 'Todos',
  apply: 'Aplicar filtros',
  clear: 'Quitar filtros',
  empty: 'No hay cursos abiertos con estos filtros. Prueba con otro nivel o modalidad.',
  loading: 'Cargando cursos...',
  pages: 'Páginas de cursos',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  found: (count: number) => (count === 1 ? '1 curso abierto' : `${count} cursos abiertos`),
  teacher: 'Profesor',
  noTeacher: 'Por asignar',
  dates: 'Fechas',
  timetable: 'Horario',
  places: 'Plazas',
  details: 'Ver curso',
  enrol: 'Inscribirse',
  enrolNote: 'Si no has iniciado sesión, te pediremos que entres o te registres y volverás a este curso.',
  back: 'Volver a los cursos',
  courseFacts: 'Datos del curso',
} as const;

/** The filter values as the no-JavaScript form sends them: ?idioma=ingles&nivel=B1&modalidad=grupal. */
export const languageSlugOf = Object.fromEntries(
  Object.entries(LANGUAGE_SLUGS).map(([slug, code]) => [code, slug]),
) as Record<CatalogueCourse['language'], string>;
export const typeSlugOf = Object.fromEntries(
  Object.entries(TYPE_SLUGS).map(([slug, code]) => [code, slug]),
) as Record<CatalogueCourse['type'], string>;

// A start or end date is a calendar day, not an instant: read and written in UTC it is that day in every zone.
const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** "Del 1 de diciembre de 2026 al 31 de enero de 2027", or what is known of it. */
export function datesText(course: Pick<CatalogueCourse, 'startDate' | 'endDate'>): string {
  if (course.startDate && course.endDate)
    return `Del ${formatDay(course.startDate)} al ${formatDay(course.endDate)}`;
  if (course.startDate) return `Desde el ${formatDay(course.startDate)}`;
  if (course.endDate) return `Hasta el ${formatDay(course.endDate)}`;
  return 'Fechas por confirmar';
}

/** "lunes y miércoles, 18:00 (90 min)"; classes at different times are listed one by one. */
export function timetableText(course: Pick<CatalogueCourse, 'timetable' | 'type'>): string {
  const slots = course.timetable;
  if (slots.length === 0)
    return course.type === 'FLEXIBLE'
      ? 'Reservas tus clases en las franjas abiertas'
      : 'Horario por confirmar';
  const sameTime = slots.every(
    (slot) => slot.startTime === slots[0]?.startTime && slot.durationMinutes === slots[0]?.durationMinutes,
  );
  const day = (weekday: number) => WEEKDAYS[weekday - 1] ?? '';
  if (sameTime && slots[0]) {
    const days = slots.map((slot) => day(slot.weekday));
    const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} y ${days.at(-1)}` : days[0];
    return `${list}, ${slots[0].startTime} (${slots[0].durationMinutes} min)`;
  }
  return slots
    .map((slot) => `${day(slot.weekday)} ${slot.startTime} (${slot.durationMinutes} min)`)
    .join('; ');
}

/** Places left in words; a flexible course has no course-wide limit. */
export function placesText(course: Pick<CatalogueCourse, 'seats' | 'seatsLeft'>): string {
  if (course.seats === null || course.seatsLeft === null)
    return 'Sin límite de plazas: cada clase tiene su propio aforo';
  if (course.seatsLeft === 0) return 'Completo';
  if (course.seatsLeft === 1) return `Queda 1 plaza de ${course.seats}`;
  return `Quedan ${course.seatsLeft} plazas de ${course.seats}`;
}

/** "Inglés · B1 · Intensivo". */
export function courseKindText(course: Pick<CatalogueCourse, 'language' | 'level' | 'type'>): string {
  return `${LANGUAGE_NAMES[course.language]} · ${course.level} · ${COURSE_TYPE_NAMES[course.type]}`;
}

/** The meta description of a course's page, within the 160 characters search engines show. */
export function courseDescription(course: CatalogueCourse): string {
  const lead = `Curso de ${LANGUAGE_NAMES[course.language].toLowerCase()} ${course.level}, modalidad ${COURSE_TYPE_NAMES[course.type].toLowerCase()}, en Aula. `;
  const text = `${lead}${course.description}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}
