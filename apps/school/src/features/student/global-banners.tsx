import { type ReactNode, useEffect } from 'react';
import { useNotify } from '../../notifications';
import { describeFailure, STUDENT_ERRORS } from './student-errors';

/**
 * The student area's global banners (spec, "Error catalogue"): uncaught errors and rejected promises show a
 * danger toast; window.alert and window.confirm become toasts too (confirm answers yes). They go to the app's
 * one toast stack, so they leave after 5 s like every other. Installed only while a student page is mounted,
 * and it hides nothing from developers: the browser still logs the uncaught error (no preventDefault), and
 * converted alerts are logged to the console.
 */
export function StudentBanners({ children }: { children: ReactNode }) {
  const notify = useNotify();
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      notify({
        variant: 'danger',
        title: STUDENT_ERRORS.unexpected(describeFailure(event.error ?? event.message)),
        error: event.error,
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      notify({
        variant: 'danger',
        title: STUDENT_ERRORS.unexpected(describeFailure(event.reason)),
        error: event.reason,
      });
    };
    const nativeAlert = window.alert;
    const nativeConfirm = window.confirm;
    window.alert = (message?: unknown) => {
      console.info('[alert → banner]', message);
      notify({ variant: 'info', title: String(message ?? '') });
    };
    window.confirm = (message?: string) => {
      console.info('[confirm → banner, answered yes]', message);
      notify({ variant: 'warning', title: String(message ?? '') });
      return true;
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.alert = nativeAlert;
      window.confirm = nativeConfirm;
    };
  }, [notify]);
  return children;
}
