import { queryOptions, useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '../school-time';
import { followAccountLocale } from './account-locale';

/*
 * The school's clock (decision 172): due dates are typed and shown in the IANA zone the server keeps
 * (SCHOOL_TIMEZONE), whatever zone the browser is in. Not exported from ./index: that module loads on every
 * page, public ones included, and this one needs TanStack Query, which only the signed-in pages download.
 */

/**
 * GET /auth/me, asked once per session (the signed-in layout waits for it) and kept: the zone never changes.
 * The account's language, chosen on another device, is applied here too.
 */
export const schoolTimeZoneQuery = () =>
  queryOptions({
    queryKey: ['session', 'me'] as const,
    // The auth area's calls download with this call, not in every panel's first load.
    queryFn: async () => {
      const me = await (await import('../api/auth')).api.auth.me();
      followAccountLocale(me.locale);
      return me;
    },
    staleTime: Number.POSITIVE_INFINITY,
    select: (me) => me.timeZone,
  });

/**
 * The school's IANA time zone ('Europe/Madrid'), to pass as `timeZone` wherever a due date is read or shown.
 * The browser's own zone only when the server could not be asked: the best left then.
 */
export function useSchoolTimeZone(): string {
  return useQuery(schoolTimeZoneQuery()).data ?? browserTimeZone();
}
