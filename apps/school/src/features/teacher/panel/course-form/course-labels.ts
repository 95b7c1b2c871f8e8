// Apart from the form, so the course table can name a course's type without loading the form and its date picker.
import type { CourseType, Language } from '@aula/domain';

export type CourseTypeCode = CourseType;
export type CourseLanguageCode = Language;
