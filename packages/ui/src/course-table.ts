/** `@aula/ui/course-table`: the administrator's course table and its rows. */
export {
  AdminCourseTable,
  type AdminCourseTableProps,
  type AdminCourseTableVariant,
  type ConfirmedCourseAction,
  type CourseAction,
  type RowActionState,
} from './admin/course-table/admin-course-table';
export {
  type AdminCourseRow,
  type Channel as CourseChannel,
  DEFAULT_MODALITY_CHANNELS,
  ownerName,
} from './admin/course-table/course-row';
