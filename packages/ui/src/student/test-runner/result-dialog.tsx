import { type MouseEvent, type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';

export interface ResultDialogProps {
  title: string;
  description: string;
  /** Called on Escape and on a click on the backdrop (the footer is the parent's, with its own handler). */
  onDismiss?: () => void;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * A modal native `<dialog>`, open while mounted (decision 057): `showModal()` gives the focus trap, Escape and
 * the inert page behind it, without Radix Dialog's 9 KB gzip. Same look as DialogContent.
 */
export function ResultDialog({ title, description, onDismiss, footer, children }: ResultDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect so the dialog is modal before the first paint, and closes (the browser then returns focus
  // to the element that had it) before React removes it from the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      dialog.close();
    };
  }, []);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The parent decides whether it closes (it is controlled by `result`), as with Radix's onOpenChange.
    event.preventDefault();
    onDismiss?.();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (event.target === event.currentTarget) onDismiss?.();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way out (the cancel event).
    <dialog
      ref={ref}
      data-slot="dialog-content"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={handleCancel}
      onClick={handleClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] overflow-y-auto rounded-lg border bg-background p-0 text-foreground shadow-lg outline-none backdrop:bg-overlay/60 sm:max-w-lg"
    >
      <div className="grid gap-4 p-6">
        <div data-slot="dialog-header" className="flex flex-col gap-2 pr-8 text-center sm:text-left">
          <h2 id={titleId} data-slot="dialog-title" className="font-semibold text-lg leading-tight">
            {title}
          </h2>
          <p id={descriptionId} data-slot="dialog-description" className="text-muted-foreground text-sm">
            {description}
          </p>
        </div>
        {children}
        <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {footer}
        </div>
      </div>
    </dialog>
  );
}
