import { type ReactNode, useEffect } from 'react';
import { StudentBanners } from './global-banners';

/** The page title in the tab. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Aula`;
  }, [title]);
}

/**
 * Every student page outside the panel (course, task, test): the student area's banners. The spec shows no
 * route guard here beyond the panel's own check; each page reports a missing session with its own text.
 */
export function StudentPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <StudentBanners>{children}</StudentBanners>;
}
