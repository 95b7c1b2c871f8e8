import { expect, test } from '@playwright/test';
import { bearer, createVerifiedUser, openAs } from './support/api';
import { approvedCourseWithWork } from './support/student';
import { enrol } from './support/teacher';

/** What the browser does when the person comes back to the tab (decision 090: refetch on focus). */
async function leaveAndComeBack(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    setVisibility('hidden');
    setVisibility('visible');
  });
}

test('a course page refreshes its activities when its tab regains focus, without a reload', async ({
  page,
  request,
}) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const course = await approvedCourseWithWork(request, teacher);
  const { session: student } = await createVerifiedUser(request, 'STUDENT');
  await enrol(request, student, course.courseId);

  // Without the live stream (e2e/notifications.spec.ts covers it), so only the return to the tab can refresh.
  await page.route('**/api/notifications/stream**', (route) => route.abort());
  await openAs(page, student, `/student/course/${course.courseId}`);
  const pending = page.getByRole('heading', { name: /Actividades pendientes/ });
  await expect(pending).toContainText('(2)');
  // Survives only as long as the document does: a reload would drop it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Meanwhile the teacher adds an activity (another tab, another person: the server is all they share).
  const added = await request.post(`/api/teacher/course/${course.courseId}/activity`, {
    headers: bearer(teacher),
    data: {
      title: 'Lectura: un día en Madrid',
      description: 'Lee el texto y resume las ideas principales.',
      type: 'TASK',
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  // Nothing polls, and the stream is cut: the page still shows what it loaded.
  await expect(pending).toContainText('(2)');
  await expect(page.getByRole('link', { name: /Lectura: un día en Madrid/ })).toHaveCount(0);

  await leaveAndComeBack(page);

  await expect(page.getByRole('link', { name: /Lectura: un día en Madrid/ })).toBeVisible();
  await expect(pending).toContainText('(3)');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
