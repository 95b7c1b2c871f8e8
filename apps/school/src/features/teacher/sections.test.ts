import { describe, expect, it } from 'vitest';
import {
  COURSE_SECTIONS,
  DEFAULT_COURSE_SECTION,
  DEFAULT_PANEL_SECTION,
  messagePath,
  PANEL_SECTIONS,
  sectionFrom,
  sectionSearch,
} from './sections';

describe('teacher sections', () => {
  it('reads ?seccion= and falls back to the default', () => {
    const from = (search: string) =>
      sectionFrom(new URLSearchParams(search), PANEL_SECTIONS, DEFAULT_PANEL_SECTION);
    expect(from('')).toBe('mis-cursos');
    expect(from('?seccion=tareas-entregadas')).toBe('tareas-entregadas');
    expect(from('?seccion=admin')).toBe('mis-cursos');
    expect(
      sectionFrom(new URLSearchParams('seccion=material'), COURSE_SECTIONS, DEFAULT_COURSE_SECTION),
    ).toBe('material');
  });

  it('writes the default section as no search at all', () => {
    expect(sectionSearch('mis-cursos', DEFAULT_PANEL_SECTION)).toBe('');
    expect(sectionSearch('mensajes', DEFAULT_PANEL_SECTION)).toBe('?seccion=mensajes');
  });

  it('names the sections as the spec does', () => {
    expect(PANEL_SECTIONS.map((s) => s.title)).toEqual([
      'Mis cursos',
      'Mis estudiantes',
      'Clases de la semana',
      'Tareas entregadas',
      'Mensajes',
    ]);
    expect(COURSE_SECTIONS.map((s) => s.title)).toEqual([
      'Estudiantes',
      'Material del Curso',
      'Actividades del Curso',
      'Horario y clases',
    ]);
  });
});

describe('messagePath', () => {
  it('opens the messages section on a student and a course, as the section reads them', () => {
    expect(messagePath(7, 3)).toBe('/teacher?seccion=mensajes&para=7&curso=3');
  });
});
