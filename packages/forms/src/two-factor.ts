import { z } from 'zod';
import { LOGIN_MESSAGES, REGISTER_LIMITS, REGISTER_MESSAGES } from './auth';
import { hasNul, TEXT_MESSAGES } from './text';

/** Two-factor authentication (decision 133): our texts, in the tone of spec section 5. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Escribe el código de verificación',
  codeFormat: 'El código de verificación tiene 6 cifras',
  codeOrRecoveryFormat:
    'Escribe las 6 cifras de tu aplicación o un código de recuperación (10 letras o cifras, como abcde-12345)',
  challengeRequired: 'Vuelve a iniciar sesión.',
  unknownField: 'La petición contiene campos no permitidos.',
} as const;

const M = TWO_FACTOR_MESSAGES;

/** Ten letters or digits, with or without the hyphen and spaces the codes are shown with. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{10}$/;

/** A recovery code as stored and compared: lower case, without hyphens or spaces. */
export function normalRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}

const strict = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined),
};

/** The six digits of the authenticator app; spaces typed between them are dropped. */
const totpCode = z
  .string({ error: M.codeRequired })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired })
      .regex(/^\d{6}$/, { error: M.codeFormat }),
  );

/** At the login's second step: the six digits, or a recovery code (told apart by their form). */
const codeOrRecoveryCode = z
  .string({ error: M.codeRequired })
  .transform((value) => {
    const digits = value.replace(/\s/g, '');
    return /^\d{6}$/.test(digits) ? digits : normalRecoveryCode(value);
  })
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired })
      .refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value), {
        error: M.codeOrRecoveryFormat,
      }),
  );

const password = z
  .string({ error: LOGIN_MESSAGES.passwordRequired })
  .min(1, { error: LOGIN_MESSAGES.passwordRequired })
  .max(REGISTER_LIMITS.passwordMax, { error: REGISTER_MESSAGES.passwordMax })
  .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter });

const challenge = z
  .string({ error: M.challengeRequired })
  .min(1, { error: M.challengeRequired })
  .max(100, { error: M.challengeRequired });

/** The login's second step: the challenge of the first and a code of the app or a recovery code. */
export const secondFactorSchema = z.strictObject({ challenge, code: codeOrRecoveryCode }, strict);
export type SecondFactorPayload = z.output<typeof secondFactorSchema>;

/** Forced enrolment at login (ADMIN_2FA=required): the challenge alone asks for a secret. */
export const enrolmentStartSchema = z.strictObject({ challenge }, strict);
/** …and the first code of the app confirms it. */
export const enrolmentConfirmSchema = z.strictObject({ challenge, code: totpCode }, strict);

/** From Configuración: starting, regenerating the recovery codes (the password again). */
export const passwordCheckSchema = z.strictObject({ password }, strict);
export type PasswordCheckPayload = z.output<typeof passwordCheckSchema>;

/** Confirming the enrolment with the first code of the app. */
export const totpCodeSchema = z.strictObject({ code: totpCode }, strict);
export type TotpCodePayload = z.output<typeof totpCodeSchema>;

/** Turning it off: the password and a code of the app. */
export const disableTwoFactorSchema = z.strictObject({ password, code: totpCode }, strict);
export type DisableTwoFactorPayload = z.output<typeof disableTwoFactorSchema>;
