import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useRef, useState } from 'react';
import type { ToastMessage } from './toast/toast-message';
import { dropToast, pushToast, withErrorCode } from './toast-queue';

/** Shows a toast; with the failure's `error`, a server fault adds its 'Código de error' to it. */
export type Notify = (toast: Omit<ToastMessage, 'id'> & { error?: unknown }) => void;

/** Spec, "Business constants and limits": alerts and toasts live 5 s. */
export const NOTICE_LIFETIME_MS = 5_000;

const NotifyContext = createContext<Notify | null>(null);

// Most visits never show a toast: its code waits for the first one.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The one toast and banner stack of the signed-in pages (docs/decisions/091): every area shows its
 * successes, failures and converted browser alerts here. Spec, "Business constants and limits": each leaves
 * after 5 s or on close.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [used, setUsed] = useState(false);
  const nextId = useRef(1);
  const notify = useCallback<Notify>(({ error, ...toast }) => {
    const id = `toast-${nextId.current++}`;
    setToasts((list) => pushToast(list, { ...withErrorCode(toast, error), id }));
    setUsed(true);
  }, []);
  const dismiss = useCallback((id: string) => setToasts((list) => dropToast(list, id)), []);
  return (
    <NotifyContext value={notify}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} duration={NOTICE_LIFETIME_MS} />
        </Suspense>
      ) : null}
    </NotifyContext>
  );
}

/** Shows a toast in the page's stack. */
export function useNotify(): Notify {
  const notify = use(NotifyContext);
  if (!notify) throw new Error('useNotify needs <NotificationsProvider> around it');
  return notify;
}
