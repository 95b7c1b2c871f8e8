import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/*
 * The catalogues against the code (docs/decisions/175-interface-languages.md): what the extractor finds in the
 * source today must be exactly what es.po holds, and every other language must translate all of it with the
 * same placeholders. `pnpm --filter @aula/school i18n:extract` brings the files up to date.
 */
const appRoot = path.resolve(import.meta.dirname, '../..');
const config = getConfig({ cwd: appRoot, configPath: path.join(appRoot, 'lingui.config.ts') });
const catalogs = await getCatalogs(config);

/** The names an ICU message interpolates ({name}, {count, plural, …}), sorted; a broken message throws. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset') walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe.each(catalogs.map((catalog) => [path.basename(catalog.path), catalog] as const))(
  'the %s catalogue',
  async (_name, catalog) => {
    const source = (await catalog.read('es')) ?? {};
    const current = Object.entries(source).filter(([, entry]) => !entry.obsolete);

    // Collecting parses every file of the folder again: `common`'s many take seconds on a busy machine.
    it('holds every message its folder uses and none it no longer uses', { timeout: 30_000 }, async () => {
      const collected = (await catalog.collect()) ?? {};
      expect(current.map(([id]) => id).sort()).toEqual(Object.keys(collected).sort());
      expect(Object.values(source).filter((entry) => entry.obsolete)).toEqual([]);
    });

    it.each(['en', 'de', 'fr'])('%s translates every message with its placeholders', async (locale) => {
      const translated = (await catalog.read(locale)) ?? {};
      const problems = current.flatMap(([id, entry]) => {
        const translation = translated[id]?.translation;
        if (!translation) return [`${entry.message ?? id}: sin traducir`];
        const expected = placeholders(entry.message ?? id);
        const found = placeholders(translation);
        return expected.join() === found.join() ? [] : [`${entry.message}: ${found} en vez de ${expected}`];
      });
      expect(problems).toEqual([]);
    });
  },
);

it('every folder of the app has its catalogue', () => {
  expect(catalogs.length).toBe(10);
});
