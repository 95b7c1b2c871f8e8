import { isNetworkFailure, isSessionOver, serverMessage } from '../../api-errors';

/** The Spanish texts of 'Tus datos' that the server does not send itself. */
export const OWN_DATA_TEXTS = {
  exportFailed: 'No se pudo preparar la descarga de tus datos. Inténtalo de nuevo.',
  deleteFailed: 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.',
  connection: 'Error de conexión. Por favor, inténtalo de nuevo.',
  sessionOver: 'Tu sesión ha caducado. Inicia sesión de nuevo para continuar.',
} as const;

/** What to show for a failed export or deletion: the server's own sentence when it sent one. */
export function ownDataFailure(error: unknown, fallback: string): string {
  if (isSessionOver(error)) return OWN_DATA_TEXTS.sessionOver;
  if (isNetworkFailure(error)) return OWN_DATA_TEXTS.connection;
  return serverMessage(error) ?? fallback;
}
