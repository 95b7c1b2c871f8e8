import type { CatalogueCourse } from '@aula/api-client';
import type { CourseType } from '@aula/domain';
import { LANGUAGE_SLUGS, TYPE_SLUGS } from '@aula/forms';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { courseTypeWords, languageWords } from '../../../i18n/domain-words';
import { intlLocale } from '../../../i18n/locale';

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

export const catalogueCopy = (): Record<string, CataloguePageCopy> => ({
  '/cursos': {
    heading: t`Cursos abiertos`,
    lead: t`Todos los cursos con plazas abiertas ahora mismo: elige idioma, nivel y modalidad, y empieza esta misma semana.`,
    highlights: [
      t`Inglés, español, alemán y francés, del nivel A1 al C2`,
      t`Clases en directo por videollamada con profesores nativos`,
      t`Material digital, ejercicios interactivos y seguimiento de tu progreso`,
    ],
  },
  '/idiomas/ingles': {
    heading: t`Cursos de inglés`,
    lead: t`Del primer «Hello» a las reuniones de trabajo: aprende inglés con profesores nativos, del nivel A1 al C2.`,
    highlights: [
      t`Conversación desde la primera clase`,
      t`Preparación de certificados oficiales`,
      t`Vocabulario para viajar, estudiar y trabajar`,
    ],
  },
  '/idiomas/espanol': {
    heading: t`Cursos de español`,
    lead: t`Aprende español con profesores nativos y practica desde el primer día la lengua que se habla en la calle.`,
    highlights: [
      t`Gramática clara y práctica constante`,
      t`Cultura y expresiones de España y Latinoamérica`,
      t`Preparación del DELE`,
    ],
  },
  '/idiomas/aleman': {
    heading: t`Cursos de alemán`,
    lead: t`El alemán, paso a paso: estructuras claras, mucha práctica oral y profesores nativos que te acompañan.`,
    highlights: [
      t`Los casos y el orden de la frase, sin miedo`,
      t`Alemán para estudiar o trabajar en Alemania, Austria y Suiza`,
      t`Preparación de los exámenes Goethe`,
    ],
  },
  '/idiomas/frances': {
    heading: t`Cursos de francés`,
    lead: t`Gana soltura en francés con clases en directo, pronunciación cuidada y profesores nativos.`,
    highlights: [
      t`Pronunciación y comprensión oral desde el principio`,
      t`Francés para viajar, estudiar y trabajar`,
      t`Preparación del DELF y el DALF`,
    ],
  },
  '/cursos/intensivo': {
    heading: t`Cursos intensivos`,
    lead: t`Aprende un idioma en 2 meses con clases diarias, material personalizado y grupos de hasta tres estudiantes.`,
    highlights: [
      t`4 semanas por ciclo`,
      t`20 h y 5 días de clase por semana`,
      t`De 1 a 3 estudiantes por clase`,
    ],
    more: { label: t`Más información sobre Intensivo`, href: '/course/intensive' },
  },
  '/cursos/flexible': {
    heading: t`Cursos flexibles`,
    lead: t`Asiste cuando quieras: reserva la clase en la franja que te va bien y repasa la grabación cuando lo necesites.`,
    highlights: [t`Clases de 6:00 a. m. a 11:00 p. m.`, t`Acceso a las grabaciones`, t`Máxima flexibilidad`],
    more: { label: t`Más información sobre Flexible`, href: '/course/flexible' },
  },
  '/cursos/grupal': {
    heading: t`Cursos en grupo`,
    lead: t`Aprende con otros estudiantes: proyectos colaborativos, trabajo en equipo y una comunidad que te anima.`,
    highlights: [t`Grupos de 4 a 15 estudiantes`, t`Proyectos colaborativos`, t`Trabajo en equipo`],
    more: { label: t`Más información sobre Grupo`, href: '/course/group' },
  },
});

export const catalogueLabels = () =>
  ({
    filtersHeading: t`Filtrar cursos`,
    language: t`Idioma`,
    level: t`Nivel`,
    type: t`Modalidad`,
    any: t`Todos`,
    apply: t`Aplicar filtros`,
    clear: t`Quitar filtros`,
    empty: t`No hay cursos abiertos con estos filtros. Prueba con otro nivel o modalidad.`,
    loading: t`Cargando cursos...`,
    pages: t`Páginas de cursos`,
    previous: t`Anterior`,
    next: t`Siguiente`,
    pageOf: (page: number, pages: number) => t`Página ${page} de ${pages}`,
    found: (count: number) => plural(count, { one: '# curso abierto', other: '# cursos abiertos' }),
    teacher: t`Profesor`,
    noTeacher: t`Por asignar`,
    dates: t`Fechas`,
    timetable: t`Horario`,
    places: t`Plazas`,
    details: t`Ver curso`,
    enrol: t`Inscribirse`,
    enrolNote: t`Si no has iniciado sesión, te pediremos que entres o te registres y volverás a este curso.`,
    back: t`Volver a los cursos`,
    courseFacts: t`Datos del curso`,
  }) as const;

/** The filter values as the no-JavaScript form sends them: ?idioma=ingles&nivel=B1&modalidad=grupal. */
export const languageSlugOf = Object.fromEntries(
  Object.entries(LANGUAGE_SLUGS).map(([slug, code]) => [code, slug]),
) as Record<CatalogueCourse['language'], string>;
export const typeSlugOf = Object.fromEntries(
  Object.entries(TYPE_SLUGS).map(([slug, code]) => [code, slug]),
) as Record<CatalogueCourse['type'], string>;

// These helpers run while a page renders, in the page's language (the global i18n, activated before).
const pageLocale = () => intlLocale(i18n.locale);

// A start or end date is a calendar day, not an instant: read and written in UTC it is that day in every zone.
const formatDay = (isoDate: string) =>
  new Intl.DateTimeFormat(pageLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** "Del 1 de diciembre de 2026 al 31 de enero de 2027", or what is known of it. */
export function datesText(course: Pick<CatalogueCourse, 'startDate' | 'endDate'>): string {
  if (course.startDate && course.endDate) {
    const start = formatDay(course.startDate);
    const end = formatDay(course.endDate);
    return t`Del ${start} al ${end}`;
  }
  if (course.startDate) {
    const start = formatDay(course.startDate);
    return t`Desde el ${start}`;
  }
  if (course.endDate) {
    const end = formatDay(course.endDate);
    return t`Hasta el ${end}`;
  }
  return t`Fechas por confirmar`;
}

/** The weekday's name, 1 being Monday (1 January 2024 was one). */
const weekdayName = (weekday: number) =>
  new Intl.DateTimeFormat(pageLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );

/** "lunes y miércoles, 18:00 (90 min)"; classes at different times are listed one by one. */
export function timetableText(course: Pick<CatalogueCourse, 'timetable' | 'type'>): string {
  const slots = course.timetable;
  if (slots.length === 0)
    return course.type === 'FLEXIBLE'
      ? t`Reservas tus clases en las franjas abiertas`
      : t`Horario por confirmar`;
  const sameTime = slots.every(
    (slot) => slot.startTime === slots[0]?.startTime && slot.durationMinutes === slots[0]?.durationMinutes,
  );
  const slotText = (days: string, time: string, minutes: number) => t`${days} ${time} (${minutes} min)`;
  if (sameTime && slots[0]) {
    const days = new Intl.ListFormat(pageLocale(), { type: 'conjunction' }).format(
      slots.map((slot) => weekdayName(slot.weekday)),
    );
    const { startTime, durationMinutes } = slots[0];
    return t`${days}, ${startTime} (${durationMinutes} min)`;
  }
  return slots
    .map((slot) => slotText(weekdayName(slot.weekday), slot.startTime, slot.durationMinutes))
    .join('; ');
}

/** Places left in words; a flexible course has no course-wide limit. */
export function placesText(course: Pick<CatalogueCourse, 'seats' | 'seatsLeft'>): string {
  if (course.seats === null || course.seatsLeft === null)
    return t`Sin límite de plazas: cada clase tiene su propio aforo`;
  if (course.seatsLeft === 0) return t`Completo`;
  const { seats } = course;
  return plural(course.seatsLeft, { one: `Queda # plaza de ${seats}`, other: `Quedan # plazas de ${seats}` });
}

const languageName = (course: Pick<CatalogueCourse, 'language'>) => i18n._(languageWords[course.language]);
const typeName = (course: Pick<CatalogueCourse, 'type'>) => i18n._(courseTypeWords[course.type]);

/** "Inglés · B1 · Intensivo". */
export function courseKindText(course: Pick<CatalogueCourse, 'language' | 'level' | 'type'>): string {
  return `${languageName(course)} · ${course.level} · ${typeName(course)}`;
}

// Inside a sentence Spanish and French write a language's name in lower case, and only German capitalises
// a format's name.
const languageInSentence = (word: string) => (['es', 'fr'].includes(i18n.locale) ? word.toLowerCase() : word);
const typeInSentence = (word: string) => (i18n.locale === 'de' ? word : word.toLowerCase());

/** The meta description of a course's page, within the 160 characters search engines show. */
export function courseDescription(course: CatalogueCourse): string {
  const language = languageInSentence(languageName(course));
  const level = course.level;
  const type = typeInSentence(typeName(course));
  const lead = t`Curso de ${language} ${level}, modalidad ${type}, en Aula. `;
  const text = `${lead}${course.description}`;
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}
