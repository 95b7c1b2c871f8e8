import { attendanceEndpoints, type Course, type StudentActivity } from '@aula/api-client';
import type { TestRunnerAnswer } from '@aula/ui/test-runner';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/student';
import { serverMessage, statusOf } from '../../api-errors';
import { studentKeys } from '../../server-state/query-keys';
import { saveBlob } from '../../shell/save-blob';
import type { UpcomingActivity } from '../../upcoming/upcoming';
import { STUDENT_ERRORS } from './student-errors';

/**
 * The student area's server state: one loader per thing shown, next to the api-client call it wraps, keyed
 * by `studentKeys`. A change invalidates the keys it touched (docs/decisions/090, 171).
 */
export { studentKeys };

/** A route id that did not parse: the page shows its error state without asking the server. */
function invalid(message = 'invalid'): Promise<never> {
  return Promise.reject(new Error(message));
}

export type UpcomingItem = UpcomingActivity & StudentActivity;

/** The activities of every course in progress, for the upcoming-activities dropdown. */
async function loadUpcoming(courses: Course[]): Promise<UpcomingItem[]> {
  const inProgress = courses.filter((course) => !course.completed);
  const lists = await Promise.all(
    inProgress.map(async (course) =>
      (await api.student.activities(course.id)).map((activity) => ({ ...activity, courseName: course.name })),
    ),
  );
  return lists.flat();
}

/**
 * 'Inscribirse' from a course's public page (decision 143): enrols unless the student already is. It runs
 * before the signed-in layout, so without the query client: the course page it lands on loads afresh.
 */
export async function enrolUnlessEnrolled(courseId: number): Promise<void> {
  const mine = await api.student.courses();
  if (!mine.some((each) => each.id === courseId)) await api.student.enroll(courseId);
}

/** A hand-in (task or test) completes an activity: its course's lists, the grades and the header change. */
export function handInKeys(courseId: number | null) {
  return [studentKeys.activities(courseId), studentKeys.results(), studentKeys.upcoming()];
}

export const studentQueries = {
  courses: () => queryOptions({ queryKey: studentKeys.courses(), queryFn: () => api.student.courses() }),
  availableCourses: () =>
    queryOptions({ queryKey: studentKeys.availableCourses(), queryFn: () => api.student.availableCourses() }),
  results: () =>
    queryOptions({ queryKey: studentKeys.results(), queryFn: () => api.student.activityResults() }),
  /** Built on the loaded course list, so it runs only once that list is there. */
  upcoming: (courses: Course[] | undefined) =>
    queryOptions({
      queryKey: studentKeys.upcomingOf(courses?.map((course) => course.id) ?? []),
      queryFn: () => loadUpcoming(courses ?? []),
      enabled: courses !== undefined,
    }),
  /** The attendance rate in each course (decision 137). */
  attendance: () =>
    queryOptions({
      queryKey: studentKeys.attendance(),
      queryFn: () => api.call(attendanceEndpoints.studentAttendance),
    }),
  course: (courseId: number | null) =>
    queryOptions({
      queryKey: studentKeys.course(courseId),
      queryFn: () => (courseId ? api.student.course(courseId) : invalid()),
    }),
  activities: (courseId: number | null) =>
    queryOptions({
      queryKey: studentKeys.activities(courseId),
      queryFn: () => (courseId ? api.student.activities(courseId) : invalid(STUDENT_ERRORS.invalidCourse)),
    }),
  materials: (courseId: number | null) =>
    queryOptions({
      queryKey: studentKeys.materials(courseId),
      queryFn: () => (courseId ? api.student.materials(courseId) : invalid()),
    }),
  questions: (activityId: number | null) =>
    queryOptions({
      queryKey: studentKeys.questions(activityId),
      queryFn: () =>
        activityId ? api.student.questions(activityId) : invalid(t`Parámetros de URL inválidos`),
      // The runner keeps the answers in its own state: a refetch mid-test would only flash the page.
      refetchOnWindowFocus: false,
    }),
  review: (activityId: number | null) =>
    queryOptions({
      queryKey: studentKeys.review(activityId),
      queryFn: () => (activityId ? api.student.review(activityId) : invalid(t`Parámetros de URL inválidos`)),
    }),
  /** A test's stored file (the student's own recording): fetched with the session token, never changing. */
  media: (activityId: number | null, file: string) =>
    queryOptions({
      queryKey: studentKeys.media(activityId, file),
      queryFn: () =>
        activityId ? api.student.media(activityId, file) : invalid(t`Parámetros de URL inválidos`),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The answers saved as the student went: read once when the test opens, never cached. */
  draft: (activityId: number | null) =>
    queryOptions({
      queryKey: studentKeys.draft(activityId),
      queryFn: () => (activityId ? api.student.answers(activityId) : invalid(t`Parámetros de URL inválidos`)),
      refetchOnWindowFocus: false,
      gcTime: 0,
    }),
};

/**
 * 'Inscribirse' in the panel: the new course joins 'Mis cursos' and the upcoming activities. The available
 * list is only marked stale: the panel hides the course itself meanwhile, and a refetch would flash it.
 */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => api.student.enroll(courseId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentKeys.courses() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.upcoming() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.availableCourses(), refetchType: 'none' });
    },
  });
}

/** A material's file, handed to the browser as a download (it is served with the session token). */
export function useDownloadMaterial(courseId: number | null) {
  return useMutation({
    mutationFn: async (material: {
      id: number;
      filename: string;
      title: string;
      originalName: string | null;
    }) => {
      if (!courseId) throw new Error('invalid');
      saveBlob(
        await api.student.downloadMaterial(courseId, material.filename),
        material.originalName ?? material.title,
      );
    },
  });
}

/**
 * A task's hand-in with its file. Its lists are marked stale, not refetched: the page under the confirmation
 * keeps showing the task. Sent even without a connection, so a failure shows at once instead of waiting.
 */
export function useSubmitTask(courseId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      activityId,
      onProgress,
      ...upload
    }: {
      activityId: number;
      username: string;
      textAnswer: string;
      file: File;
      onProgress: (fraction: number) => void;
    }) => api.student.submitTask(activityId, upload, { onProgress }),
    networkMode: 'always',
    onSuccess: () => {
      for (const queryKey of handInKeys(courseId)) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}

/**
 * A test's answers, graded by the server. A 409 with the server's sentence (closed at its due date, or already
 * taken: decision 103) changes the lists too: an already-taken test shows its stored result once they are fresh.
 */
export function useSubmitTest(activityId: number | null, courseId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of handInKeys(courseId)) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: (answers: TestRunnerAnswer[]) =>
      activityId ? api.student.submitTest(activityId, answers) : invalid(t`Parámetros de URL inválidos`),
    networkMode: 'always',
    onSuccess: refresh,
    onError: (error) => {
      if (statusOf(error) === 409 && serverMessage(error)) refresh();
    },
  });
}

/**
 * The test's answers so far (decision 142). A plain call, not a mutation: the draft saver keeps its own queue
 * and must see a failure when the browser is offline, where a mutation would wait.
 */
export function saveDraft(activityId: number, snapshot: { answers: TestRunnerAnswer[]; revision: number }) {
  return api.student.saveAnswers(activityId, snapshot);
}

/** A spoken answer's recording, uploaded as soon as it is made; the runner shows its progress. */
export function useUploadRecording(activityId: number) {
  return useMutation({
    mutationFn: ({
      questionId,
      file,
      onProgress,
    }: {
      questionId: number;
      file: File;
      onProgress: (fraction: number) => void;
    }) => api.student.uploadRecording(activityId, questionId, file, { onProgress }),
    networkMode: 'always',
  });
}
