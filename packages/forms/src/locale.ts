import { INTERFACE_LOCALES } from '@aula/domain';
import { z } from 'zod';
import { strictBody } from './text';

/** The language menu of Configuración, and the language a visitor's form was read in. */
export const LOCALE_MESSAGES = {
  localeInvalid: 'Elige uno de los idiomas de la lista.',
  localeSaved: 'Tu idioma se ha guardado.',
} as const;

/** One of the interface's languages; anything else is refused with the list's message. */
export const localeSchema = z.enum(INTERFACE_LOCALES, { error: LOCALE_MESSAGES.localeInvalid });

/** Configuración's language menu: the account's e-mails and the app on every device follow it. */
export const changeLocaleSchema = z.strictObject({ locale: localeSchema }, strictBody);
export type ChangeLocalePayload = z.output<typeof changeLocaleSchema>;
