import { z } from 'zod';
import { REGISTER_MESSAGES, registrationErrors } from './auth';
import { normalizedText } from './text';

/**
 * Sign-in with Google (decision 135): why a sign-in did not go through, as the callback tells the app (a
 * code in the address) and as the exchange and username calls answer it.
 */
export const GOOGLE_REFUSALS = [
  'unavailable',
  'provider',
  'state',
  'expired',
  'unverified',
  'failed',
] as const;
export type GoogleRefusal = (typeof GOOGLE_REFUSALS)[number];

export const GOOGLE_MESSAGES = {
  unavailable: 'El inicio de sesión con Google no está disponible en esta escuela.',
  provider: 'No hemos podido contactar con Google. Inténtalo de nuevo en unos minutos.',
  state: 'Este inicio de sesión con Google no es válido o ya se ha usado. Vuelve a empezar.',
  expired: 'El inicio de sesión con Google ha caducado. Vuelve a empezar.',
  unverified:
    'Google no ha verificado tu correo electrónico, así que no podemos usarlo para entrar. Verifícalo en tu cuenta de Google o regístrate con nombre de usuario y contraseña.',
  failed: 'Google no ha completado el inicio de sesión. Vuelve a empezar.',
  signingIn: 'Iniciando sesión con Google…',
  chooseUsername: 'Elige tu nombre de usuario para terminar de crear tu cuenta.',
} as const satisfies Record<GoogleRefusal | 'signingIn' | 'chooseUsername', string>;

/** The registration's username rules, in its order and with its messages (spec section 5). */
export function usernameErrors(username: string): string[] {
  // The other fields are valid placeholders: only the username's own rules can fail.
  const values = {
    name: 'Nombre',
    surname: 'Apellido',
    username,
    email: 'nombre@dominio.com',
    password: 'placeholder',
    passwordConfirm: 'placeholder',
  };
  return registrationErrors(values)
    .filter((error) => error.field === 'username')
    .map((error) => error.message);
}

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? REGISTER_MESSAGES.unknownField : undefined,
};

// A missing, odd or overlong ticket is no ticket: the server answers that the sign-in is not valid.
const ticket = () => z.string().max(200).catch('');

/** The one-time ticket the callback put in the app's address, exchanged for the login answer. */
export const googleExchangeSchema = z.strictObject({ ticket: ticket() }, strict);

/** A new account's username, chosen after the first sign-in with Google. */
export const googleUsernameSchema = z
  .strictObject({ ticket: ticket(), username: z.string().catch('') }, strict)
  .superRefine((values, ctx) => {
    for (const message of usernameErrors(values.username)) {
      ctx.addIssue({ code: 'custom', path: ['username'], message });
    }
  })
  .transform((values) => ({ ...values, username: normalizedText(values.username) }));

export type GoogleUsernameInput = z.input<typeof googleUsernameSchema>;
