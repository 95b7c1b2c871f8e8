import { ACCOUNT_MESSAGES, REGISTER_MESSAGES } from '@aula/forms';
import { isNetworkFailure, isSessionOver, serverMessage } from '../../api-errors';

/** Configuración's own texts for failures that are not the server's sentence. */
export const SETTINGS_TEXTS = {
  connection: 'Error de conexión. Por favor, inténtalo de nuevo.',
  sessionOver: 'Tu sesión ha caducado. Inicia sesión de nuevo para guardar los cambios.',
  loadFailed: 'No se han podido cargar los datos de tu cuenta.',
} as const;

export type SettingsField = 'currentPassword' | 'password' | 'email';

/** The server's refusals that belong beside one field rather than over the whole form. */
const FIELD_OF: Record<string, SettingsField> = {
  [ACCOUNT_MESSAGES.currentPasswordWrong]: 'currentPassword',
  [REGISTER_MESSAGES.passwordCommon]: 'password',
  [ACCOUNT_MESSAGES.emailUnchanged]: 'email',
};

export interface SettingsFailure {
  /** The field the message is shown under; none: an alert over the form. */
  field?: SettingsField;
  message: string;
  /** The server's answer behind an alert over the form, for its 'Código de error' if it was a fault. */
  error?: unknown;
}

/** A failed save: the field it concerns (by the server's exact text) or the form's alert. */
export function settingsFailure(error: unknown): SettingsFailure {
  if (isNetworkFailure(error)) return { message: SETTINGS_TEXTS.connection };
  if (isSessionOver(error)) return { message: SETTINGS_TEXTS.sessionOver };
  const message = serverMessage(error);
  if (!message) return { message: SETTINGS_TEXTS.connection, error };
  const field = FIELD_OF[message];
  return field ? { field, message } : { message, error };
}
