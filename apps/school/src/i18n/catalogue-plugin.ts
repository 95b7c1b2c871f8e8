import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { areaFiles } from './area-files';
import type { CatalogueArea } from './areas';
import { pseudoText, wrapPseudo } from './pseudo-locale';

const LOADERS = 'virtual:aula-catalogues';
const CATALOGUE = 'virtual:aula-catalogue/';
// Vite loads this file outside the workspace's TypeScript packages, so @aula/domain's list is not imported.
const SOURCE_LOCALE = 'es';

/** `all` holds every message: Storybook and the unit tests render any screen without knowing its area. */
type Area = CatalogueArea | 'all';

/**
 * @aula/forms' sentences (src/i18n/form-messages.ts) come from a file the shell reaches too, through
 * api-errors.ts, but the shell shows no form: they come with each page's own area instead of with every page.
 */
const FORMS_CATALOGUE = 'forms';

/**
 * Serves the compiled catalogues (docs/decisions/175-interface-languages.md): `virtual:aula-catalogues/<area>`
 * exports a loader per language, and each loader's chunk holds only the messages whose origin files that area
 * reaches (areas.ts). A message missing from a language falls back to Spanish; the catalogue test keeps that
 * from shipping.
 */
export function linguiCatalogues(appRoot: string): Plugin {
  const src = path.join(appRoot, 'src');
  const config = getConfig({ cwd: appRoot, configPath: path.join(appRoot, 'lingui.config.ts') });
  const areaFileSets = new Map<Area, Set<string>>();
  // Each PO file is read once per build, not once per area and language (fifty modules read the same forty).
  let catalogues: ReturnType<typeof readCatalogues> | null = null;

  function filesOf(area: Area) {
    if (area === 'all') return null;
    let files = areaFileSets.get(area);
    if (!files) {
      files = new Set([...areaFiles(src, area)].map((file) => path.join('src', file)));
      areaFileSets.set(area, files);
    }
    return files;
  }

  /** Every catalogue's Spanish entries and each language's translations (with the Spanish fallback). */
  async function readCatalogues() {
    return Promise.all(
      (await getCatalogs(config)).map(async (catalog) => {
        const translations = new Map<string, Record<string, string>>();
        for (const locale of config.locales) {
          const { messages } = await catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: SOURCE_LOCALE,
          });
          translations.set(locale, messages);
        }
        return {
          name: path.basename(catalog.path),
          source: (await catalog.read(SOURCE_LOCALE)) ?? {},
          translations,
        };
      }),
    );
  }

  async function compiledCatalogue(area: Area, locale: string) {
    const files = filesOf(area);
    const compiled: Record<string, unknown> = {};
    catalogues ??= readCatalogues();
    for (const { name, source, translations } of await catalogues) {
      if (area === 'shell' && name === FORMS_CATALOGUE) continue;
      const messages = translations.get(locale === 'pseudo' ? SOURCE_LOCALE : locale) ?? {};
      for (const [id, entry] of Object.entries(source)) {
        if (entry.obsolete) continue;
        if (files && !entry.origin?.some(([file]) => files.has(file))) continue;
        const text = messages[id] ?? entry.message ?? id;
        compiled[id] =
          locale === 'pseudo'
            ? wrapPseudo(compileMessageOrThrow(text, pseudoText))
            : compileMessageOrThrow(text);
      }
    }
    return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
  }

  return {
    name: 'aula-lingui-catalogues',
    // A new build, or a changed file in watch mode, reads the catalogues and the imports again.
    buildStart() {
      catalogues = null;
      areaFileSets.clear();
    },
    watchChange() {
      catalogues = null;
      areaFileSets.clear();
    },
    resolveId(id) {
      return id.startsWith(`${LOADERS}/`) || id.startsWith(CATALOGUE) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${LOADERS}/`)) {
        const area = id.slice(LOADERS.length + 2);
        const byLocale = [...config.locales, 'pseudo'].map(
          (locale) => `${JSON.stringify(locale)}: () => import('${CATALOGUE}${area}/${locale}')`,
        );
        return `export const loaders = { ${byLocale.join(', ')} };\n`;
      }
      if (!id.startsWith(`\0${CATALOGUE}`)) return null;
      const [area, locale] = id.slice(CATALOGUE.length + 1).split('/') as [Area, string];
      for (const catalog of await getCatalogs(config)) {
        this.addWatchFile(catalog.getFilename(SOURCE_LOCALE));
        if (locale !== 'pseudo') this.addWatchFile(catalog.getFilename(locale));
      }
      return compiledCatalogue(area, locale);
    },
  };
}
