import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * What the server can announce, and the cached data each announcement makes stale. Whatever delivers the
 * events (e.g. server-sent events, not built yet) calls `announceServerEvent`; screens keep
 * reading their queries and refetch what is on screen.
 */
export type ServerEvent =
  | { type: 'course-changed'; courseId: number }
  | { type: 'activity-changed'; courseId: number }
  | { type: 'material-changed'; courseId: number }
  | { type: 'result-changed' }
  | { type: 'enrolment-changed' };

export function keysFor(event: ServerEvent): QueryKey[] {
  switch (event.type) {
    case 'course-changed':
      return [
        ['student', 'course', event.courseId],
        ['teacher', 'course', event.courseId],
        ['student', 'courses'],
        ['teacher', 'courses'],
        ['admin', 'courses'],
      ];
    case 'activity-changed':
      return [
        ['student', 'course', event.courseId, 'activities'],
        ['teacher', 'course', event.courseId, 'activities'],
        ['student', 'upcoming'],
      ];
    case 'material-changed':
      return [
        ['student', 'course', event.courseId, 'materials'],
        ['teacher', 'course', event.courseId, 'materials'],
      ];
    case 'result-changed':
      return [
        ['student', 'results'],
        ['teacher', 'results'],
        ['student', 'course'],
      ];
    case 'enrolment-changed':
      return [['student'], ['teacher', 'students'], ['admin']];
  }
}

export function invalidateForServerEvent(client: QueryClient, event: ServerEvent) {
  return Promise.all(keysFor(event).map((queryKey) => client.invalidateQueries({ queryKey })));
}

const EVENT_NAME = 'aula:server-event';

/** The single entry point of server events into the app's cache. */
export function announceServerEvent(event: ServerEvent) {
  window.dispatchEvent(new CustomEvent<ServerEvent>(EVENT_NAME, { detail: event }));
}

/** Mounted once in the signed-in layout: turns each announced event into invalidations. */
export function LiveEvents() {
  const client = useQueryClient();
  useEffect(() => {
    const onEvent = (event: Event) =>
      void invalidateForServerEvent(client, (event as CustomEvent<ServerEvent>).detail);
    window.addEventListener(EVENT_NAME, onEvent);
    return () => window.removeEventListener(EVENT_NAME, onEvent);
  }, [client]);
  return null;
}
