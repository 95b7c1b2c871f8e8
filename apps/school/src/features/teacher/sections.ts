/**
 * The teacher panel's sections (spec, "Teacher panel"), in the sidebar's order; 'mis-cursos' is the default.
 */
export const PANEL_SECTIONS = [
  { id: 'mis-cursos', title: 'Mis cursos' },
  { id: 'mis-estudiantes', title: 'Mis estudiantes' },
  { id: 'clases-semana', title: 'Clases de la semana' },
  { id: 'tareas-entregadas', title: 'Tareas entregadas' },
  { id: 'mensajes', title: 'Mensajes' },
] as const;
export type PanelSection = (typeof PANEL_SECTIONS)[number]['id'];
export const DEFAULT_PANEL_SECTION: PanelSection = 'mis-cursos';

/** The course page's sections: students, material and create-task (titled Actividades). */
export const COURSE_SECTIONS = [
  { id: 'estudiantes', label: 'Estudiantes', title: 'Estudiantes' },
  { id: 'material', label: 'Material', title: 'Material del Curso' },
  { id: 'actividades', label: 'Actividades', title: 'Actividades del Curso' },
  { id: 'horario', label: 'Horario', title: 'Horario y clases' },
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
