import type { CatalogueCourse } from '@aula/api-client';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CourseDetailPage } from './catalogue-page';

const course: CatalogueCourse = {
  id: 7,
  path: '/cursos/7-aleman-intensivo-a1',
  name: 'Alemán intensivo A1',
  description: 'Cinco mañanas a la semana para empezar a hablar alemán desde el primer día.',
  level: 'A1',
  type: 'INTENSIVO',
  language: 'de',
  teacherName: 'Klaus Weber',
  startDate: '2026-12-01',
  endDate: '2026-12-19',
  timetable: [{ weekday: 1, startTime: '09:00', durationMinutes: 120 }],
  seats: 3,
  seatsLeft: 1,
};

const page = (seatsLeft: number) =>
  renderToStaticMarkup(createElement(CourseDetailPage, { course: { ...course, seatsLeft } }));

describe("a course's public page", () => {
  it("offers 'Inscribirse' while places are left", () => {
    expect(page(1)).toContain('href="/inscribirse/7"');
    expect(page(1)).toContain('Queda 1 plaza de 3');
  });

  it('says a full course is full instead of sending the visitor to register for nothing', () => {
    expect(page(0)).not.toContain('/inscribirse/7');
    expect(page(0)).toContain('El curso está completo: ya no quedan plazas libres.');
  });
});
