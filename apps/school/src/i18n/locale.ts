/// <reference path="./virtual-catalogues.d.ts" />
import { DEFAULT_LOCALE, type InterfaceLocale, isInterfaceLocale } from '@aula/domain';
import type { UiStrings } from '@aula/ui';
import { i18n } from '@lingui/core';
import type { CatalogueArea } from './areas';

/** The four languages, plus the pseudo-locale the journeys use to find words that skip the catalogue. */
export type AppLocale = InterfaceLocale | 'pseudo';
type Area = CatalogueArea | 'all';

export const LOCALE_STORAGE_KEY = 'aula.locale';

/** Each area's loaders, one chunk each: a page downloads the table of its own areas only. */
const areaLoaders = {
  shell: () => import('virtual:aula-catalogues/shell'),
  public: () => import('virtual:aula-catalogues/public'),
  'public-home': () => import('virtual:aula-catalogues/public-home'),
  auth: () => import('virtual:aula-catalogues/auth'),
  'signed-in': () => import('virtual:aula-catalogues/signed-in'),
  student: () => import('virtual:aula-catalogues/student'),
  teacher: () => import('virtual:aula-catalogues/teacher'),
  admin: () => import('virtual:aula-catalogues/admin'),
  settings: () => import('virtual:aula-catalogues/settings'),
  all: () => import('virtual:aula-catalogues/all'),
} satisfies Record<Area, unknown>;

/**
 * The language being activated or active. Set before the catalogues arrive: the router starts loading the
 * first page's area while the shell's words are still on their way, and that area must come in the same language.
 */
let pageLocale: AppLocale | null = null;

/** The areas this page has asked for: a change of language loads each of them again in the new one. */
const loadedAreas = new Set<Area>();

function isAppLocale(value: unknown): value is AppLocale {
  return value === 'pseudo' || isInterfaceLocale(value);
}

function storedLocale(): AppLocale | null {
  try {
    const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isAppLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages Aula speaks ('de-AT' counts as 'de'), or null. */
export function browserLocale(languages: readonly string[]): InterfaceLocale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isInterfaceLocale(language)) return language;
  }
  return null;
}

/** A public page's language, from its address: `/en/cursos` is English, `/cursos` Spanish. */
export function pathLocale(pathname: string): InterfaceLocale | null {
  const prefix = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1];
  return prefix && prefix !== DEFAULT_LOCALE && isInterfaceLocale(prefix) ? prefix : null;
}

/** The language a page opens in: the one chosen before, else the browser's first that Aula speaks, else Spanish. */
export function initialLocale(): AppLocale {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return storedLocale() ?? browserLocale(languages) ?? DEFAULT_LOCALE;
}

/** The Intl tag of each language: the spec's dates are Spain's; English is British, as the school's courses. */
const INTL_TAGS: Record<InterfaceLocale, string> = { es: 'es-ES', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** The language a page's `lang` names: the pseudo-locale reads as Spanish. */
export function documentLanguage(locale: string): InterfaceLocale {
  return isInterfaceLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The Intl locale to format dates, numbers and lists in a language (the pseudo-locale formats as Spanish). */
export function intlLocale(locale: string): string {
  return INTL_TAGS[documentLanguage(locale)];
}

/** The library's words per language; its Spanish is built in, the others load when chosen. */
const uiStringLoaders: Record<Exclude<InterfaceLocale, 'es'>, () => Promise<UiStrings>> = {
  en: () => import('@aula/ui/strings/en').then((module) => module.en),
  de: () => import('@aula/ui/strings/de').then((module) => module.de),
  fr: () => import('@aula/ui/strings/fr').then((module) => module.fr),
};
const loadedUiStrings = new Map<AppLocale, UiStrings>();

/** The library's words in a language already activated, or null for its built-in Spanish. */
export function uiStringsOf(locale: string): UiStrings | null {
  return loadedUiStrings.get(locale as AppLocale) ?? null;
}

async function loadUiStrings(locale: AppLocale) {
  if (locale === 'es' || locale === 'pseudo' || loadedUiStrings.has(locale)) return;
  loadedUiStrings.set(locale, await uiStringLoaders[locale]());
}

async function loadInto(locale: AppLocale, areas: Iterable<Area>) {
  const catalogues = await Promise.all(
    [...areas].map(async (area) => (await areaLoaders[area]()).loaders[locale]()),
  );
  for (const { messages } of catalogues) i18n.load(locale, messages);
}

/** Makes `locale` the page's language, with the catalogues of every area asked for so far. */
export async function activateLocale(locale: AppLocale, areas: Area[] = []) {
  pageLocale = locale;
  for (const area of areas) loadedAreas.add(area);
  await Promise.all([loadInto(locale, loadedAreas), loadUiStrings(locale)]);
  i18n.activate(locale, [intlLocale(locale)]);
  if (typeof document !== 'undefined') document.documentElement.lang = documentLanguage(locale);
}

/** Loads one more area's words into the active language (a page's own, when its route is first visited). */
export async function loadArea(area: Area) {
  if (loadedAreas.has(area)) return;
  loadedAreas.add(area);
  await loadInto(pageLocale ?? initialLocale(), [area]);
}

/** Someone chose a language: it is kept for their next visit and applied now. */
export async function chooseLocale(locale: AppLocale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts this page only.
  }
  await activateLocale(locale);
}
