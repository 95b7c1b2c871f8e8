import { INTERFACE_LOCALES } from '@aula/domain';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The server's e-mails (decision 174). Spanish is the source: its catalogue holds the spec's texts, and the
// others translate it. `pnpm --filter @aula/api i18n` extracts the messages the code uses into the PO files
// and compiles them into the messages.ts modules the server imports.
export default defineConfig({
  sourceLocale: 'es',
  locales: [...INTERFACE_LOCALES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
