import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The teacher pages' dialogs, fetched with the first one that opens (decision 110). Radix Dialog with its focus
 * trap, scroll lock and aria-hidden weighs about 11 KB gzip, and no dialog here is open when its page loads, so
 * the pages no longer download it up front. The parts are the same components as in @aula/ui.
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
// The forms open only inside a dialog, and bring the date picker's calendar with them: same chunk.
export const CourseForm = lazy(() => parts().then((module) => ({ default: module.CourseForm })));
export const ActivityForm = lazy(() => parts().then((module) => ({ default: module.ActivityForm })));
export const MaterialForm = lazy(() => parts().then((module) => ({ default: module.MaterialForm })));

/**
 * Its own Suspense boundary, so the page stays on screen while the dialog's code arrives. A controlled dialog
 * that is closed renders nothing, as Radix's would (our Dialog has no closing animation), without loading it.
 */
export function Dialog(props: ComponentProps<typeof LazyDialog>) {
  if (props.open === false) return null;
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
