import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The teacher pages' forms and delete confirmation, fetched with the first one that opens (decision 110), like
 * the dialog parts they sit in (shell/dialogs.tsx): no dialog here is open when its page loads.
 */
const parts = () => import('./dialog-parts');

export {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../shell/dialogs';

const LazyConfirmDeleteDialog = lazy(() =>
  parts().then((module) => ({ default: module.ConfirmDeleteDialog })),
);
// The forms open only inside a dialog, and bring the date picker's calendar with them: same chunk.
export const CourseForm = lazy(() => parts().then((module) => ({ default: module.CourseForm })));
export const ActivityForm = lazy(() => parts().then((module) => ({ default: module.ActivityForm })));
export const MaterialForm = lazy(() => parts().then((module) => ({ default: module.MaterialForm })));

export function ConfirmDeleteDialog(props: ComponentProps<typeof LazyConfirmDeleteDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmDeleteDialog {...props} />
    </Suspense>
  );
}
