import type { CatalogueCourse } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import {
  catalogueCopy,
  cataloguePageFilters,
  courseDescription,
  datesText,
  placesText,
  timetableText,
} from './catalogue';

const course: CatalogueCourse = {
  id: 3,
  path: '/cursos/3-ingles-b2',
  name: 'Inglés B2',
  description: 'Reuniones, correos profesionales y presentaciones en inglés para el trabajo.',
  level: 'B2',
  type: 'GRUPAL',
  language: 'en',
  teacherName: 'James Wilson',
  startDate: '2026-12-01',
  endDate: '2027-01-31',
  timetable: [
    { weekday: 2, startTime: '19:00', durationMinutes: 60 },
    { weekday: 4, startTime: '19:00', durationMinutes: 60 },
  ],
  seats: 15,
  seatsLeft: 12,
};

describe('how a course reads in the catalogue', () => {
  it('gives its dates in Spanish, or what is known of them', () => {
    expect(datesText(course)).toBe('Del 1 de diciembre de 2026 al 31 de enero de 2027');
    expect(datesText({ startDate: '2026-12-01', endDate: null })).toBe('Desde el 1 de diciembre de 2026');
    expect(datesText({ startDate: null, endDate: null })).toBe('Fechas por confirmar');
  });

  it('sums up the weekly timetable', () => {
    expect(timetableText(course)).toBe('martes y jueves, 19:00 (60 min)');
    expect(
      timetableText({
        type: 'GRUPAL',
        timetable: [
          { weekday: 2, startTime: '10:00', durationMinutes: 60 },
          { weekday: 6, startTime: '11:00', durationMinutes: 90 },
        ],
      }),
    ).toBe('martes 10:00 (60 min); sábado 11:00 (90 min)');
    expect(timetableText({ type: 'INTENSIVO', timetable: [] })).toBe('Horario por confirmar');
    expect(timetableText({ type: 'FLEXIBLE', timetable: [] })).toBe(
      'Reservas tus clases en las franjas abiertas',
    );
  });

  it('says the places left, a full course, and the flexible format in words', () => {
    expect(placesText(course)).toBe('Quedan 12 plazas de 15');
    expect(placesText({ seats: 3, seatsLeft: 1 })).toBe('Queda 1 plaza de 3');
    expect(placesText({ seats: 3, seatsLeft: 0 })).toBe('Completo');
    expect(placesText({ seats: null, seatsLeft: null })).toBe(
      'Sin límite de plazas: cada clase tiene su propio aforo',
    );
  });

  it('keeps the meta description of a course page within 160 characters', () => {
    expect(courseDescription(course)).toBe(
      'Curso de inglés B2, modalidad grupal, en Aula. Reuniones, correos profesionales y presentaciones en inglés para el trabajo.',
    );
    const long = courseDescription({ ...course, description: 'palabra '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('has copy for every catalogue page of the table, each with its own filter', () => {
    expect(Object.keys(catalogueCopy()).sort()).toEqual(Object.keys(cataloguePageFilters).sort());
    expect(cataloguePageFilters['/idiomas/aleman']).toEqual({ language: 'de' });
    expect(cataloguePageFilters['/cursos/grupal']).toEqual({ type: 'GRUPAL' });
  });
});
