import type { ApplicationStatus, PositionValues } from '@aula/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/public-forms';
import { adminKeys } from '../../../server-state/query-keys';
import { saveBlob } from '../../../shell/save-blob';

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

/** Publishes a position (no id) or changes one: its text, or whether it is open. */
export function useSavePosition(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PositionValues) =>
      id === undefined ? api.publicForms.createPosition(values) : api.publicForms.updatePosition(id, values),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.positions() }),
  });
}

/** An application's state or its removal also changes its position's counts: the whole section refreshes. */
export function useMarkApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ApplicationStatus) => api.publicForms.markApplication(id, status),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.publicSite() }),
  });
}

export function useDeleteApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.publicForms.deleteApplication(id),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.publicSite() }),
  });
}

/** An applicant's CV, handed to the browser as a download under the name it was sent with. */
export function useDownloadCv(id: number, cvName: string) {
  return useMutation({
    mutationFn: async () => saveBlob(await api.publicForms.applicationCv(id), cvName),
  });
}

export function useDeleteContactMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.publicForms.deleteContactMessage(id),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.contactMessages() }),
  });
}

/** The confirmed subscribers' addresses as CSV. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: async () => saveBlob(await api.publicForms.newsletterCsv(), 'suscriptores-boletin.csv'),
  });
}

/** '25 nov 2026, 10:30' in the reader's locale (useIntlLocale()). */
export function shortDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
