/** `@aula/ui/course-card`: the public site's course card and the student's course card. */
export { CourseCard, type CourseCardProps, type CourseFeature } from './site/course-card/course-card';
export {
  StudentCourseCard,
  type StudentCourseCardCourse,
  type StudentCourseCardProps,
  type StudentCourseType,
} from './student/course-card/course-card';
