import { describe, expect, it } from 'vitest';
import { courseStatusCounts, formatCount, formatShare, languageSeries, totalUsers } from './statistics';

describe('totalUsers', () => {
  it('is teachers plus students', () => {
    expect(totalUsers({ totalTeachers: 6, totalStudents: 10 })).toBe(16);
  });
});

describe('courseStatusCounts', () => {
  it('derives active as total − completed − pending', () => {
    expect(courseStatusCounts({ totalCourses: 12, completedCourses: 3, pendingCourses: 4 })).toEqual({
      active: 5,
      completed: 3,
      pending: 4,
    });
  });

  it('floors active at 0 when the other two exceed the total', () => {
    expect(courseStatusCounts({ totalCourses: 2, completedCourses: 2, pendingCourses: 1 }).active).toBe(0);
  });
});

describe('languageSeries', () => {
  it('pairs each language with its number, 0 when missing', () => {
    expect(languageSeries(['Inglés', 'Español', 'Alemán'], [4, 1])).toEqual([
      { label: 'Inglés', value: 4 },
      { label: 'Español', value: 1 },
      { label: 'Alemán', value: 0 },
    ]);
  });
});

describe('formatCount and formatShare', () => {
  it('groups thousands with a dot, from four digits on', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(100000)).toBe('100.000');
  });

  it('gives whole percentages and 0 % of nothing', () => {
    expect(formatShare(1, 3)).toBe('33 %');
    expect(formatShare(2, 3)).toBe('67 %');
    expect(formatShare(0, 0)).toBe('0 %');
  });
});
