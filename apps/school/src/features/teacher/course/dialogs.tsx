import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The course page's dialogs, fetched with the first one that opens (decision 110). Radix Dialog with its focus
 * trap, scroll lock and aria-hidden weighs about 14 KB gzip, and every dialog here is mounted only when it
 * opens, so the page no longer downloads it up front. The parts are the same components as in @aula/ui.
 */
const parts = () => import('./dialog-parts');

const LazyDialog = lazy(() => parts().then((module) => ({ default: module.Dialog })));
const LazyConfirmDeleteDialog = lazy(() =>
  parts().then((module) => ({ default: module.ConfirmDeleteDialog })),
);
export const DialogContent = lazy(() => parts().then((module) => ({ default: module.DialogContent })));
export const DialogDescription = lazy(() =>
  parts().then((module) => ({ default: module.DialogDescription })),
);
export const DialogHeader = lazy(() => parts().then((module) => ({ default: module.DialogHeader })));
export const DialogTitle = lazy(() => parts().then((module) => ({ default: module.DialogTitle })));

/** Its own Suspense boundary, so the page stays on screen while the dialog's code arrives. */
export function Dialog(props: ComponentProps<typeof LazyDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

export function ConfirmDeleteDialog(props: ComponentProps<typeof LazyConfirmDeleteDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmDeleteDialog {...props} />
    </Suspense>
  );
}
