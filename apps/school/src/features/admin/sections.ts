/**
 * The administrator panel's sections and the sidebar groups that hold them (spec, "Administrator panel"). The
 * section is kept in the address (?seccion=…), so reloading, the back button and a shared link keep it.
 */
export const ADMIN_SECTION_IDS = [
  'todos-los-usuarios',
  'todos-los-cursos',
  'cursos-activos',
  'cursos-pendientes',
  'estadisticas',
  'ofertas-empleo',
  'candidaturas',
  'mensajes-contacto',
  'boletin',
  'mensajes',
] as const;
export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

export const DEFAULT_SECTION: AdminSectionId = 'cursos-activos';

export const SECTION_PARAM = 'seccion';

export const SECTION_TITLES: Record<AdminSectionId, string> = {
  'todos-los-usuarios': 'Todos los usuarios',
  'todos-los-cursos': 'Todos los cursos',
  'cursos-activos': 'Cursos activos',
  'cursos-pendientes': 'Cursos pendientes',
  estadisticas: 'Estadísticas',
  'ofertas-empleo': 'Ofertas de empleo',
  candidaturas: 'Candidaturas',
  'mensajes-contacto': 'Mensajes de contacto',
  boletin: 'Boletín',
  mensajes: 'Mensajes',
};

export const SIDEBAR_GROUPS: readonly { title: string; sections: readonly AdminSectionId[] }[] = [
  { title: 'Gestión de Usuarios', sections: ['todos-los-usuarios'] },
  { title: 'Gestión de Cursos', sections: ['todos-los-cursos', 'cursos-activos', 'cursos-pendientes'] },
  { title: 'Reportes', sections: ['estadisticas'] },
  // Ours (decision 144): what arrives through the public site.
  { title: 'Web pública', sections: ['ofertas-empleo', 'candidaturas', 'mensajes-contacto', 'boletin'] },
  // The administrator's own messages (they may write to anyone).
  { title: 'Comunicación', sections: ['mensajes'] },
];

/** The section named in the query string, or the default (active courses) for a missing or unknown one. */
export function sectionFromSearch(search: string | URLSearchParams): AdminSectionId {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(SECTION_PARAM);
  return ADMIN_SECTION_IDS.find((id) => id === value) ?? DEFAULT_SECTION;
}

export function sectionSearch(id: AdminSectionId): string {
  return `?${SECTION_PARAM}=${id}`;
}

/**
 * Spec, "Business constants and limits": the mobile sidebar closes again when the window is this wide or
 * wider.
 */
export const SIDEBAR_BREAKPOINT_PX = 768;
