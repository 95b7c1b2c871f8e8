import { studentEndpoints as student } from '@aula/contract';
import type { TestAnswer } from '@aula/forms';
import { endpointCalls, urlOf } from './call';
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
  const { send, call } = endpointCalls(request);

  return {
    courses: () => call(student.courses),
    availableCourses: () => call(student.availableCourses),
    enroll: (courseId: number) => call(student.enroll, { params: { courseId } }),
    course: (courseId: number) => call(student.course, { params: { id: courseId } }),
    activities: (courseId: number) => call(student.activities, { params: { id: courseId } }),
    materials: (courseId: number) => call(student.materials, { params: { id: courseId } }),
    downloadMaterial: (courseId: number, filename: string) =>
      send<Blob>(student.downloadMaterial, { params: { id: courseId, filename }, file: true }),
    activityResults: () => call(student.activityResults),
    questions: (activityId: number) => call(student.questions, { params: { id: activityId } }),
    submitTest: (activityId: number, answers: TestAnswer[]) =>
      call(student.submitTest, { params: { id: activityId }, body: { answers } }),
    submitTask: async (activityId: number, upload: TaskUpload, uploadOptions: UploadOptions = {}) => {
      const form = new FormData();
      // Text fields first: the server reads the parts in order and checks them before storing the file.
      form.append('username', upload.username);
      form.append('textAnswer', upload.textAnswer);
      form.append('file', upload.file, upload.file.name ?? 'archivo');
      const answer = await sendFormWithProgress(
        student.submitTask.method,
        urlOf(baseUrl, student.submitTask, { id: activityId }),
        form,
        { getToken, Xhr: options.XMLHttpRequest },
        uploadOptions,
      );
      return student.submitTask.responses[201].parse(answer);
    },
  };
}

export type StudentApi = ReturnType<typeof studentApi>;
