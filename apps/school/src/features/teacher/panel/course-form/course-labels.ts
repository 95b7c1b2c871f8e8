// Apart from the form, so the course table can name a course's type without loading the form and its date picker.
import { COURSE_TYPE_NAMES, type CourseType, LANGUAGE_NAMES, type Language } from '@aula/domain';

export const COURSE_TYPE_LABELS: Record<CourseType, string> = COURSE_TYPE_NAMES;
export type CourseTypeCode = CourseType;
export const COURSE_LANGUAGE_LABELS: Record<Language, string> = LANGUAGE_NAMES;
export type CourseLanguageCode = Language;
