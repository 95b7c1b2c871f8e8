export { BarChart, type BarChartProps } from './charts/bar-chart';
export { barPercentages, type DonutSegment, donutSegments } from './charts/chart-geometry';
export { CHART_PALETTE, type ChartColor } from './charts/chart-palette';
export { DonutChart, type DonutChartProps } from './charts/donut-chart';
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
export {
  AdminListToolbar,
  type AdminListToolbarProps,
  type ToolbarFilter,
  type ToolbarSearch,
} from './list-toolbar/admin-list-toolbar';
export { type Noun, pageCount, showingText } from './list-toolbar/showing';
export {
  defaultPaginationLabels,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from './pagination/pagination';
export { StatCard, type StatCardProps } from './stat-cards/stat-card';
export {
  type AdminStatistics,
  type ChartDatum,
  courseStatusCounts,
  formatCount,
  formatShare,
  languageSeries,
  totalUsers,
} from './stat-cards/statistics';
export {
  defaultStatisticsDashboardLabels,
  StatisticsDashboard,
  type StatisticsDashboardLabels,
  type StatisticsDashboardProps,
} from './stat-cards/statistics-dashboard';
export { DESCRIPTION_LIMITS, truncate } from './truncated-text/truncate';
export { TruncatedText, type TruncatedTextProps } from './truncated-text/truncated-text';
export {
  defaultUserMenuLabels,
  UserMenu,
  type UserMenuLabels,
  type UserMenuProps,
} from './user-menu/user-menu';
export {
  type AdminUserRow,
  AdminUserTable,
  type AdminUserTableLabels,
  type AdminUserTableProps,
  defaultAdminUserTableLabels,
} from './user-table/admin-user-table';
