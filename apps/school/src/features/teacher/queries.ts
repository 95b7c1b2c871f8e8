import type { TeacherActivityResult, TeacherMaterial } from '@aula/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/teacher';
import { teacherKeys } from '../../server-state/query-keys';
import { saveBlob } from '../../shell/save-blob';
import type { CourseFormValues } from './panel/course-form/course-form';

/**
 * The teacher area's server state: one loader per thing shown, next to the api-client call it wraps, keyed
 * by `teacherKeys`. A change invalidates the keys it touched (docs/decisions/090, 171).
 */
export { teacherKeys };

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const teacherQueries = {
  courses: () => queryOptions({ queryKey: teacherKeys.courses(), queryFn: () => api.teacher.courses() }),
  students: () => queryOptions({ queryKey: teacherKeys.students(), queryFn: () => api.teacher.students() }),
  /** Written tasks handed in (the submitted-tasks section lists only these). */
  submittedTasks: () =>
    queryOptions({
      queryKey: teacherKeys.results(),
      // Written tasks, and the tests with speaking answers the teacher grades by hearing them.
      queryFn: async () =>
        (await api.teacher.activityResults()).filter(
          (r) =>
            r.activityType === 'TASK' || r.pendingReview === true || (r.speakingAnswers?.length ?? 0) > 0,
        ),
    }),
  course: (courseId: number) =>
    queryOptions({
      queryKey: teacherKeys.course(courseId),
      queryFn: () => (validId(courseId) ? api.teacher.course(courseId) : Promise.reject(new Error('id'))),
    }),
  courseStudents: (courseId: number) =>
    queryOptions({
      queryKey: teacherKeys.courseStudents(courseId),
      queryFn: () => api.teacher.courseStudents(courseId),
    }),
  materials: (courseId: number) =>
    queryOptions({
      queryKey: teacherKeys.materials(courseId),
      queryFn: () => api.teacher.materials(courseId),
    }),
  activities: (courseId: number) =>
    queryOptions({
      queryKey: teacherKeys.activities(courseId),
      queryFn: () => api.teacher.activities(courseId),
    }),
  /**
   * A test's questions, loaded when its card first opens (or its edit dialog) and kept: only a change to the
   * course's activities asks again. A failed load is tried on the next opening, not retried in the background.
   */
  testQuestions: (courseId: number, activityId: number) =>
    queryOptions({
      queryKey: teacherKeys.testQuestions(courseId, activityId),
      queryFn: async () => (await api.teacher.test(activityId)).questions,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
};

/** A material's file, handed to the browser as a download (it is served with the session token). */
export function useDownloadMaterial(courseId: number) {
  return useMutation({
    mutationFn: async (material: TeacherMaterial & { filename: string }) =>
      saveBlob(
        await api.teacher.downloadMaterial(courseId, material.filename),
        material.originalName ?? material.title,
      ),
  });
}

/** A new course, pending until an administrator approves it: the teacher's courses are asked again. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, teacherUsername }: { values: CourseFormValues; teacherUsername: string }) =>
      // The spec's payload; the server starts every course pending whatever approved and completed say.
      api.teacher.createCourse(
        { ...values, completedAt: values.completedAt || null, approved: false, completed: false },
        teacherUsername,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.courses() }),
  });
}

/** A hand-in graded by the teacher: the submitted tasks are asked again. */
export function useEvaluate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      result,
      feedback,
      score,
    }: {
      result: TeacherActivityResult;
      feedback: string;
      score: number;
    }) =>
      api.teacher.evaluate(result.activityId, result.studentUsername, {
        feedback,
        score,
        autoCorrected: false,
        completed: true,
        completedAt: new Date().toISOString(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.results() }),
  });
}

/** A handed-in file, handed to the browser as a download. */
export function useDownloadResult() {
  return useMutation({
    mutationFn: async (result: TeacherActivityResult) =>
      saveBlob(await api.teacher.downloadResult(result.activityResultId), result.fileName ?? 'entrega'),
  });
}
