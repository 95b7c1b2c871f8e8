import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/teacher';
import { teacherKeys } from '../../../server-state/query-keys';
import { useSchoolTimeZone } from '../../../session/use-school-time-zone';
import { activityPayload } from '../validation';
import type { ActivityFormValues } from './activity-form/activity-form';
import type { MaterialFormValues } from './material-form/material-form';

/*
 * The writes of the course page's 'Añadir Material' and 'Nueva Actividad' dialogs, apart from the area's
 * queries because they need the form's payload builders, which the course page downloads only with the
 * dialogs (course-dialogs.tsx).
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
