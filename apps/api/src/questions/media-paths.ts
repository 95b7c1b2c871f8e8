import { pathTo, studentEndpoints, teacherEndpoints } from '@aula/contract';

/** A test's media or recording as the student fetches it: a path under /api. */
export function studentMediaPath(activityId: number, file: string): string {
  return `/api${pathTo(studentEndpoints.media, { id: activityId, file })}`;
}

/** The same file as the course's teacher fetches it. */
export function teacherMediaPath(activityId: number, file: string): string {
  return `/api${pathTo(teacherEndpoints.testMedia, { activityId, file })}`;
}
