import { expect, it } from 'vitest';
import { courseStatus } from './course-status';

it('derives the status from approved and completed', () => {
  expect(courseStatus({ approved: false, completed: false })).toBe('pending');
  expect(courseStatus({ approved: true, completed: false })).toBe('active');
  expect(courseStatus({ approved: true, completed: true })).toBe('completed');
  // A finished course is finished even if the approval flag was never set.
  expect(courseStatus({ approved: false, completed: true })).toBe('completed');
});
