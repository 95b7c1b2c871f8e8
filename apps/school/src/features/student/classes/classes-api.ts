import { ApiError, type CourseClass, calendarEndpoints, classEndpoints } from '@aula/api-client';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../api';
import { studentKeys } from '../../../server-state/query-keys';
import { saveBlob } from '../../../shell/save-blob';

/** Getters: each text is translated when it is read, in the page's language. */
export const CLASS_ERRORS = {
  get load() {
    return t`No se pudieron cargar tus clases.`;
  },
  get join() {
    return t`No se pudo abrir la clase. Inténtalo de nuevo.`;
  },
  get icsFailed() {
    return t`No se pudo descargar la clase. Inténtalo de nuevo.`;
  },
};

/** The student's classes (decisions 136, 139): the timetable reads, joining one, and one as an .ics file. */
export const classQueries = {
  /** The next 7 days from today; refreshed every minute so 'Unirse a la clase' opens on time. */
  upcoming: () =>
    queryOptions({
      queryKey: studentKeys.upcomingClasses(),
      queryFn: () => api.call(classEndpoints.studentClasses),
      refetchInterval: 60_000,
    }),
  /** The week starting on this Monday (YYYY-MM-DD). */
  week: (from: string) =>
    queryOptions({
      queryKey: studentKeys.classWeek(from),
      queryFn: () => api.call(classEndpoints.studentClasses, { query: { from, days: 7 } }),
    }),
  courseTimetable: (courseId: number) =>
    queryOptions({
      queryKey: studentKeys.timetable(courseId),
      queryFn: () => api.call(classEndpoints.studentTimetable, { params: { courseId } }),
    }),
};

/**
 * "Unirse a la clase": the tab is opened during the click (a tab opened after the answer would be blocked as
 * a pop-up), then sent to the meeting the server gives; on a refusal it is closed and the server's Spanish
 * reason (when the class opens, that it was cancelled…) is shown.
 */
export function useJoinClass() {
  const joinClass = useMutation({
    mutationFn: ({ time }: { time: CourseClass; tab: Window | null }) =>
      api.call(classEndpoints.joinClass, {
        params: { courseId: time.courseId },
        body: { classKey: time.key },
      }),
    onSuccess: ({ url }, { tab }) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    },
    onError: (_, { tab }) => tab?.close(),
  });

  function join(time: CourseClass) {
    joinClass.mutate({ time, tab: window.open('', '_blank') });
  }

  const failure = joinClass.error;
  return {
    join,
    joining: joinClass.isPending ? joinClass.variables.time.key : null,
    error: failure ? (failure instanceof ApiError && failure.serverMessage) || CLASS_ERRORS.join : null,
  };
}

/**
 * One class as an .ics file (decision 139). The file comes through the API with the session, so it is
 * fetched and handed to the browser rather than linked.
 */
export function useSaveClassIcs({ onError }: { onError: (message: string) => void }) {
  return useMutation({
    mutationFn: async (time: CourseClass) => {
      const classStart = Date.parse(time.key);
      const file = await api.send<Blob>(calendarEndpoints.classIcs, {
        params: { courseId: time.courseId, classStart },
        file: true,
      });
      saveBlob(file, `clase-${time.courseId}-${classStart}.ics`);
    },
    onError: (failure) =>
      onError((failure instanceof ApiError && failure.serverMessage) || CLASS_ERRORS.icsFailed),
  });
}
