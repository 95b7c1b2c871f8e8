import { Toaster, type ToastMessage, useToasts } from '@aula/ui';
import { createContext, type ReactNode, use } from 'react';

type Show = (toast: Omit<ToastMessage, 'id'>) => string;
const ToastContext = createContext<Show | null>(null);

/** One toast list per teacher page; sections show toasts through `useShowToast`. */
export function TeacherToasts({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <ToastContext value={show}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

export function useShowToast(): Show {
  const show = use(ToastContext);
  if (!show) throw new Error('useShowToast needs <TeacherToasts> around it');
  return show;
}
