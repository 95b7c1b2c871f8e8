import { useCallback, useId, useState } from 'react';

export interface DisclosureOptions {
  /** Controlled: the parent decides (an accordion that keeps one answer open). */
  open?: boolean;
  /** Uncontrolled starting state. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The WAI-ARIA disclosure pattern: a button that shows and hides a region. The button is a real
 * <button>, so Enter and Space work without extra code; it reports `aria-expanded` and points at the
 * region with `aria-controls`. The region is rendered only while open (spread `contentProps` on it).
 *
 * Written here instead of using Radix's Collapsible: on the public site every kilobyte counts against the
 * home page's budget, and Radix's shared runtime (presence, context scopes, slots) costs about 6 KB gzip
 * for what is a boolean and three attributes (docs/decisions/042-public-site-disclosures-without-radix.md).
 */
export function useDisclosure({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
}: DisclosureOptions = {}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const contentId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );

  const state = open ? 'open' : 'closed';
  return {
    open,
    setOpen,
    triggerProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': contentId,
      'data-state': state,
      onClick: () => setOpen(!open),
    },
    contentProps: { id: contentId, 'data-state': state },
  };
}
