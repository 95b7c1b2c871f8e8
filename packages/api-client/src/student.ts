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
import { type ClientOptions, type Requester, storedToken } from './request';
import { sendFormWithProgress, type UploadOptions, type XhrConstructor } from './upload';

export interface TaskUpload {
  username: string;
  textAnswer: string;
  file: Blob & { name?: string };
}

export type { UploadOptions, XhrConstructor };

export interface StudentApiOptions extends Pick<ClientOptions, 'baseUrl' | 'getToken'> {
  XMLHttpRequest?: XhrConstructor;
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
      const answer = await sendFormWithProgress(
        'POST',
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
