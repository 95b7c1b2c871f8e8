import { describe, expect, it } from 'vitest';
import { appPagePaths, appPaths } from './app-paths';

/** Whether a built address is one a route pattern answers ('/student/course/3' and '/student/course/:id'). */
function answers(pattern: string, address: string): boolean {
  const wanted = pattern.split('/');
  const got = address.split('/');
  return (
    wanted.length === got.length &&
    wanted.every((part, i) => (part.startsWith(':') ? /^[^/]+$/.test(got[i] ?? '') : part === got[i]))
  );
}

describe('appPaths', () => {
  it('builds each page address from its ids', () => {
    expect(appPaths.enrol(7)).toBe('/inscribirse/7');
    expect(appPaths.teacherCourse(12)).toBe('/teacher/course/12');
    expect(appPaths.studentCourse(12)).toBe('/student/course/12');
    expect(appPaths.notificationsUnsubscribe('abc')).toBe('/notificaciones/baja/abc');
  });

  it("puts an e-mail link's token, and the page to come back to, in the query", () => {
    expect(appPaths.verify('a b/c')).toBe('/verify?token=a%20b%2Fc');
    expect(appPaths.verify('tok', '/inscribirse/4')).toBe('/verify?token=tok&next=%2Finscribirse%2F4');
    expect(appPaths.verify('tok', null)).toBe('/verify?token=tok');
    expect(appPaths.resetPassword('tok')).toBe('/reset-password?token=tok');
    expect(appPaths.confirmEmail('tok')).toBe('/confirm-email?token=tok');
  });

  it('opens a task or a test page', () => {
    expect(appPaths.studentActivity({ id: 9, courseId: 3, type: 'TASK' })).toBe('/student/course/3/task/9');
    expect(appPaths.studentActivity({ id: 9, courseId: 3, type: 'TEST' })).toBe('/student/course/3/test/9');
  });

  it('builds only addresses that a declared page answers', () => {
    const built = [
      appPaths.enrol(1),
      appPaths.teacherCourse(1),
      appPaths.studentCourse(1),
      appPaths.studentActivity({ id: 2, courseId: 1, type: 'TASK' }),
      appPaths.studentActivity({ id: 2, courseId: 1, type: 'TEST' }),
      appPaths.notificationsUnsubscribe('token'),
      appPaths.verify('token', '/student'),
      appPaths.resetPassword('token'),
      appPaths.confirmEmail('token'),
    ];
    const unanswered = built
      .map((address) => address.split('?')[0] ?? '')
      .filter((address) => !appPagePaths.some((pattern) => answers(pattern, address)));
    expect(unanswered).toEqual([]);
    expect(answers('/student/course/:id', '/student/course/1/task/2')).toBe(false);
  });

  it('declares each page once', () => {
    expect(new Set(appPagePaths).size).toBe(appPagePaths.length);
  });
});
