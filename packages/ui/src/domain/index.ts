export {
  AttendanceRateBadge,
  type AttendanceRateBadgeProps,
} from './attendance-rate-badge/attendance-rate-badge';
export { type CourseStatus, courseStatus } from './course-status-badge/course-status';
export {
  COURSE_STATUS_LABELS,
  CourseStatusBadge,
  type CourseStatusBadgeProps,
} from './course-status-badge/course-status-badge';
export { type DueStatus, type DueStatusKind, dueStatus } from './due-status-badge/due-status';
export {
  DueStatusBadge,
  type DueStatusBadgeProps,
  type DueStatusLabels,
  defaultDueStatusLabels,
} from './due-status-badge/due-status-badge';
export { LEVELS, type Level, LevelBadge, type LevelBadgeProps } from './level-badge/level-badge';
export {
  defaultMaterialViewerLabels,
  MaterialViewer,
  type MaterialViewerLabels,
  type MaterialViewerProps,
} from './material-viewer/material-viewer';
export { QUESTION_KINDS, type QuestionKind } from './question-kind/question-kind';
export { ROLE_LABELS, type Role, RoleBadge, type RoleBadgeProps } from './role-badge/role-badge';
export { formatScore, type ScoreBand, scoreBand } from './score-badge/score';
export { ScoreBadge, type ScoreBadgeProps } from './score-badge/score-badge';
