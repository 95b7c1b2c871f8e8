import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

/** Each section's title, in the sidebar and above the section. */
export const SECTION_TITLES: Record<AdminSectionId, MessageDescriptor> = {
  'todos-los-usuarios': msg`Todos los usuarios`,
  'todos-los-cursos': msg`Todos los cursos`,
  'cursos-activos': msg`Cursos activos`,
  'cursos-pendientes': msg`Cursos pendientes`,
  estadisticas: msg`Estadísticas`,
  'ofertas-empleo': msg`Ofertas de empleo`,
  candidaturas: msg`Candidaturas`,
  'mensajes-contacto': msg`Mensajes de contacto`,
  boletin: msg`Boletín`,
  mensajes: msg`Mensajes`,
};

/** The sidebar's groups, named by their spec titles; GROUP_TITLES gives each its words in every language. */
export const SIDEBAR_GROUPS = [
  { title: 'Gestión de Usuarios', sections: ['todos-los-usuarios'] },
  { title: 'Gestión de Cursos', sections: ['todos-los-cursos', 'cursos-activos', 'cursos-pendientes'] },
  { title: 'Reportes', sections: ['estadisticas'] },
  // Ours (decision 144): what arrives through the public site.
  { title: 'Web pública', sections: ['ofertas-empleo', 'candidaturas', 'mensajes-contacto', 'boletin'] },
  // The administrator's own messages (they may write to anyone).
  { title: 'Comunicación', sections: ['mensajes'] },
] as const satisfies readonly { title: string; sections: readonly AdminSectionId[] }[];

export const GROUP_TITLES = {
  'Gestión de Usuarios': msg`Gestión de Usuarios`,
  'Gestión de Cursos': msg`Gestión de Cursos`,
  Reportes: msg`Reportes`,
  'Web pública': msg`Web pública`,
  Comunicación: msg`Comunicación`,
} satisfies Record<(typeof SIDEBAR_GROUPS)[number]['title'], MessageDescriptor>;

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
