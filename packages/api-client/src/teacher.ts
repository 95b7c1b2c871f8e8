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
import { ApiError, type ClientOptions, NotAuthenticatedError, type Requester } from './request';

/** The fields of the material upload and edit (multipart: title, youtubeLink, optional file). */
export interface MaterialUpload {
  title: string;
  youtubeLink: string;
  file?: (Blob & { name?: string }) | null;
}

export interface MaterialUploadOptions {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The part of XMLHttpRequest an upload uses; tests pass a stand-in. */
export type TeacherXhr = new () => Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'status'
  | 'responseText'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'onabort'
>;

export interface TeacherApiOptions extends Pick<ClientOptions, 'baseUrl' | 'getToken'> {
  XMLHttpRequest?: TeacherXhr;
}

function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
}

/**
 * Sends a form with XMLHttpRequest (fetch cannot report upload progress) with the requester's semantics:
 * 'Usuario no autenticado' without a token, an ApiError carrying status and body on a non-OK answer, the
 * parsed JSON otherwise; an abort rejects with an AbortError and a network failure with a TypeError, like fetch.
 */
export function sendFormWithProgress(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  { getToken, Xhr }: { getToken: () => string | null; Xhr: TeacherXhr | undefined },
  { onProgress, signal }: MaterialUploadOptions = {},
): Promise<unknown> {
  const token = getToken();
  if (!token) return Promise.reject(new NotAuthenticatedError());
  const Constructor = Xhr ?? (globalThis.XMLHttpRequest as TeacherXhr | undefined);
  if (!Constructor) return Promise.reject(new Error('XMLHttpRequest no está disponible.'));
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Envío cancelado', 'AbortError'));
      return;
    }
    const xhr = new Constructor();
    xhr.open(method, url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText));
        return;
      }
      onProgress?.(1);
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        resolve(xhr.responseText);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Envío cancelado', 'AbortError'));
    };
    xhr.send(form);
  });
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
