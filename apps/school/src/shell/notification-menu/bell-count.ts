import { useEffect, useRef, useState } from 'react';

/** The badge's text: nothing for none, the number, or '99+' above 99. */
export function bellBadge(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/**
 * What the live region should say: the new count when it rises above a count already known. The first known
 * count (the page loading) and falls (read elsewhere) are not announced.
 */
export function shouldAnnounce(previous: number | undefined, count: number | undefined): boolean {
  return previous !== undefined && count !== undefined && count > previous;
}

export function useCountAnnouncement(count: number | undefined, announce: (count: number) => string): string {
  const previous = useRef(count);
  const [text, setText] = useState('');
  useEffect(() => {
    if (shouldAnnounce(previous.current, count) && count !== undefined) setText(announce(count));
    if (count !== undefined) previous.current = count;
  }, [count, announce]);
  return text;
}
