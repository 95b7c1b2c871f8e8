import { errorCodeLine } from '../api-errors';
import type { ToastMessage } from './toast/toast-message';

/** More at once would bury the page; the oldest give way. */
export const MAX_TOASTS = 4;

/** Adds a toast; the same message twice in a row (an error thrown in a loop) is shown once. */
export function pushToast(list: readonly ToastMessage[], toast: ToastMessage): ToastMessage[] {
  const last = list[list.length - 1];
  if (
    last &&
    last.variant === toast.variant &&
    last.title === toast.title &&
    last.description === toast.description
  ) {
    return [...list];
  }
  return [...list, toast].slice(-MAX_TOASTS);
}

export function dropToast(list: readonly ToastMessage[], id: string): ToastMessage[] {
  return list.filter((toast) => toast.id !== id);
}

/** A failure's toast; a server fault's 'Código de error' closes its description. */
export function withErrorCode<T extends Omit<ToastMessage, 'id'>>(toast: T, error: unknown): T {
  const line = errorCodeLine(error);
  if (!line) return toast;
  return { ...toast, description: toast.description ? `${toast.description} ${line}` : line };
}
