import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

const ENABLED_ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * The WAI-ARIA menu button pattern without Radix (decision 110): a button that opens a `role="menu"` list of
 * `role="menuitem"` buttons. Enter, Space or ArrowDown on the button open the menu on its first item (ArrowUp on
 * the last); a click opens it with focus on the menu itself. Arrow keys, Home and End move between the enabled
 * items (pointer hover moves focus too, as Radix did); Escape closes and returns focus to the button; Tab, a
 * click outside or focus leaving close it. Choosing an item closes the menu and returns focus to the button.
 */
export function useMenuButton({ defaultOpen = false }: { defaultOpen?: boolean | undefined } = {}) {
  const [open, setOpen] = useState(defaultOpen);
  const menuId = useId();
  const triggerId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the menu is in the DOM: 'first' / 'last' item, or the menu itself.
  const pendingFocus = useRef<'first' | 'last' | 'menu' | null>(null);

  const items = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ENABLED_ITEM) ?? []),
    [],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'menu') menuRef.current?.focus();
    else if (target) {
      const enabled = items();
      (target === 'first' ? enabled[0] : enabled.at(-1))?.focus();
      if (enabled.length === 0) menuRef.current?.focus();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const node = event.target as Node;
      if (menuRef.current?.contains(node) || triggerRef.current?.contains(node)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, items]);

  const openWith = (focus: 'first' | 'last' | 'menu') => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'data-state': open ? 'open' : 'closed',
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        openWith('first');
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openWith('last');
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close(true);
      }
    },
    // Some browsers activate a button on Space's keyup even when its keydown was handled.
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === ' ') event.preventDefault();
    },
    onClick: () => (open ? close(false) : openWith('menu')),
  };

  const menuProps = {
    ref: menuRef,
    id: menuId,
    role: 'menu' as const,
    tabIndex: -1,
    'aria-labelledby': triggerId,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const enabled = items();
      const index = enabled.indexOf(document.activeElement as HTMLElement);
      const moveTo = (next: number) => {
        event.preventDefault();
        enabled[(next + enabled.length) % enabled.length]?.focus();
      };
      if (event.key === 'ArrowDown') moveTo(index + 1);
      else if (event.key === 'ArrowUp') moveTo(index < 0 ? -1 : index - 1);
      else if (event.key === 'Home') moveTo(0);
      else if (event.key === 'End') moveTo(-1);
      else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') close(false);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const item = (event.target as Element).closest<HTMLElement>(ENABLED_ITEM);
      if (item && document.activeElement !== item) item.focus({ preventScroll: true });
    },
    onPointerLeave: () => {
      if (menuRef.current?.contains(document.activeElement)) menuRef.current.focus({ preventScroll: true });
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !menuRef.current?.contains(next) && !triggerRef.current?.contains(next)) close(false);
    },
  };

  /** Props of one item: a button with role menuitem; a disabled item stays visible but does nothing. */
  const itemProps = (onSelect: (() => void) | undefined, disabled = false) => ({
    type: 'button' as const,
    role: 'menuitem' as const,
    tabIndex: -1,
    'aria-disabled': disabled || undefined,
    'data-disabled': disabled ? '' : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      close(true);
      onSelect?.();
    },
  });

  return { open, triggerProps, menuProps, itemProps };
}
