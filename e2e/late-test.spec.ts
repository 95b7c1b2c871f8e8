import { expect, test } from '@playwright/test';
import { bearer, createVerifiedUser, openAs } from './support/api';
import { approvedCourseWithWork } from './support/student';
import { enrol } from './support/teacher';

test("a test past its due date shows the server's message, not an error dump", async ({ page, request }) => {
  const { session: teacher } = await createVerifiedUser(request, 'TEACHER');
  const course = await approvedCourseWithWork(request, teacher);
  const created = await request.post(`/api/teacher/course/${course.courseId}/test`, {
    headers: bearer(teacher),
    data: {
      title: 'Test ya cerrado',
      description: 'Su plazo terminó ayer.',
      dueDate: new Date(Date.now() - 86_400_000).toISOString(),
      questions: [
        {
          text: 'I ___ a student.',
          options: [
            { text: 'am', correct: true },
            { text: 'is', correct: false },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const closed = (await created.json()) as { id: number };
  const { session: student } = await createVerifiedUser(request, 'STUDENT', 'alumno');
  await enrol(request, student, course.courseId);

  await openAs(page, student, `/student/course/${course.courseId}/test/${closed.id}`);
  await page.getByRole('radio', { name: 'am' }).check();
  await page.getByRole('button', { name: 'Enviar Test (1/1)' }).click();
  await expect(page.getByRole('alert')).toHaveText('El plazo de este test ha terminado.');
  await expect(page.getByRole('radio')).toHaveCount(0);
});
