import { describe, expect, it } from 'vitest';
import { coursesOf, filterStudents, groupStudents, initials, type StudentCourseRow } from './students';

const rows: StudentCourseRow[] = [
  { id: 1, name: 'Ana', surname: 'García', username: 'anag', courseId: 10, courseName: 'Inglés B1' },
  { id: 1, name: 'Ana', surname: 'García', username: 'anag', courseId: 11, courseName: 'Alemán A1' },
  { id: 2, name: 'Luis', surname: 'Pérez', username: 'lperez', courseId: 10, courseName: 'Inglés B1' },
  { id: 3, name: 'Élodie', surname: 'Martin', username: 'elo', courseId: 11, courseName: 'Alemán A1' },
];

describe('students of a teacher', () => {
  it('groups the rows by student, keeping every course', () => {
    const students = groupStudents(rows);
    expect(students.map((s) => [s.username, s.courses.map((c) => c.id)])).toEqual([
      ['anag', [10, 11]],
      ['lperez', [10]],
      ['elo', [11]],
    ]);
  });

  it('searches name, surname and username, ignoring case and accents', () => {
    const students = groupStudents(rows);
    const find = (query: string) => filterStudents(students, { query }).map((s) => s.username);
    expect(find('garcia')).toEqual(['anag']);
    expect(find('LPER')).toEqual(['lperez']);
    expect(find('elodie')).toEqual(['elo']);
    expect(find('ana garc')).toEqual(['anag']);
    expect(find('')).toEqual(['anag', 'lperez', 'elo']);
    expect(find('nadie')).toEqual([]);
  });

  it('filters by course', () => {
    const students = groupStudents(rows);
    expect(filterStudents(students, { courseId: 11 }).map((s) => s.username)).toEqual(['anag', 'elo']);
    expect(filterStudents(students, { courseId: 11, query: 'mart' }).map((s) => s.username)).toEqual(['elo']);
  });

  it('makes initials for the avatar', () => {
    expect(initials('Ana', 'García')).toBe('AG');
    expect(initials(' élodie ', 'martin')).toBe('ÉM');
    expect(initials('', '')).toBe('?');
  });

  it('lists the courses for the filter by name', () => {
    expect(coursesOf(rows)).toEqual([
      { id: 11, name: 'Alemán A1' },
      { id: 10, name: 'Inglés B1' },
    ]);
  });
});
