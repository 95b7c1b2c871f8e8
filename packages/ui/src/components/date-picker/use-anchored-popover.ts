import { type RefObject, useLayoutEffect, useRef } from 'react';

const SIDE_OFFSET = 4;
const COLLISION_PADDING = 8;

/**
 * Shows a mounted `popover="manual"` element in the top layer (so a scrolling dialog does not clip it) under
 * `anchor`, its right edge on the anchor's (above it when only there it fits), kept inside the viewport and
 * re-placed on scroll and resize: what the Radix popover did with align="end".
 *
 * Escape, a press outside both elements, and focus leaving them call `onClose`. Escape is caught on the
 * window before anything else hears it: a Radix dialog around the picker listens on the document and would
 * otherwise close with the calendar.
 */
export function useAnchoredPopover(
  popover: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  onClose: (returnFocus: boolean) => void,
) {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useLayoutEffect(() => {
    const element = popover.current;
    const trigger = anchor.current;
    if (!element || !trigger) return;
    element.showPopover();
    const place = () => {
      const box = trigger.getBoundingClientRect();
      const width = element.offsetWidth;
      const height = element.offsetHeight;
      const left = Math.max(
        COLLISION_PADDING,
        Math.min(box.right - width, window.innerWidth - width - COLLISION_PADDING),
      );
      const below = box.bottom + SIDE_OFFSET;
      const above = box.top - SIDE_OFFSET - height;
      const fitsBelow = below + height <= window.innerHeight - COLLISION_PADDING;
      const side = fitsBelow || above < COLLISION_PADDING ? 'bottom' : 'top';
      element.dataset.side = side;
      element.style.left = `${left}px`;
      element.style.top = `${side === 'bottom' ? below : above}px`;
    };
    place();
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (element.contains(target) || trigger.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close.current(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close.current(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close.current(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      if (element.isConnected && element.matches(':popover-open')) element.hidePopover();
    };
  }, [popover, anchor]);
}
