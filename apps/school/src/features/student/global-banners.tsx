import { Alert } from '@aula/ui';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BANNER_LIFETIME_MS, type Banner, describeFailure, dropBanner, pushBanner } from './banner-queue';
import { STUDENT_ERRORS } from './student-errors';

type Notify = (banner: Omit<Banner, 'id'>) => void;

const BannerContext = createContext<Notify>(() => {});

/** Shows a banner in the student area's stack (5 s, or until closed). */
export function useBanner(): Notify {
  return use(BannerContext);
}

/**
 * The student area's banner stack (spec section 8): uncaught errors and rejected promises show a danger
 * banner; window.alert and window.confirm become banners too (confirm answers yes). Every banner leaves after
 * 5 s. Installed only while a student page is mounted, and it hides nothing from developers: the browser
 * still logs the uncaught error (no preventDefault), and converted alerts are logged to the console.
 */
export function StudentBanners({ children }: { children: ReactNode }) {
  const [banners, setBanners] = useState<Banner[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setBanners((list) => dropBanner(list, id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const notify = useCallback<Notify>(
    (banner) => {
      const id = nextId.current++;
      setBanners((list) => pushBanner(list, { ...banner, id }));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), BANNER_LIFETIME_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      notify({
        variant: 'danger',
        message: STUDENT_ERRORS.unexpected(describeFailure(event.error ?? event.message)),
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      notify({ variant: 'danger', message: STUDENT_ERRORS.unexpected(describeFailure(event.reason)) });
    };
    const nativeAlert = window.alert;
    const nativeConfirm = window.confirm;
    window.alert = (message?: unknown) => {
      console.info('[alert → banner]', message);
      notify({ variant: 'info', message: String(message ?? '') });
    };
    window.confirm = (message?: string) => {
      console.info('[confirm → banner, answered yes]', message);
      notify({ variant: 'warning', message: String(message ?? '') });
      return true;
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const pending = timers.current;
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.alert = nativeAlert;
      window.confirm = nativeConfirm;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [notify]);

  const value = useMemo(() => notify, [notify]);

  return (
    <BannerContext value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-50 mx-auto grid w-full max-w-lg gap-2 px-4"
      >
        {banners.map((banner) => (
          <Alert
            key={banner.id}
            variant={banner.variant}
            title={banner.title}
            onDismiss={() => dismiss(banner.id)}
            className="pointer-events-auto bg-background shadow-lg"
          >
            {banner.message}
          </Alert>
        ))}
      </div>
    </BannerContext>
  );
}
