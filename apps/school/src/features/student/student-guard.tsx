import type { ReactNode } from 'react';
import { usePageTitle } from '../../page-title';
import { StudentBanners } from './global-banners';

/**
 * Every student page outside the panel (course, task, test): the student area's banners. The spec shows no
 * route guard here beyond the panel's own check; each page reports a missing session with its own text.
 */
export function StudentPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <StudentBanners>{children}</StudentBanners>;
}
