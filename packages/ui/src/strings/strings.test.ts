import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { UiStrings } from './ui-strings';

/** Every leaf of a language object with its path; a function leaf is called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'function') return [[path, String(value(3, 7))]];
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

/** Words that are rightly the same as the Spanish ones: a symbol, a loan word, a separator before a name. */
const SAME_AS_SPANISH: Record<string, string[]> = {
  en: ['courseTable.number', 'courseTypes.FLEXIBLE', 'courseCard.actionSuffix'],
  de: ['courseTable.number', 'courseCard.actionSuffix', 'attendance.rate'],
  fr: ['courseTable.number', 'courseTypes.FLEXIBLE'],
};

const translations: [string, UiStrings][] = [
  ['en', en],
  ['de', de],
  ['fr', fr],
];
const spanish = new Map(leaves(es));

describe.each(translations)('%s', (name, strings) => {
  it('has exactly the keys of the Spanish object', () => {
    expect(leaves(strings).map(([path]) => path)).toEqual([...spanish.keys()]);
  });

  it('translates every word not in its short allow-list', () => {
    const untranslated = leaves(strings)
      .filter(([path, text]) => spanish.get(path) === text && !SAME_AS_SPANISH[name]?.includes(path))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('names a locale Intl knows', () => {
    expect(Intl.getCanonicalLocales(strings.locale)).toEqual([strings.locale]);
    expect(strings.locale).not.toBe(es.locale);
  });
});
