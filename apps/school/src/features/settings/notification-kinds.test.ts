import { describe, expect, it } from 'vitest';
import { kindsForRoles } from './notification-kinds';

describe('kindsForRoles', () => {
  it("lists each role's kinds once, in the contract's order, for accounts with two roles too", () => {
    expect(kindsForRoles(['ADMIN'])).toEqual(['message', 'course-pending']);
    expect(kindsForRoles(['STUDENT', 'TEACHER'])).toEqual([
      'message',
      'course-approved',
      'course-rejected',
      'course-finished',
      'enrolment',
      'hand-in',
      'activity',
      'material',
      'grade',
      'due-tomorrow',
      'timetable',
    ]);
    expect(kindsForRoles([])).toEqual([]);
  });
});
