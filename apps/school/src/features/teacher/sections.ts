import { t } from '@lingui/core/macro';

/**
 * The teacher panel's sections (spec, "Teacher panel"), in the sidebar's order; 'mis-cursos' is the default.
 * Titles are getters: read while rendering, in the page's language.
 */
export const PANEL_SECTIONS = [
  {
    id: 'mis-cursos',
    get title() {
      return t`Mis cursos`;
    },
  },
  {
    id: 'mis-estudiantes',
    get title() {
      return t`Mis estudiantes`;
    },
  },
  {
    id: 'clases-semana',
    get title() {
      return t`Clases de la semana`;
    },
  },
  {
    id: 'tareas-entregadas',
    get title() {
      return t`Tareas entregadas`;
    },
  },
  {
    id: 'mensajes',
    get title() {
      return t`Mensajes`;
    },
  },
] as const;
export type PanelSection = (typeof PANEL_SECTIONS)[number]['id'];
export const DEFAULT_PANEL_SECTION: PanelSection = 'mis-cursos';

/** The course page's sections: students, material and create-task (titled Actividades). */
export const COURSE_SECTIONS = [
  {
    id: 'estudiantes',
    get label() {
      return t`Estudiantes`;
    },
    get title() {
      return t`Estudiantes`;
    },
  },
  {
    id: 'material',
    get label() {
      return t`Material`;
    },
    get title() {
      return t`Material del Curso`;
    },
  },
  {
    id: 'actividades',
    get label() {
      return t`Actividades`;
    },
    get title() {
      return t`Actividades del Curso`;
    },
  },
  {
    id: 'horario',
    get label() {
      return t`Horario`;
    },
    get title() {
      return t`Horario y clases`;
    },
  },
] as const;
export type CourseSection = (typeof COURSE_SECTIONS)[number]['id'];
export const DEFAULT_COURSE_SECTION: CourseSection = 'estudiantes';

/** The section named by `?seccion=`, or the default one for anything else. */
export function sectionFrom<T extends string>(
  params: URLSearchParams,
  sections: readonly { id: T }[],
  fallback: T,
): T {
  const requested = params.get('seccion');
  return sections.find((section) => section.id === requested)?.id ?? fallback;
}

/** The search string of a section: the default one keeps the address clean. */
export function sectionSearch(section: string, fallback: string): string {
  return section === fallback ? '' : `?seccion=${encodeURIComponent(section)}`;
}

/** The teacher's 'Mensaje' buttons: the messages section, open on the conversation with this student. */
export function messagePath(studentId: number, courseId: number): string {
  return `/teacher?seccion=mensajes&para=${studentId}&curso=${courseId}`;
}
