import type { TestAnswer } from '@aula/forms';
import { courseListSchema, courseSchema } from './contract/course';
import {
  studentActivityListSchema,
  studentActivityResultListSchema,
  studentEnrolResponseSchema,
  studentMaterialListSchema,
  studentQuestionListSchema,
  studentTaskSubmissionResponseSchema,
  studentTestResultSchema,
} from './contract/student';
import { ApiError, type ClientOptions, NotAuthenticatedError, type Requester } from './request';

export interface TaskUpload {
  username: string;
  textAnswer: string;
  file: Blob & { name?: string };
}

export interface UploadOptions {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The part of XMLHttpRequest an upload uses; tests pass a stand-in. */
export type XhrConstructor = new () => Pick<
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

export interface StudentApiOptions extends Pick<ClientOptions, 'baseUrl' | 'getToken'> {
  XMLHttpRequest?: XhrConstructor;
}

function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
}

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload progress, with the requester's
 * semantics: 'Usuario no autenticado' without a token, an ApiError with status and body on a non-OK answer,
 * parsed JSON otherwise. An abort rejects with a DOMException named AbortError, like fetch.
 */
function postFormWithProgress(
  url: string,
  form: FormData,
  { getToken, Xhr }: { getToken: () => string | null; Xhr: XhrConstructor | undefined },
  { onProgress, signal }: UploadOptions,
): Promise<unknown> {
  const token = getToken();
  if (!token) return Promise.reject(new NotAuthenticatedError());
  const Constructor = Xhr ?? (globalThis.XMLHttpRequest as XhrConstructor | undefined);
  if (!Constructor) return Promise.reject(new Error('XMLHttpRequest no está disponible.'));
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Envío cancelado', 'AbortError'));
      return;
    }
    const xhr = new Constructor();
    xhr.open('POST', url);
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
    // A network failure: fetch rejects with a TypeError, so does this.
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

/** The student calls of spec section 7; every answer is checked against the contract. */
export function studentApi(request: Requester, options: StudentApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const getToken = options.getToken ?? storedToken;
  const id = (value: number | string) => encodeURIComponent(String(value));

  return {
    courses: async () => courseListSchema.parse(await request('/student/courses')),
    availableCourses: async () => courseListSchema.parse(await request('/student/available-courses')),
    enroll: async (courseId: number) =>
      studentEnrolResponseSchema.parse(await request(`/student/enroll/${id(courseId)}`, { method: 'POST' })),
    course: async (courseId: number) => courseSchema.parse(await request(`/student/course/${id(courseId)}`)),
    activities: async (courseId: number) =>
      studentActivityListSchema.parse(await request(`/student/course/${id(courseId)}/activity`)),
    materials: async (courseId: number) =>
      studentMaterialListSchema.parse(await request(`/student/course/${id(courseId)}/material`)),
    downloadMaterial: (courseId: number, filename: string) =>
      request<Blob>(`/student/course/${id(courseId)}/material/download/${id(filename)}`, { file: true }),
    activityResults: async () =>
      studentActivityResultListSchema.parse(await request('/student/activity-results')),
    questions: async (activityId: number) =>
      studentQuestionListSchema.parse(await request(`/student/activity/${id(activityId)}/questions`)),
    submitTest: async (activityId: number, answers: TestAnswer[]) =>
      studentTestResultSchema.parse(
        await request(`/student/activity/${id(activityId)}/submit-test`, {
          method: 'POST',
          body: { answers },
        }),
      ),
    submitTask: async (activityId: number, upload: TaskUpload, uploadOptions: UploadOptions = {}) => {
      const form = new FormData();
      // Text fields first: the server reads the parts in order and checks them before storing the file.
      form.append('username', upload.username);
      form.append('textAnswer', upload.textAnswer);
      form.append('file', upload.file, upload.file.name ?? 'archivo');
      const answer = await postFormWithProgress(
        `${baseUrl}/student/activity/${id(activityId)}/submit-task`,
        form,
        { getToken, Xhr: options.XMLHttpRequest },
        uploadOptions,
      );
      return studentTaskSubmissionResponseSchema.parse(answer);
    },
  };
}

export type StudentApi = ReturnType<typeof studentApi>;
