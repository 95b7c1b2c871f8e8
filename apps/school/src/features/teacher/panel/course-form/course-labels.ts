// Apart from the form, so the course table can name a course's type without loading the form and its date picker.
export const COURSE_TYPE_LABELS = { INTENSIVO: 'Intensivo', GRUPAL: 'Grupal', FLEXIBLE: 'Flexible' } as const;
export type CourseTypeCode = keyof typeof COURSE_TYPE_LABELS;
export const COURSE_LANGUAGE_LABELS = { en: 'Inglés', es: 'Español', de: 'Alemán', fr: 'Francés' } as const;
export type CourseLanguageCode = keyof typeof COURSE_LANGUAGE_LABELS;
