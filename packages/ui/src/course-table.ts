/** `@aula/ui/course-table`: the administrator's course table and its rows. */
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
} from './admin/course-table/admin-course-table';
export {
  type AdminCourseRow,
  CHANNEL_LABELS,
  type Channel as CourseChannel,
  COURSE_TYPE_LABELS,
  DEFAULT_MODALITY_CHANNELS,
  ownerName,
} from './admin/course-table/course-row';
