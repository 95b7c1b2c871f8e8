import { z } from 'zod';
import { newPasswordErrors, REGISTER_LIMITS, REGISTER_MESSAGES, registrationFieldErrors } from './auth';
import { hasNul, normalizedText, TEXT_MESSAGES } from './text';

/** Configuración (decision 132): our texts, in the tone of spec section 5. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Escribe tu contraseña actual',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  profileSaved: 'Tus datos se han guardado.',
  passwordChanged:
    'Tu contraseña se ha cambiado. Hemos cerrado las demás sesiones abiertas de tu cuenta; esta sigue abierta.',
  emailUnchanged: 'Ese ya es tu correo electrónico.',
  // The same answer whether the new address belongs to another account or not.
  emailLinkSent:
    'Te hemos enviado un enlace a la nueva dirección. Tu correo electrónico cambiará cuando lo abras: revisa ese buzón.',
  emailChanged:
    'Tu correo electrónico se ha cambiado. A partir de ahora te escribiremos a la nueva dirección.',
  emailLinkInvalid: 'El enlace para cambiar el correo electrónico no es válido o ya se ha usado.',
  emailLinkExpired:
    'El enlace para cambiar el correo electrónico ha caducado. Pide uno nuevo en Configuración.',
  emailTaken: 'Ese correo electrónico ya pertenece a otra cuenta. Tu correo electrónico no ha cambiado.',
} as const;

const M = ACCOUNT_MESSAGES;
// A missing or non-text value counts as empty, so it gets the "required" message rather than a type error.
const text = () => z.string().catch('');
const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? REGISTER_MESSAGES.unknownField : undefined,
};

/** The password that proves the person at the keyboard is the account's owner. */
function currentPasswordErrors(currentPassword: string): string[] {
  if (currentPassword === '') return [M.currentPasswordRequired];
  if (currentPassword.length > REGISTER_LIMITS.passwordMax) return [REGISTER_MESSAGES.passwordMax];
  if (hasNul(currentPassword)) return [TEXT_MESSAGES.nulCharacter];
  return [];
}

/** Name and surname, with the registration's rules and messages. */
export const profileSchema = z
  .strictObject({ name: text(), surname: text() }, strict)
  .superRefine((values, ctx) => {
    for (const { field, message } of registrationFieldErrors(values, ['name', 'surname'])) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((values) => ({ name: normalizedText(values.name), surname: normalizedText(values.surname) }));

export type ProfileValues = z.input<typeof profileSchema>;
export type ProfilePayload = z.output<typeof profileSchema>;

/** The current password, then the new one with the registration's rules (the common list is the server's). */
export const changePasswordSchema = z
  .strictObject({ currentPassword: text(), password: text(), passwordConfirm: text() }, strict)
  .superRefine((values, ctx) => {
    for (const message of currentPasswordErrors(values.currentPassword)) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message });
    }
    for (const { field, message } of newPasswordErrors(values)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordPayload = z.output<typeof changePasswordSchema>;

/** The current password, then the new address with the registration's rules; stored lower-cased. */
export const changeEmailSchema = z
  .strictObject({ currentPassword: text(), email: text() }, strict)
  .superRefine((values, ctx) => {
    for (const message of currentPasswordErrors(values.currentPassword)) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message });
    }
    for (const { field, message } of registrationFieldErrors(values, ['email'])) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((values) => ({ ...values, email: normalizedText(values.email).toLowerCase() }));

export type ChangeEmailValues = z.input<typeof changeEmailSchema>;
export type ChangeEmailPayload = z.output<typeof changeEmailSchema>;

export const confirmEmailSchema = z.strictObject(
  {
    // A missing, odd or overlong token is no token: the server answers that the link is not valid.
    token: z.string().max(200).catch(''),
  },
  strict,
);

export type ConfirmEmailPayload = z.output<typeof confirmEmailSchema>;
