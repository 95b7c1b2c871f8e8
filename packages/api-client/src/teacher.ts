import { teacherEndpoints as teacher } from '@aula/contract';
import type {
  CreateActivityPayload,
  CreateCourseInput,
  CreateTestPayload,
  EvaluationInput,
  UpdateActivityPayload,
  UpdateTestPayload,
} from '@aula/forms';
import { endpointCalls, urlOf } from './call';
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
  const { send, call } = endpointCalls(request);

  return {
    courses: () => call(teacher.courses),
    createCourse: (payload: CreateCourseInput, teacherUsername: string) =>
      call(teacher.createCourse, { body: payload, query: { teacherUsername } }),
    students: () => call(teacher.students),
    activityResults: () => call(teacher.activityResults),
    evaluate: (activityId: number, studentUsername: string, payload: EvaluationInput) =>
      call(teacher.evaluate, { params: { activityId }, body: payload, query: { username: studentUsername } }),
    /** The submitted file of a result (the course's teacher or the student who sent it). */
    downloadResult: (activityResultId: number) =>
      send<Blob>(teacher.downloadResult, { params: { id: activityResultId }, file: true }),

    course: (courseId: number) => call(teacher.course, { params: { id: courseId } }),
    courseStudents: (courseId: number) => call(teacher.courseStudents, { params: { id: courseId } }),

    materials: (courseId: number) => call(teacher.materials, { params: { courseId } }),
    downloadMaterial: (courseId: number, filename: string) =>
      send<Blob>(teacher.downloadMaterial, { params: { id: courseId, filename }, file: true }),
    addMaterial: async (courseId: number, upload: MaterialUpload, uploadOptions?: MaterialUploadOptions) =>
      teacher.addMaterial.responses[201].parse(
        await sendFormWithProgress(
          teacher.addMaterial.method,
          urlOf(baseUrl, teacher.addMaterial, { courseId }),
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
      teacher.updateMaterial.responses[200].parse(
        await sendFormWithProgress(
          teacher.updateMaterial.method,
          urlOf(baseUrl, teacher.updateMaterial, { id: materialId }, { teacherUsername }),
          materialForm(upload),
          xhr,
          uploadOptions,
        ),
      ),
    deleteMaterial: (materialId: number) => call(teacher.deleteMaterial, { params: { id: materialId } }),

    activities: (courseId: number) => call(teacher.activities, { params: { courseId } }),
    createActivity: (courseId: number, payload: CreateActivityPayload) =>
      call(teacher.createActivity, { params: { courseId }, body: payload }),
    updateActivity: (activityId: number, payload: UpdateActivityPayload) =>
      call(teacher.updateActivity, { params: { activityId }, body: payload }),
    deleteActivity: (activityId: number) => call(teacher.deleteActivity, { params: { activityId } }),

    test: (activityId: number) => call(teacher.test, { params: { activityId } }),
    createTest: (courseId: number, payload: CreateTestPayload) =>
      call(teacher.createTest, { params: { courseId }, body: payload }),
    updateTest: (activityId: number, payload: UpdateTestPayload) =>
      call(teacher.updateTest, { params: { activityId }, body: payload }),
    /** An audio prompt or a matching picture for a question; its `file` goes in the question. */
    uploadTestMedia: async (
      courseId: number,
      file: Blob & { name?: string },
      uploadOptions?: UploadOptions,
    ) => {
      const form = new FormData();
      form.append('file', file, file.name ?? 'archivo');
      return teacher.uploadTestMedia.responses[201].parse(
        await sendFormWithProgress(
          teacher.uploadTestMedia.method,
          urlOf(baseUrl, teacher.uploadTestMedia, { courseId }),
          form,
          xhr,
          uploadOptions,
        ),
      );
    },
    /** A test's audio or picture, or a student's recording (the last segment of its recordingUrl). */
    testMedia: (activityId: number, file: string) =>
      send<Blob>(teacher.testMedia, { params: { activityId, file }, file: true }),
  };
}

export type TeacherApi = ReturnType<typeof teacherApi>;
