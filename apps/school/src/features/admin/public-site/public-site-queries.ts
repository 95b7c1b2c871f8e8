import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/public-forms';

/** The 'Web pública' sections' server state (decision 144). */
export const publicSiteKeys = {
  positions: ['admin', 'public-site', 'positions'] as const,
  applications: ['admin', 'public-site', 'applications'] as const,
  contactMessages: ['admin', 'public-site', 'contact-messages'] as const,
  newsletter: ['admin', 'public-site', 'newsletter'] as const,
};

export const publicSiteQueries = {
  positions: () =>
    queryOptions({ queryKey: publicSiteKeys.positions, queryFn: () => api.publicForms.positions() }),
  applications: () =>
    queryOptions({ queryKey: publicSiteKeys.applications, queryFn: () => api.publicForms.applications() }),
  contactMessages: () =>
    queryOptions({
      queryKey: publicSiteKeys.contactMessages,
      queryFn: () => api.publicForms.contactMessages(),
    }),
  newsletter: () =>
    queryOptions({ queryKey: publicSiteKeys.newsletter, queryFn: () => api.publicForms.newsletterSummary() }),
};

/** '25 nov 2026, 10:30' in the school's language. */
export function shortDateTime(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
