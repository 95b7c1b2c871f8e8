import type { InterfaceLocale } from '@aula/domain';
import { z } from 'zod';
import { localeSchema } from './locale';
import { PATH_ID_MESSAGES, pathId, strictQuery } from './query';
import { hasNul, normalizedText, PLAIN_EMAIL, strictBody, TEXT_MESSAGES } from './text';

/**
 * The public site's forms (decision 144): a job application, the contact form and the newsletter.
 * The spec gives none of these texts; they are ours, in the tone of its registration messages.
 */
export const PUBLIC_FORM_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  nameMax: 'El nombre no puede superar los 100 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailFormat: 'El formato del correo electrónico no es válido',
  emailMax: 'El correo electrónico no puede superar los 254 caracteres',
  languagesRequired: 'Indica los idiomas que enseñas o hablas',
  languagesMax: 'Los idiomas no pueden superar los 200 caracteres',
  subjectRequired: 'El asunto es obligatorio',
  subjectMax: 'El asunto no puede superar los 150 caracteres',
  messageRequired: 'El mensaje es obligatorio',
  messageMax: 'El mensaje no puede superar los 5000 caracteres',
  applicationMessageMax: 'La carta de presentación no puede superar los 5000 caracteres',
  cvRequired: 'Adjunta tu currículum en PDF',
  cvType: 'Formato de archivo no admitido. El currículum debe ser un PDF.',
  cvTooLarge: 'El archivo es demasiado grande. Máximo 5 MB.',
  unknownField: TEXT_MESSAGES.unknownField,
  positionId: PATH_ID_MESSAGES.student,
  // The answers: the same whatever happened behind them (a honeypot, an address already subscribed).
  applicationSent:
    'Hemos recibido tu candidatura. Te hemos enviado un correo de confirmación y te escribiremos si tu perfil encaja.',
  contactSent: 'Hemos recibido tu mensaje. Te responderemos lo antes posible.',
  newsletterPending:
    'Revisa tu correo electrónico: te hemos enviado un enlace para confirmar la suscripción.',
  newsletterConfirmed: 'Tu suscripción al boletín está confirmada. ¡Gracias!',
  newsletterLinkInvalid: 'El enlace de confirmación no es válido o ha caducado. Suscríbete de nuevo.',
  newsletterUnsubscribed: 'Te has dado de baja del boletín. No recibirás más correos.',
  positionClosed: 'Esta oferta ya no está abierta.',
  tokenMissing: 'Falta el enlace de la suscripción.',
} as const;

export const PUBLIC_FORM_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  languagesMax: 200,
  subjectMax: 150,
  messageMax: 5000,
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

const M = PUBLIC_FORM_MESSAGES;
const L = PUBLIC_FORM_LIMITS;

/** Free text of a public form: trimmed (NFKC), required or not, with a maximum and no NUL byte. */
function text(required: string | undefined, max: number, maxMessage: string) {
  const base = z
    .string({ error: required ?? maxMessage })
    .transform(normalizedText)
    .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter })
    .refine((value) => value.length <= max, { error: maxMessage });
  return required ? base.refine((value) => value.length > 0, { error: required }) : base;
}

/** An address of a public form: plain and stored lower-cased, as registration stores it. */
const email = z
  .string({ error: M.emailRequired })
  .transform((value) => normalizedText(value).toLowerCase())
  .refine((value) => value.length > 0, { error: M.emailRequired })
  .refine((value) => value.length <= L.emailMax, { error: M.emailMax, abort: true })
  .refine((value) => PLAIN_EMAIL.test(value), { error: M.emailFormat });

/**
 * The honeypot: a field people never see (hidden from screen readers and the tab order too). A bot that fills
 * it gets the usual success answer and nothing is stored (decision 144).
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = z.string().max(500).optional();

export const contactSchema = z.strictObject(
  {
    name: text(M.nameRequired, L.nameMax, M.nameMax),
    email,
    subject: text(M.subjectRequired, L.subjectMax, M.subjectMax),
    message: text(M.messageRequired, L.messageMax, M.messageMax),
    [HONEYPOT_FIELD]: honeypot,
  },
  strictBody,
);
export type ContactValues = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;

/** `locale`: the language the visitor was reading, which the newsletter's e-mails to them are written in. */
export const newsletterSchema = z.strictObject(
  { email, locale: localeSchema.optional(), [HONEYPOT_FIELD]: honeypot },
  strictBody,
);
export type NewsletterValues = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;

/** The text fields of an application; its CV travels beside them in the same multipart form. */
export const applicationFieldsSchema = z.strictObject(
  {
    name: text(M.nameRequired, L.nameMax, M.nameMax),
    email,
    languages: text(M.languagesRequired, L.languagesMax, M.languagesMax),
    message: text(undefined, L.messageMax, M.applicationMessageMax).optional(),
    /** The language the visitor was reading: the acknowledgement is written in it. */
    locale: localeSchema.optional(),
    [HONEYPOT_FIELD]: honeypot,
  },
  strictBody,
);
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** The browser's side of the application form: the fields and the chosen CV. */
export interface ApplicationValues {
  name: string;
  email: string;
  languages: string;
  message: string;
  /** The language the page was read in, for the acknowledgement. */
  locale?: InterfaceLocale;
  [HONEYPOT_FIELD]: string;
}

/** Whether a chosen CV can be sent, checked again (magic bytes included) by the server. */
export function cvFileError(file: { name: string; size: number } | undefined): string | undefined {
  if (!file) return M.cvRequired;
  if (!/\.pdf$/i.test(file.name)) return M.cvType;
  if (file.size > L.cvMaxBytes) return M.cvTooLarge;
  return undefined;
}

const newsletterToken = z.string({ error: M.tokenMissing }).min(1, { error: M.tokenMissing }).max(200);
export const newsletterTokenSchema = z.strictObject({ token: newsletterToken }, strictBody);
/** The one-click address's query (RFC 8058): the token, nothing else. */
export const newsletterUnsubscribeQuerySchema = z.strictObject({ token: newsletterToken }, strictQuery);

export const positionParamsSchema = z.object({ id: pathId(M.positionId) });
