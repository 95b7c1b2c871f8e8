import { describe, expect, it } from 'vitest';
import { activityPath, teacherName } from './paths';

describe('activityPath', () => {
  it('opens a task or a test page', () => {
    expect(activityPath({ id: 9, courseId: 3, type: 'TASK' })).toBe('/student/course/3/task/9');
    expect(activityPath({ id: 9, courseId: 3, type: 'TEST' })).toBe('/student/course/3/test/9');
  });
});

describe('teacherName', () => {
  it("gives the full name or 'Por asignar'", () => {
    expect(teacherName({ name: 'Marta', surname: 'Ruiz' })).toBe('Marta Ruiz');
    expect(teacherName(null)).toBe('Por asignar');
  });
});
