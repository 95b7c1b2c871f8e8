import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_NAMES, ACTIVITY_TYPES } from './activities';
import {
  COURSE_LEVELS,
  COURSE_STATUS_NAMES,
  COURSE_STATUSES,
  COURSE_TYPE_NAMES,
  COURSE_TYPES,
} from './courses';
import { LANGUAGE_NAMES, LANGUAGES } from './languages';
import { ROLE_NAMES, ROLES } from './roles';

describe('the domain words', () => {
  it('lists every level, language, role, course type and status and activity type once, in order', () => {
    expect(COURSE_LEVELS).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(LANGUAGES).toEqual(['en', 'es', 'de', 'fr']);
    expect(ROLES).toEqual(['ADMIN', 'TEACHER', 'STUDENT']);
    expect(COURSE_TYPES).toEqual(['INTENSIVO', 'GRUPAL', 'FLEXIBLE']);
    expect(COURSE_STATUSES).toEqual(['pending', 'active', 'completed']);
    expect(ACTIVITY_TYPES).toEqual(['TASK', 'TEST']);
  });

  it('names each word of a list in Spanish, and nothing else', () => {
    const named: [readonly string[], Record<string, string>][] = [
      [LANGUAGES, LANGUAGE_NAMES],
      [ROLES, ROLE_NAMES],
      [COURSE_TYPES, COURSE_TYPE_NAMES],
      [COURSE_STATUSES, COURSE_STATUS_NAMES],
      [ACTIVITY_TYPES, ACTIVITY_TYPE_NAMES],
    ];
    for (const [words, names] of named) {
      expect(Object.keys(names).sort()).toEqual([...words].sort());
      expect(Object.values(names).every((name) => name.trim().length > 0)).toBe(true);
    }
  });

  it('gives the names the spec shows', () => {
    expect(Object.values(LANGUAGE_NAMES)).toEqual(['Inglés', 'Español', 'Alemán', 'Francés']);
    expect(ROLE_NAMES).toEqual({ ADMIN: 'Administrador', TEACHER: 'Profesor', STUDENT: 'Estudiante' });
    expect(COURSE_TYPE_NAMES).toEqual({ INTENSIVO: 'Intensivo', GRUPAL: 'Grupal', FLEXIBLE: 'Flexible' });
    expect(COURSE_STATUS_NAMES).toEqual({ pending: 'Pendiente', active: 'Activo', completed: 'Finalizado' });
    expect(ACTIVITY_TYPE_NAMES).toEqual({ TASK: 'Ejercicio escrito', TEST: 'Test' });
  });
});
