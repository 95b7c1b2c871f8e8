export { ACTIVITY_TYPE_NAMES, ACTIVITY_TYPES, type ActivityType } from './activities';
export { type AppPagePath, appPagePaths, appPaths } from './app-paths';
export {
  COURSE_LEVELS,
  COURSE_STATUS_NAMES,
  COURSE_STATUSES,
  COURSE_TYPE_NAMES,
  COURSE_TYPES,
  type CourseLevel,
  type CourseStatus,
  type CourseType,
} from './courses';
export {
  DEFAULT_LOCALE,
  INTERFACE_LOCALES,
  type InterfaceLocale,
  isInterfaceLocale,
  LOCALE_AUTONYMS,
} from './interface-locales';
export { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
export { ROLE_NAMES, ROLES, type Role } from './roles';
