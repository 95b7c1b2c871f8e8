export {
  AdminCourseTable,
  type AdminCourseTableLabels,
  type AdminCourseTableProps,
  type AdminCourseTableVariant,
  type ConfirmedCourseAction,
  type CourseAction,
  type CourseActionConfirmLabels,
  defaultAdminCourseTableLabels,
  type RowActionState,
} from './course-table/admin-course-table';
export {
  type AdminCourseRow,
  CHANNEL_LABELS,
  type Channel as CourseChannel,
  COURSE_TYPE_LABELS,
  DEFAULT_MODALITY_CHANNELS,
  ownerName,
} from './course-table/course-row';
export { DESCRIPTION_LIMITS, truncate } from './truncated-text/truncate';
export { TruncatedText, type TruncatedTextProps } from './truncated-text/truncated-text';
