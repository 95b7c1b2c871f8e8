import { describe, expect, it } from 'vitest';
import { changeLocaleSchema, LOCALE_MESSAGES, localeSchema } from './locale';
import { newsletterSchema } from './public-forms';

describe('the interface language', () => {
  it('takes the four languages and refuses any other code with the list’s message', () => {
    for (const locale of ['es', 'en', 'de', 'fr']) expect(localeSchema.parse(locale)).toBe(locale);
    for (const value of ['it', 'ES', 'en-GB', '', 3, null]) {
      expect(localeSchema.safeParse(value).error?.issues[0]?.message).toBe(LOCALE_MESSAGES.localeInvalid);
    }
  });

  it('is the one field of the Configuración change', () => {
    expect(changeLocaleSchema.parse({ locale: 'de' })).toEqual({ locale: 'de' });
    expect(changeLocaleSchema.safeParse({ locale: 'de', name: 'x' }).error?.issues[0]?.message).toBe(
      'La petición contiene campos no permitidos.',
    );
  });

  it('is optional where a visitor’s form carries it', () => {
    expect(newsletterSchema.parse({ email: 'ana@example.com' })).toEqual({ email: 'ana@example.com' });
    expect(newsletterSchema.parse({ email: 'ana@example.com', locale: 'fr' }).locale).toBe('fr');
  });
});
