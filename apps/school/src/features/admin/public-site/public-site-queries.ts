import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/public-forms';
import { adminKeys } from '../../../server-state/query-keys';

/** The 'Web pública' sections' server state (decision 144), under `adminKeys.publicSite()`. */

export const publicSiteQueries = {
  positions: () =>
    queryOptions({ queryKey: adminKeys.positions(), queryFn: () => api.publicForms.positions() }),
  applications: () =>
    queryOptions({ queryKey: adminKeys.applications(), queryFn: () => api.publicForms.applications() }),
  contactMessages: () =>
    queryOptions({
      queryKey: adminKeys.contactMessages(),
      queryFn: () => api.publicForms.contactMessages(),
    }),
  newsletter: () =>
    queryOptions({ queryKey: adminKeys.newsletter(), queryFn: () => api.publicForms.newsletterSummary() }),
};

/** '25 nov 2026, 10:30' in the school's language. */
export function shortDateTime(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
