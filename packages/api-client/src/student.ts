import { studentEndpoints as student } from '@aula/contract';
import type { AnswerDraft, TestAnswer } from '@aula/forms';
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

/** MediaRecorder's blobs have no name: the server decides the format by the extension (then magic bytes). */
function recordingName(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim();
  const ext = { 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/mpeg': 'mp3' }[type ?? ''] ?? 'webm';
  return `grabacion.${ext}`;
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
    /** The student's own submitted test, question by question (decision 163). */
    review: (activityId: number) => call(student.review, { params: { id: activityId } }),
    /** The draft of answers saved as you go (decision 142). */
    answers: (activityId: number) => call(student.answers, { params: { id: activityId } }),
    saveAnswers: (activityId: number, draft: AnswerDraft) =>
      call(student.saveAnswers, { params: { id: activityId }, body: draft }),
    uploadRecording: async (
      activityId: number,
      questionId: number,
      recording: Blob & { name?: string },
      uploadOptions: UploadOptions = {},
    ) => {
      const form = new FormData();
      form.append('file', recording, recording.name ?? recordingName(recording.type));
      const answer = await sendFormWithProgress(
        student.uploadRecording.method,
        urlOf(baseUrl, student.uploadRecording, { id: activityId, questionId }),
        form,
        { getToken, Xhr: options.XMLHttpRequest },
        uploadOptions,
      );
      return student.uploadRecording.responses[201].parse(answer);
    },
    /** A test's audio or picture, or the student's own recording: `file` is the last segment of its url. */
    media: (activityId: number, file: string) =>
      send<Blob>(student.media, { params: { id: activityId, file }, file: true }),
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
