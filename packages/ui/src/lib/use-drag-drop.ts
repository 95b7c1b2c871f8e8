import { type DragEvent, useRef } from 'react';

/**
 * Pointer dragging beside the buttons and lists that already do the same by keyboard: native drag and drop
 * (the mouse, and touch where the browser drags natively), no library. `source(i)` goes on what is dragged,
 * `target(j)` on where it can land, and `onDrop(i, j)` runs on landing. The dragged index lives here, not in
 * the DataTransfer, which a drop target cannot read during dragover.
 */
export function useDragDrop(onDrop: (source: number, target: number) => void, disabled = false) {
  const dragged = useRef<number | null>(null);
  return {
    source: (index: number) => ({
      draggable: !disabled,
      onDragStart: (event: DragEvent) => {
        dragged.current = index;
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data set.
        event.dataTransfer.setData('text/plain', '');
      },
      onDragEnd: () => {
        dragged.current = null;
      },
    }),
    target: (index: number) => ({
      onDragOver: (event: DragEvent) => {
        if (dragged.current !== null) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        const source = dragged.current;
        dragged.current = null;
        if (source === null) return;
        event.preventDefault();
        onDrop(source, index);
      },
    }),
  };
}
