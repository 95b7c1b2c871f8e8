import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { bearer, type Session } from './api';

/** A minimal valid PDF (it starts with the %PDF magic bytes the server checks). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The administrator approves a course: PUT /api/admin/approve-course/{id}. */
export async function approveCourse(request: APIRequestContext, admin: Session, courseId: number) {
  const response = await request.put(`/api/admin/approve-course/${courseId}`, { headers: bearer(admin) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A student enrols: POST /api/student/enroll/{id}. */
export async function enrol(request: APIRequestContext, student: Session, courseId: number) {
  const response = await request.post(`/api/student/enroll/${courseId}`, { headers: bearer(student) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A student hands in a task with a file: POST /api/student/activity/{id}/submit-task (multipart). */
export async function submitTask(
  request: APIRequestContext,
  student: Session,
  activityId: number,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post(`/api/student/activity/${activityId}/submit-task`, {
    headers: bearer(student),
    multipart: { username: student.username, textAnswer: 'Mi redacción sobre las vacaciones.', file },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The teacher's activities of a course, to find one by title. */
export async function activityByTitle(
  request: APIRequestContext,
  teacher: Session,
  courseId: number,
  title: string,
) {
  const response = await request.get(`/api/teacher/course/${courseId}/activity`, {
    headers: bearer(teacher),
  });
  expect(response.status()).toBe(200);
  const activities = (await response.json()) as { id: number; title: string; type: string }[];
  const activity = activities.find((a) => a.title === title);
  if (!activity) throw new Error(`No activity titled ${title}`);
  return activity;
}

/** A date some days from now as a datetime-local value. */
export function localDateTime(daysFromNow: number, time = '18:00'): string {
  const date = new Date(Date.now() + daysFromNow * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${time}`;
}

export function localDate(daysFromNow: number): string {
  return localDateTime(daysFromNow).slice(0, 10);
}
