/** Where an activity opens: its task or test page (spec, "Route table"). */
export function activityPath(activity: { id: number; courseId: number; type: 'TASK' | 'TEST' }): string {
  return `/student/course/${activity.courseId}/${activity.type === 'TEST' ? 'test' : 'task'}/${activity.id}`;
}

export const coursePath = (courseId: number) => `/student/course/${courseId}`;

/** 'Marta Ruiz', or the spec's 'Por asignar' for a course without a teacher. */
export function teacherName(teacher: { name: string; surname: string } | null): string {
  return teacher ? `${teacher.name} ${teacher.surname}`.trim() : 'Por asignar';
}

export const COURSE_TYPE_LABELS = { INTENSIVO: 'Intensivo', GRUPAL: 'Grupal', FLEXIBLE: 'Flexible' } as const;
