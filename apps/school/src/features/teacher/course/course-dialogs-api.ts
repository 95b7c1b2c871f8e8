import type { TeacherActivity } from '@aula/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/teacher';
import { teacherKeys } from '../../../server-state/query-keys';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { activityPayload } from '../validation';
import type { ActivityFormValues } from './activity-form/activity-form';
import type { MaterialFormValues } from './material-form/material-form';

/*
 * The writes of the course page's material and activity dialogs, apart from the area's queries because they
 * need the form's payload builders, which the course page downloads only with its dialogs and sections
 * (course-dialogs.tsx, course-activities.tsx, course-materials.tsx).
 */

/** A new material: the course's materials are asked again once it is there. */
export function useAddMaterial(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      onProgress,
    }: {
      values: MaterialFormValues;
      onProgress: (part: number) => void;
    }) => api.teacher.addMaterial(courseId, values, { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.materials(courseId) }),
  });
}

/** A new task, or a test with its questions: the course's activities are asked again once it is there. */
export function useCreateActivity(courseId: number) {
  const queryClient = useQueryClient();
  // The typed due date is a wall time of the school's clock, whatever the teacher's browser says.
  const timeZone = useSchoolTimeZone();
  return useMutation({
    mutationFn: async (values: ActivityFormValues) => {
      const payload = activityPayload(values, timeZone);
      if (values.type === 'TEST') {
        await api.teacher.createTest(courseId, {
          ...payload,
          allowLateAttempts: values.allowLateAttempts === true,
          questions: payload.questions ?? [],
        });
      } else {
        await api.teacher.createActivity(courseId, {
          title: payload.title,
          description: payload.description,
          type: 'TASK',
          dueDate: payload.dueDate,
        });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.activities(courseId) }),
  });
}

/** An edited task, or a test with its questions (answered with them): the course's activities are asked again. */
export function useUpdateActivity(activity: TeacherActivity) {
  const queryClient = useQueryClient();
  const timeZone = useSchoolTimeZone();
  return useMutation({
    mutationFn: async (values: ActivityFormValues) => {
      const payload = activityPayload(values, timeZone);
      if (activity.type !== 'TEST') {
        await api.teacher.updateActivity(activity.id, {
          title: payload.title,
          description: payload.description,
          dueDate: payload.dueDate,
        });
        return undefined;
      }
      const test = await api.teacher.updateTest(activity.id, {
        ...payload,
        // Absent (an older server never said): left unchanged (decision 103).
        ...(values.allowLateAttempts === undefined ? {} : { allowLateAttempts: values.allowLateAttempts }),
        questions: payload.questions ?? [],
      });
      return test.questions;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.activities(activity.courseId) }),
  });
}

/** A deleted activity (a test with its questions): the course's activities are asked again. */
export function useDeleteActivity(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.teacher.deleteActivity(activityId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.activities(courseId) }),
  });
}

/** A material's new title, link or file: the course's materials are asked again. */
export function useUpdateMaterial(courseId: number, materialId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      values,
      teacherUsername,
      onProgress,
    }: {
      values: MaterialFormValues;
      teacherUsername: string;
      onProgress: (part: number) => void;
    }) => api.teacher.updateMaterial(materialId, teacherUsername, values, { onProgress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.materials(courseId) }),
  });
}

/** A deleted material: the course's materials are asked again. */
export function useDeleteMaterial(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialId: number) => api.teacher.deleteMaterial(materialId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.materials(courseId) }),
  });
}
