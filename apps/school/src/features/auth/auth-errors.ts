import { RECOVERY_MESSAGES } from '@aula/forms';
import { t } from '@lingui/core/macro';
import { isNetworkFailure, serverMessage, statusOf } from '../../api-errors';

/**
 * The texts of the spec's "Error catalogue" (authentication) as this app shows them, in the page's language.
 * Getters: each is translated when it is read, never frozen in the language the module was loaded in.
 */
export const AUTH_TEXTS = {
  get wrongCredentials() {
    return t`Credenciales incorrectas. Verifica tu usuario y contraseña.`;
  },
  get noToken() {
    return t`Credenciales inválidas. Por favor, verifica tu usuario y contraseña.`;
  },
  get connection() {
    return t`Error de conexión. Por favor, inténtalo de nuevo.`;
  },
  get registerFailed() {
    return t`Error al registrar usuario. Inténtalo de nuevo`;
  },
  get verifyNoToken() {
    return t`Token de verificación no encontrado en la URL.`;
  },
  get verifyFailed() {
    return t`Error al verificar la cuenta.`;
  },
  get verifySucceeded() {
    return t`Tu cuenta ha sido verificada exitosamente`;
  },
};

// The client checks every answer against its contract (zod); a failed check means the answer was not usable.
function isContractViolation(error: unknown): boolean {
  return error instanceof Error && Array.isArray((error as { issues?: unknown }).issues);
}

/** `error`: the server's answer behind the message, for its 'Código de error' if it was a fault. */
export type LoginFailure =
  | { kind: 'unverified'; message: string }
  | { kind: 'error'; message: string; error?: unknown };

/**
 * Spec, "Error catalogue": the server's message or error, else 'Credenciales incorrectas' (shown with its
 * advice); a success without a token is 'Credenciales inválidas…'; a text containing 'verificada' is the
 * unverified-account state.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (statusOf(error) !== undefined) {
    const server = serverMessage(error);
    if (server?.includes('verificada')) return { kind: 'unverified', message: server };
    if (!server || server.replace(/\.$/, '') === 'Credenciales incorrectas')
      return { kind: 'error', message: AUTH_TEXTS.wrongCredentials };
    return { kind: 'error', message: server, error };
  }
  if (isNetworkFailure(error)) return { kind: 'error', message: AUTH_TEXTS.connection };
  // A 200 answer that fails the login contract is, in practice, a success without a token.
  if (isContractViolation(error)) return { kind: 'error', message: AUTH_TEXTS.noToken };
  return { kind: 'error', message: AUTH_TEXTS.wrongCredentials };
}

/** Spec, "Error catalogue": the server's error, or 'Error al registrar usuario' plus 'Inténtalo de nuevo'. */
export function registrationFailure(error: unknown): string {
  return serverMessage(error) || AUTH_TEXTS.registerFailed;
}

export type VerificationOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'error'; message: string; network?: boolean };

/**
 * Spec, "States and transitions" and "Error catalogue": expired when the server's error text contains
 * 'expirado', otherwise an error.
 */
export function verificationFailure(error: unknown): VerificationOutcome {
  if (isNetworkFailure(error)) return { kind: 'error', message: AUTH_TEXTS.connection, network: true };
  const server = serverMessage(error);
  if (server && /expirado/i.test(server)) return { kind: 'expired', message: server };
  return { kind: 'error', message: server || AUTH_TEXTS.verifyFailed };
}

/**
 * The text under the expired state's title 'Token expirado': the server's message without its own leading
 * 'Token expirado' (the server says 'Token expirado. Regístrate de nuevo…'), so the phrase shows once.
 */
export function expiredDetail(message: string): string {
  return message.replace(/^token expirado[.:,;!\s-]*/i, '').trim();
}

export function verificationSuccess(message: string | undefined): VerificationOutcome {
  return { kind: 'success', message: message?.trim() || AUTH_TEXTS.verifySucceeded };
}

/** Asking for a recovery link failed: the server's message (a wait, a refused field), else the connection. */
export function recoveryFailure(error: unknown): string {
  if (isNetworkFailure(error)) return AUTH_TEXTS.connection;
  return serverMessage(error) || AUTH_TEXTS.connection;
}

export type ResetOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'invalid' | 'expired'; message: string }
  | { kind: 'error'; message: string };

/** A refused reset: the link's own states by the server's exact texts, else an error over the form. */
export function resetFailure(error: unknown): ResetOutcome {
  if (isNetworkFailure(error)) return { kind: 'error', message: AUTH_TEXTS.connection };
  const server = serverMessage(error);
  if (server === RECOVERY_MESSAGES.linkExpired) return { kind: 'expired', message: server };
  if (server === RECOVERY_MESSAGES.linkInvalid) return { kind: 'invalid', message: server };
  return { kind: 'error', message: server || AUTH_TEXTS.connection };
}
