import type { CourseLevel, CourseType } from '@aula/domain';

/** The parts of a course the administrator's tables show (a subset of the API's course shape). */
export interface AdminCourseRow {
  id: number;
  name: string;
  description: string;
  level: CourseLevel;
  type: CourseType;
  approved: boolean;
  completed: boolean;
  teacher?: CourseOwner | null;
  /** The spec's alternative owner, shown when there is no teacher. */
  user?: CourseOwner | null;
  studentsCount?: number;
}

export interface CourseOwner {
  name: string;
  surname: string;
  username: string;
}

export type { CourseType };

/** How a course's classes are held: in the school, over the video-meeting tool, or both. */
export type Channel = 'presencial' | 'virtual';

/**
 * Which channels each modality offers, as the school's own pages describe them (decision 014): classes are
 * held over a video-meeting tool, and the intensive course also has face-to-face classes. A school that
 * works otherwise passes its own table.
 */
export const DEFAULT_MODALITY_CHANNELS: Record<CourseType, Channel[]> = {
  INTENSIVO: ['presencial', 'virtual'],
  GRUPAL: ['virtual'],
  FLEXIBLE: ['virtual'],
};

/** Spec section 2: the owner is the teacher, else the user, else the fallback ('No asignado'). */
export function ownerName(course: Pick<AdminCourseRow, 'teacher' | 'user'>, fallback: string): string {
  const owner = course.teacher ?? course.user;
  if (!owner) return fallback;
  const fullName = `${owner.name} ${owner.surname}`.trim();
  return fullName || owner.username || fallback;
}
