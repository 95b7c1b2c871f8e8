import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The dialog parts of @aula/ui, fetched with the first dialog that opens (decision 110). Radix Dialog with its
 * focus trap, scroll lock and aria-hidden weighs about 11 KB gzip, and a page whose dialogs are all closed when
 * it loads (the teacher's forms, the admin's phone menu, the task page's 'Tarea enviada') need not download it
 * up front. The parts are the same components as in @aula/ui.
 */
const parts = () => import('./dialog-parts');

/** Fetches the dialog's code ahead, when a dialog is about to open (a confirmation after an upload). */
export function preloadDialogs(): void {
  void parts();
}

const LazyDialog = lazy(() => parts().then((module) => ({ default: module.Dialog })));
export const DialogContent = lazy(() => parts().then((module) => ({ default: module.DialogContent })));
export const DialogDescription = lazy(() =>
  parts().then((module) => ({ default: module.DialogDescription })),
);
export const DialogFooter = lazy(() => parts().then((module) => ({ default: module.DialogFooter })));
export const DialogHeader = lazy(() => parts().then((module) => ({ default: module.DialogHeader })));
export const DialogTitle = lazy(() => parts().then((module) => ({ default: module.DialogTitle })));

/**
 * Its own Suspense boundary, so the page stays on screen while the dialog's code arrives. A controlled dialog
 * that is closed renders nothing, as Radix's would (our Dialog has no closing animation), without loading it:
 * so nothing but the dialog's content goes inside it (a button that opens it sits beside it).
 */
export function Dialog(props: ComponentProps<typeof LazyDialog>) {
  if (props.open === false) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
