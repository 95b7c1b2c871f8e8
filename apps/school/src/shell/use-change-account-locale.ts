import { accountEndpoints, type MeResponse } from '@aula/api-client';
import type { InterfaceLocale } from '@aula/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { accountKeys } from '../server-state/query-keys';
import { schoolTimeZoneQuery } from '../session/use-school-time-zone';

/**
 * Keeps a signed-in person's language on the account (PUT /account/locale), so it follows them to every device
 * and their e-mails speak it. The page has switched already: a failed save leaves this device's choice standing.
 */
export function useChangeAccountLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: InterfaceLocale) => api.call(accountEndpoints.changeLocale, { body: { locale } }),
    onSuccess: ({ locale }) => {
      const withLocale = (me: MeResponse | undefined) => me && { ...me, locale };
      queryClient.setQueryData(accountKeys.me(), withLocale);
      queryClient.setQueryData(schoolTimeZoneQuery().queryKey, withLocale);
    },
  });
}
