import { LANGUAGES } from '@aula/domain';
import type { Language } from '../db/schema';

/**
 * The language of a course created without one (the spec's payload has no language): the school's default,
 * Spanish, unless DEFAULT_COURSE_LANGUAGE names another of en, es, de, fr (decision 021). A wrong value
 * stops the server at start rather than filing courses under a language nobody chose.
 */
export function defaultCourseLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const value = env.DEFAULT_COURSE_LANGUAGE?.trim().toLowerCase();
  if (!value) return 'es';
  if (!(LANGUAGES as readonly string[]).includes(value)) {
    throw new Error(`DEFAULT_COURSE_LANGUAGE must be one of ${LANGUAGES.join(', ')}: '${value}'`);
  }
  return value as Language;
}
