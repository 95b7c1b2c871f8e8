import { type PointerEvent, useRef } from 'react';

/** How far (px) a toast must be dragged to the right to close, as in Radix Toast. */
const SWIPE_THRESHOLD = 50;
// Kept under Radix's name, so the toast's class (`translate-x-[var(--radix-toast-swipe-move-x)]`) is unchanged.
const MOVE_X = '--radix-toast-swipe-move-x';

/**
 * Pointer handlers that let a toast be dragged to the right: it follows the pointer (`data-swipe="move"` and
 * the offset in a CSS variable) and closes when let go past the threshold, or springs back.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const reset = (element: HTMLElement) => {
    startX.current = null;
    element.style.removeProperty(MOVE_X);
    delete element.dataset.swipe;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button === 0) startX.current = event.clientX;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const offset = Math.max(0, event.clientX - startX.current);
      if (offset === 0) return;
      const element = event.currentTarget;
      if (!element.hasPointerCapture(event.pointerId)) element.setPointerCapture(event.pointerId);
      element.dataset.swipe = 'move';
      element.style.setProperty(MOVE_X, `${offset}px`);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (startX.current === null) return;
      const offset = event.clientX - startX.current;
      reset(event.currentTarget);
      if (offset >= SWIPE_THRESHOLD) onDismiss();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      reset(event.currentTarget);
    },
  };
}
