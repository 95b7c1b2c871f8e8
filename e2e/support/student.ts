import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, bearer, ok, type Session } from './api';

/** A minimal valid PDF: enough for the magic-number checks and for a browser to call it a PDF. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/**
 * A course the way the school makes one: the teacher creates it (pending), the administrator approves it,
 * the teacher adds a PDF material, a written task and a three-question test (the teacher's and the
 * administrator's calls in the spec's "The calls it makes").
 */
export async function approvedCourseWithWork(request: APIRequestContext, teacher: Session) {
  const suffix = Date.now().toString(36);
  const name = `Inglés B1 ${suffix}`;
  const endDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const course = await ok<{ id: number }>(
    await request.post('/api/teacher/create-course', {
      params: { teacherUsername: teacher.username },
      headers: bearer(teacher),
      data: {
        name,
        description: 'Conversación diaria y gramática del pasado para el nivel B1.',
        level: 'B1',
        type: 'INTENSIVO',
        completedAt: endDate,
        approved: false,
        completed: false,
      },
    }),
    201,
  );

  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await ok(await request.put(`/api/admin/approve-course/${course.id}`, { headers: bearer(admin) }));

  await ok(
    await request.post(`/api/teacher/course/${course.id}/add-material`, {
      headers: bearer(teacher),
      multipart: {
        title: 'Vocabulario de la casa',
        youtubeLink: '',
        file: { name: 'vocabulario-casa.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
      },
    }),
    201,
  );

  const due = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const task = await ok<{ id: number }>(
    await request.post(`/api/teacher/course/${course.id}/activity`, {
      headers: bearer(teacher),
      data: {
        title: 'Redacción: mi ciudad',
        description: 'Escribe 150 palabras sobre tu ciudad.',
        type: 'TASK',
        dueDate: due,
      },
    }),
    201,
  );

  const test = await ok<{ id: number }>(
    await request.post(`/api/teacher/course/${course.id}/test`, {
      headers: bearer(teacher),
      data: {
        title: 'Test de pasado simple',
        description: 'Elige la forma correcta.',
        dueDate: due,
        questions: [
          {
            text: 'She ___ to London last year.',
            options: [
              { text: 'go', correct: false },
              { text: 'went', correct: true },
            ],
          },
          {
            text: 'They ___ football yesterday.',
            options: [
              { text: 'played', correct: true },
              { text: 'play', correct: false },
            ],
          },
          {
            text: 'I ___ a letter.',
            options: [
              { text: 'wrote', correct: true },
              { text: 'write', correct: false },
            ],
          },
          {
            text: 'We ___ at home.',
            options: [
              { text: 'was', correct: false },
              { text: 'were', correct: true },
            ],
          },
        ],
      },
    }),
    201,
  );

  return { courseId: course.id, name, taskId: task.id, testId: test.id };
}

/** The teacher grades a student's hand-in of a task (POST /teacher/activity/{id}/evaluate). */
export async function gradeTask(
  request: APIRequestContext,
  teacher: Session,
  activityId: number,
  studentUsername: string,
  score: number,
  feedback: string,
) {
  await ok(
    await request.post(`/api/teacher/activity/${activityId}/evaluate`, {
      params: { username: studentUsername },
      headers: bearer(teacher),
      data: { score, feedback, autoCorrected: false, completed: true, completedAt: new Date().toISOString() },
    }),
  );
}
