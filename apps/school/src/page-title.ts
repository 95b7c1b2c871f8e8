import { useEffect } from 'react';

/** Sets the tab title, the first thing a screen reader announces after a route change. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Aula`;
  }, [title]);
}
