import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's catalogues (docs/decisions/175-interface-languages.md): one PO file per language for the whole app,
 * so a translator reads each message once; the build splits them per area (src/i18n/areas.ts). Spanish is the
 * source: its texts are the spec's, written in the code. Origins without line numbers, so moving a line does not
 * rewrite the catalogues.
 */
export default defineConfig({
  sourceLocale: 'es',
  // The pseudo-locale is made from Spanish by the catalogue plugin (src/i18n/pseudo-locale.ts), not kept.
  locales: ['es', 'en', 'de', 'fr'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/story-fixtures.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
