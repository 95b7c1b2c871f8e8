import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE_LOCALES } from '@aula/domain';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@aula/forms';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailI18n } from '../src/mail/i18n';
import { NOTIFICATION_KIND_NAMES } from '../src/notifications/mail-templates';

/**
 * The server's catalogues (decision 174) against the code: extracted afresh from src, the PO files hold
 * exactly the messages the code uses, every other language translates each of them keeping its
 * placeholders, and the compiled modules the server imports are the PO files' current compilation.
 * `pnpm --filter @aula/api i18n` brings them back in line.
 */
const configPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../lingui.config.ts');

type Catalogue = Record<string, { translation?: string; obsolete?: boolean }>;

/** The `{name}` arguments and `<0>` tags of a message: what a translation must keep. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+>/g)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('the e-mail catalogues', () => {
  let used: string[];
  const catalogues: Record<string, Catalogue> = {};
  beforeAll(async () => {
    const config = getConfig({ configPath, skipValidation: true });
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('lingui.config.ts names no catalogue');
    const extracted = await catalog.collect();
    if (!extracted) throw new Error('the messages could not be extracted from src');
    used = Object.keys(extracted).sort();
    for (const locale of INTERFACE_LOCALES) catalogues[locale] = (await catalog.read(locale)) ?? {};
  }, 60_000);

  it('are extracted from a source that uses messages', () => {
    expect(used).toContain('Hola:');
    expect(used.length).toBeGreaterThan(50);
  });

  it.each(INTERFACE_LOCALES)('%s holds every message the code uses and no other', (locale) => {
    const held = Object.keys(catalogues[locale] ?? {}).sort();
    expect(
      used.filter((id) => !held.includes(id)),
      'used by the code, missing here',
    ).toEqual([]);
    expect(
      held.filter((id) => !used.includes(id)),
      'kept here, no longer used',
    ).toEqual([]);
    expect(Object.values(catalogues[locale] ?? {}).filter((entry) => entry.obsolete)).toEqual([]);
  });

  it.each(INTERFACE_LOCALES.filter((locale) => locale !== 'es'))(
    '%s translates every message, keeping its placeholders',
    (locale) => {
      for (const [id, entry] of Object.entries(catalogues[locale] ?? {})) {
        expect(entry.translation, `${locale}: ${id}`).toBeTruthy();
        expect(placeholders(entry.translation ?? ''), `${locale}: ${id}`).toEqual(placeholders(id));
      }
    },
  );

  it('keeps the Spanish as the code writes it', () => {
    for (const [id, entry] of Object.entries(catalogues.es ?? {})) expect(entry.translation, id).toBe(id);
  });

  it.each(INTERFACE_LOCALES)('%s is compiled from its PO file as it is now', async (locale) => {
    const translations = Object.fromEntries(
      Object.entries(catalogues[locale] ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
    );
    const { source, errors } = createCompiledCatalog(locale, translations, {
      namespace: 'json',
      strict: true,
    });
    expect(errors).toEqual([]);
    const { messages } = await import(`../src/locales/${locale}/messages.ts`);
    expect(messages).toEqual(JSON.parse(source).messages);
  });

  it('names each notification kind in Spanish as Configuración does', () => {
    const es = mailI18n('es');
    for (const kind of NOTIFICATION_KINDS) {
      expect(es._(NOTIFICATION_KIND_NAMES[kind])).toBe(NOTIFICATION_KIND_LABELS[kind]);
    }
  });
});
