export {
  AttendanceRateBadge,
  type AttendanceRateBadgeProps,
} from './attendance-rate-badge/attendance-rate-badge';
export { type CourseStatus, courseStatus } from './course-status-badge/course-status';
export { CourseStatusBadge, type CourseStatusBadgeProps } from './course-status-badge/course-status-badge';
export { LEVELS, type Level, LevelBadge, type LevelBadgeProps } from './level-badge/level-badge';
export { QUESTION_KINDS, type QuestionKind } from './question-kind/question-kind';
export { type Role, RoleBadge, type RoleBadgeProps } from './role-badge/role-badge';
