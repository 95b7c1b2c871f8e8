import type {
  CreateActivityPayload,
  CreateCourseInput,
  CreateTestPayload,
  EvaluationInput,
  UpdateActivityPayload,
  UpdateTestPayload,
} from '@aula/forms';
import { messageResponseSchema } from './contract/auth';
import { courseListSchema, courseSchema } from './contract/course';
import {
  teacherActivityListSchema,
  teacherActivityResultListSchema,
  teacherActivityResultSchema,
  teacherActivitySchema,
  teacherCourseStudentListSchema,
  teacherMaterialListSchema,
  teacherMaterialSchema,
  teacherStudentListSchema,
  teacherTestSchema,
} from './contract/teacher';
import { type ClientOptions, type Requester, storedToken } from './request';
import { sendFormWithProgress, type UploadOptions, type XhrConstructor } from './upload';

/** The fields of the material upload and edit (multipart: title, youtubeLink, optional file). */
export interface MaterialUpload {
  title: string;
  youtubeLink: string;
  file?: (Blob & { name?: string }) | null;
}

/** Upload options and the XMLHttpRequest stand-in, shared with the student's task upload. */
export type MaterialUploadOptions = UploadOptions;
export type TeacherXhr = XhrConstructor;

export interface TeacherApiOptions extends Pick<ClientOptions, 'baseUrl' | 'getToken'> {
  XMLHttpRequest?: TeacherXhr;
}

function materialForm({ title, youtubeLink, file }: MaterialUpload): FormData {
  const form = new FormData();
  // Text fields first, the file last: the server streams the file and has the fields by then.
  form.append('title', title);
  form.append('youtubeLink', youtubeLink);
  if (file) form.append('file', file, file.name ?? 'archivo');
  return form;
}

/** The teacher calls of spec section 7; every answer is checked against the contract. */
export function teacherApi(request: Requester, options: TeacherApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const xhr = { getToken: options.getToken ?? storedToken, Xhr: options.XMLHttpRequest };
  const id = (value: number | string) => encodeURIComponent(String(value));

  return {
    courses: async () => courseListSchema.parse(await request('/teacher/courses')),
    createCourse: async (payload: CreateCourseInput, teacherUsername: string) =>
      courseSchema.parse(
        await request('/teacher/create-course', {
          method: 'POST',
          body: payload,
          query: { teacherUsername },
        }),
      ),
    students: async () => teacherStudentListSchema.parse(await request('/teacher/students')),
    activityResults: async () =>
      teacherActivityResultListSchema.parse(await request('/teacher/activity-results')),
    evaluate: async (activityId: number, studentUsername: string, payload: EvaluationInput) =>
      teacherActivityResultSchema.parse(
        await request(`/teacher/activity/${id(activityId)}/evaluate`, {
          method: 'POST',
          body: payload,
          query: { username: studentUsername },
        }),
      ),
    /** The submitted file of a result (the course's teacher or the student who sent it). */
    downloadResult: (activityResultId: number) =>
      request<Blob>(`/activity-result/${id(activityResultId)}/download`, { file: true }),

    course: async (courseId: number) => courseSchema.parse(await request(`/teacher/course/${id(courseId)}`)),
    courseStudents: async (courseId: number) =>
      teacherCourseStudentListSchema.parse(await request(`/teacher/course/${id(courseId)}/students`)),

    materials: async (courseId: number) =>
      teacherMaterialListSchema.parse(await request(`/teacher/course/${id(courseId)}/material`)),
    downloadMaterial: (courseId: number, filename: string) =>
      request<Blob>(`/teacher/course/${id(courseId)}/material/download/${id(filename)}`, { file: true }),
    addMaterial: async (courseId: number, upload: MaterialUpload, uploadOptions?: MaterialUploadOptions) =>
      teacherMaterialSchema.parse(
        await sendFormWithProgress(
          'POST',
          `${baseUrl}/teacher/course/${id(courseId)}/add-material`,
          materialForm(upload),
          xhr,
          uploadOptions,
        ),
      ),
    updateMaterial: async (
      materialId: number,
      teacherUsername: string,
      upload: MaterialUpload,
      uploadOptions?: MaterialUploadOptions,
    ) =>
      teacherMaterialSchema.parse(
        await sendFormWithProgress(
          'PUT',
          `${baseUrl}/teacher/material/${id(materialId)}?teacherUsername=${encodeURIComponent(teacherUsername)}`,
          materialForm(upload),
          xhr,
          uploadOptions,
        ),
      ),
    deleteMaterial: async (materialId: number) =>
      messageResponseSchema.parse(await request(`/teacher/material/${id(materialId)}`, { method: 'DELETE' })),

    activities: async (courseId: number) =>
      teacherActivityListSchema.parse(await request(`/teacher/course/${id(courseId)}/activity`)),
    createActivity: async (courseId: number, payload: CreateActivityPayload) =>
      teacherActivitySchema.parse(
        await request(`/teacher/course/${id(courseId)}/activity`, { method: 'POST', body: payload }),
      ),
    updateActivity: async (activityId: number, payload: UpdateActivityPayload) =>
      teacherActivitySchema.parse(
        await request(`/teacher/activity/${id(activityId)}`, { method: 'PUT', body: payload }),
      ),
    deleteActivity: async (activityId: number) =>
      messageResponseSchema.parse(await request(`/teacher/activity/${id(activityId)}`, { method: 'DELETE' })),

    test: async (activityId: number) =>
      teacherTestSchema.parse(await request(`/teacher/test/${id(activityId)}`)),
    createTest: async (courseId: number, payload: CreateTestPayload) =>
      teacherTestSchema.parse(
        await request(`/teacher/course/${id(courseId)}/test`, { method: 'POST', body: payload }),
      ),
    updateTest: async (activityId: number, payload: UpdateTestPayload) =>
      teacherTestSchema.parse(
        await request(`/teacher/test/${id(activityId)}`, { method: 'PUT', body: payload }),
      ),
  };
}

export type TeacherApi = ReturnType<typeof teacherApi>;
