import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_IDS, SIDEBAR_GROUPS, sectionFromSearch, sectionSearch } from './sections';

describe('sectionFromSearch', () => {
  it('opens active courses by default', () => {
    expect(sectionFromSearch('')).toBe('cursos-activos');
    expect(sectionFromSearch('?otra=1')).toBe('cursos-activos');
  });

  it('opens the section named in the address', () => {
    for (const id of ADMIN_SECTION_IDS) expect(sectionFromSearch(sectionSearch(id))).toBe(id);
  });

  it('ignores an unknown section', () => {
    expect(sectionFromSearch('?seccion=borrar-todo')).toBe('cursos-activos');
  });
});

describe('SIDEBAR_GROUPS (spec, "Administrator panel")', () => {
  it('holds every section once, in the spec groups', () => {
    expect(SIDEBAR_GROUPS).toEqual([
      { title: 'Gestión de Usuarios', sections: ['todos-los-usuarios'] },
      { title: 'Gestión de Cursos', sections: ['todos-los-cursos', 'cursos-activos', 'cursos-pendientes'] },
      { title: 'Reportes', sections: ['estadisticas'] },
      { title: 'Web pública', sections: ['ofertas-empleo', 'candidaturas', 'mensajes-contacto', 'boletin'] },
      { title: 'Comunicación', sections: ['mensajes'] },
    ]);
    expect(SIDEBAR_GROUPS.flatMap((group) => group.sections).sort()).toEqual([...ADMIN_SECTION_IDS].sort());
  });
});
