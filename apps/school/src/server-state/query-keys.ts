import type { AdminCourseList, AdminCoursePageQuery, AdminUserPageQuery } from '@aula/api-client';

/**
 * Every query key of the app, one factory per area (docs/decisions/171). They live here, in shared code, and
 * not in each feature's api module, because two readers need them: the feature that caches under them and the
 * live stream (`live-events.tsx`) that makes them stale, and shared code may not import a feature (decision
 * 123). It imports only types, so no panel's bundle grows by using it.
 *
 * A key is a path: invalidating a shorter key (`studentKeys.course(12)`) refetches everything under it.
 */

export const studentKeys = {
  all: ['student'] as const,
  courses: () => ['student', 'courses'] as const,
  availableCourses: () => ['student', 'available-courses'] as const,
  results: () => ['student', 'results'] as const,
  /** Under the results: a grade published (live event) or a hand-in refreshes it with them. */
  review: (activityId: number | null) => ['student', 'results', 'review', activityId] as const,
  upcoming: () => ['student', 'upcoming'] as const,
  /** The upcoming activities of these courses (the list they are built on). */
  upcomingOf: (courseIds: number[]) => ['student', 'upcoming', courseIds] as const,
  attendance: () => ['student', 'attendance'] as const,
  classes: () => ['student', 'classes'] as const,
  upcomingClasses: () => ['student', 'classes', 'upcoming'] as const,
  /** The week starting on this Monday (YYYY-MM-DD). */
  classWeek: (from: string) => ['student', 'classes', 'week', from] as const,
  /** Every course page's data at once. */
  anyCourse: () => ['student', 'course'] as const,
  course: (courseId: number | null) => ['student', 'course', courseId] as const,
  activities: (courseId: number | null) => ['student', 'course', courseId, 'activities'] as const,
  materials: (courseId: number | null) => ['student', 'course', courseId, 'materials'] as const,
  timetable: (courseId: number) => ['student', 'course', courseId, 'timetable'] as const,
  openings: (courseId: number) => ['student', 'course', courseId, 'openings'] as const,
  questions: (activityId: number | null) => ['student', 'activity', activityId, 'questions'] as const,
  draft: (activityId: number | null) => ['student', 'activity', activityId, 'draft'] as const,
  media: (activityId: number | null, file: string) =>
    ['student', 'activity', activityId, 'media', file] as const,
};

export const teacherKeys = {
  all: ['teacher'] as const,
  courses: () => ['teacher', 'courses'] as const,
  students: () => ['teacher', 'students'] as const,
  results: () => ['teacher', 'results'] as const,
  course: (courseId: number) => ['teacher', 'course', courseId] as const,
  courseStudents: (courseId: number) => ['teacher', 'course', courseId, 'students'] as const,
  materials: (courseId: number) => ['teacher', 'course', courseId, 'materials'] as const,
  activities: (courseId: number) => ['teacher', 'course', courseId, 'activities'] as const,
  /** A test's questions, under the course's activities: an edit of the activities asks for them again. */
  testQuestions: (courseId: number, activityId: number) =>
    ['teacher', 'course', courseId, 'activities', activityId, 'questions'] as const,
  timetable: (courseId: number) => ['teacher', 'course', courseId, 'timetable'] as const,
  openings: (courseId: number) => ['teacher', 'course', courseId, 'openings'] as const,
  /** One week of openings: a Monday (YYYY-MM-DD), or the current week. */
  openingsWeek: (courseId: number, week: string | undefined) =>
    ['teacher', 'course', courseId, 'openings', week ?? 'current'] as const,
  attendance: () => ['teacher', 'attendance'] as const,
  attendanceWeek: () => ['teacher', 'attendance', 'week'] as const,
  attendanceSheet: (courseId: number, classStart: number) =>
    ['teacher', 'attendance', courseId, classStart] as const,
  attendanceRates: (courseId: number) => ['teacher', 'attendance', courseId, 'rates'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: AdminUserPageQuery) => ['admin', 'users', query] as const,
  courses: () => ['admin', 'courses'] as const,
  coursePage: (list: AdminCourseList, query: AdminCoursePageQuery) =>
    ['admin', 'courses', list, query] as const,
  statistics: () => ['admin', 'statistics'] as const,
  publicSite: () => ['admin', 'public-site'] as const,
  positions: () => ['admin', 'public-site', 'positions'] as const,
  applications: () => ['admin', 'public-site', 'applications'] as const,
  contactMessages: () => ['admin', 'public-site', 'contact-messages'] as const,
  newsletter: () => ['admin', 'public-site', 'newsletter'] as const,
};

/** Every key starts with 'messages', so a message arriving refreshes the open inbox and thread. */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => ['messages', 'list'] as const,
  list: (search: string) => ['messages', 'list', search] as const,
  conversation: (id: number) => ['messages', 'conversation', id] as const,
  recipients: () => ['messages', 'recipients'] as const,
  directWith: (userId: number, courseId: number | null) => ['messages', 'with', userId, courseId] as const,
};

/** The header bell's, in every panel. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: () => ['notifications', 'list'] as const,
  /** Configuración's e-mail preferences; under the bell's key, so the live stream refreshes them too. */
  preferences: () => ['notifications', 'preferences'] as const,
};

/** The signed-in user's own account, as Configuración reads and changes it. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => ['account', 'me'] as const,
  sessions: () => ['account', 'sessions'] as const,
  twoFactor: () => ['account', 'two-factor'] as const,
  calendarFeed: () => ['account', 'calendar-feed'] as const,
};
