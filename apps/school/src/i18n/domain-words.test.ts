import {
  ACTIVITY_TYPE_NAMES,
  COURSE_STATUS_NAMES,
  COURSE_TYPE_NAMES,
  LANGUAGE_NAMES,
  ROLE_NAMES,
} from '@aula/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  activityTypeWords,
  courseStatusWords,
  courseTypeWords,
  languageWords,
  roleWords,
} from './domain-words';
import { activateLocale } from './locale';

const pairs = [
  ['roles', roleWords, ROLE_NAMES],
  ['course types', courseTypeWords, COURSE_TYPE_NAMES],
  ['course statuses', courseStatusWords, COURSE_STATUS_NAMES],
  ['activity types', activityTypeWords, ACTIVITY_TYPE_NAMES],
  ['languages', languageWords, LANGUAGE_NAMES],
] as const;

describe.each(pairs)('the %s', (_name, words, spanish) => {
  it("read in Spanish exactly as @aula/domain's names", async () => {
    await activateLocale('es');
    const read = Object.fromEntries(Object.keys(spanish).map((key) => [key, i18n._(words[key as never])]));
    expect(read).toEqual(spanish);
  });

  it('read in English as something else', async () => {
    await activateLocale('en');
    const english = Object.keys(spanish).map((key) => i18n._(words[key as never]));
    expect(english).not.toEqual(Object.values(spanish));
    await activateLocale('es');
  });
});
