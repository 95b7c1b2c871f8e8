import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { formMessagesExtractor } from './src/i18n/form-messages-extractor';

const FEATURE_CATALOGUES = ['public', 'auth', 'student', 'teacher', 'admin', 'settings', 'notifications'];
const NOT_SHIPPED = ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/story-fixtures.tsx'];
// The words of failed calls and of the school's clock, shared by every area: one catalogue for both.
const ERRORS = ['<rootDir>/src/api-errors.ts', '<rootDir>/src/school-time.ts'];
const FORMS = '<rootDir>/src/i18n/form-messages.ts';

/**
 * The app's catalogues (docs/decisions/175-interface-languages.md): PO files per language and folder; the build
 * regroups their messages per area of the app (src/i18n/areas.ts), whatever folder they come from. Spanish is the
 * source: its texts are the spec's, written in the code. Origins without line numbers, so moving a line does not
 * rewrite the catalogues.
 */
export default defineConfig({
  sourceLocale: 'es',
  // The pseudo-locale is made from Spanish by the catalogue plugin (src/i18n/pseudo-locale.ts), not kept.
  locales: ['es', 'en', 'de', 'fr'],
  fallbackLocales: { default: 'es' },
  // One PO file per folder and language: a translator, or a change, works on one part of the app at a time.
  catalogs: [
    ...FEATURE_CATALOGUES.map((name) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: NOT_SHIPPED,
    })),
    { path: '<rootDir>/src/locales/{locale}/errors', include: ERRORS },
    // @aula/forms' validation sentences, keyed by their Spanish text (src/i18n/form-messages.ts).
    { path: '<rootDir>/src/locales/{locale}/forms', include: [FORMS] },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SHIPPED, '<rootDir>/src/features/**', ...ERRORS, FORMS],
    },
  ],
  extractors: [formMessagesExtractor, babel],
  format: formatter({ lineNumbers: false }),
});
