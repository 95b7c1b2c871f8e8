import path from 'node:path';
import type { ExtractorType } from '@lingui/conf';

const HOME = path.join('src', 'i18n', 'form-messages.ts');

/**
 * Lingui's extractor for the `forms` catalogue: its messages are @aula/forms' sentences, the package being
 * their one home, so they are read from the package rather than copied into the app's code. They are said to
 * come from form-messages.ts, where formMessage translates them: the areas that reach it get them.
 */
export const formMessagesExtractor: ExtractorType = {
  match: (filename) => filename.endsWith(HOME),
  async extract(filename, _code, onMessageExtracted) {
    // Loaded on extraction only: the build reads this config too and needs no schemas.
    const { ALL_FORM_MESSAGES } = await import('@aula/forms');
    for (const message of ALL_FORM_MESSAGES)
      onMessageExtracted({ id: message, message, origin: [filename, 1] });
  },
};
