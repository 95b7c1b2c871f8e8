import type { LiveEvent, Notification } from '@aula/api-client';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveStream } from './live-stream';
import { adminKeys, messageKeys, notificationKeys, studentKeys, teacherKeys } from './query-keys';

/**
 * What the server can announce, and the cached data each announcement makes stale. The live stream
 * (server-sent events) turns each LiveEvent into these (`keysForLiveEvent`); screens keep reading
 * their queries and refetch what is on screen.
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
        studentKeys.course(event.courseId),
        teacherKeys.course(event.courseId),
        studentKeys.courses(),
        teacherKeys.courses(),
        adminKeys.courses(),
      ];
    case 'activity-changed':
      return [
        studentKeys.activities(event.courseId),
        teacherKeys.activities(event.courseId),
        studentKeys.upcoming(),
      ];
    case 'material-changed':
      return [studentKeys.materials(event.courseId), teacherKeys.materials(event.courseId)];
    case 'result-changed':
      // Every student course page: a grade shows in its activity list.
      return [studentKeys.results(), teacherKeys.results(), studentKeys.anyCourse()];
    case 'enrolment-changed':
      return [studentKeys.all, teacherKeys.students(), adminKeys.all];
  }
}

export function invalidateForServerEvent(client: QueryClient, event: ServerEvent) {
  return Promise.all(keysFor(event).map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** The course a notification is about, read from its link ('/student/course/12/task/5' → 12). */
export function courseOfLink(link: string | null): number | undefined {
  const match = link?.match(/\/course\/(\d+)/);
  return match ? Number(match[1]) : undefined;
}

/** The existing server event a notification stands for, when its kind names one. */
function serverEventOf({ kind, link }: Notification): ServerEvent | undefined {
  const courseId = courseOfLink(link);
  switch (kind) {
    case 'activity':
      return courseId === undefined ? undefined : { type: 'activity-changed', courseId };
    case 'material':
      return courseId === undefined ? undefined : { type: 'material-changed', courseId };
    case 'grade':
      return { type: 'result-changed' };
    case 'enrolment':
      return { type: 'enrolment-changed' };
    case 'course-approved':
    case 'course-rejected':
    case 'course-finished':
    case 'course-pending':
      return courseId === undefined ? undefined : { type: 'course-changed', courseId };
    default:
      return undefined;
  }
}

/** The cached data one event of the live stream makes stale. */
export function keysForLiveEvent(event: LiveEvent): QueryKey[] {
  switch (event.type) {
    case 'notification': {
      const { notification } = event;
      const server = serverEventOf(notification);
      const keys: QueryKey[] = [notificationKeys.all, ...(server ? keysFor(server) : [])];
      // Kinds with no server event of their own, or whose link names no course.
      if (notification.kind === 'message') keys.push(messageKeys.all);
      if (notification.kind === 'activity' && !server) keys.push(studentKeys.upcoming());
      if (notification.kind === 'timetable') keys.push(studentKeys.classes());
      if (notification.kind.startsWith('course-') && !server)
        keys.push(teacherKeys.courses(), adminKeys.courses());
      return keys;
    }
    case 'message':
    case 'read':
      return [messageKeys.all];
    case 'notifications-read':
      return [notificationKeys.all];
  }
}

const EVENT_NAME = 'aula:server-event';

/** The single entry point of server events into the app's cache. */
export function announceServerEvent(event: ServerEvent) {
  window.dispatchEvent(new CustomEvent<ServerEvent>(EVENT_NAME, { detail: event }));
}

/**
 * Mounted once in the signed-in layout: turns each announced event into invalidations, and keeps the tab's
 * one live stream open while there is a session (a new token reopens it; logging out closes it).
 */
export function LiveEvents({ token }: { token: string | null }) {
  const client = useQueryClient();
  useEffect(() => {
    const onEvent = (event: Event) =>
      void invalidateForServerEvent(client, (event as CustomEvent<ServerEvent>).detail);
    window.addEventListener(EVENT_NAME, onEvent);
    return () => window.removeEventListener(EVENT_NAME, onEvent);
  }, [client]);
  useEffect(() => {
    if (!token) return;
    return openLiveStream({
      getToken: () => token,
      onEvent: (event) => {
        for (const queryKey of keysForLiveEvent(event)) void client.invalidateQueries({ queryKey });
      },
    });
  }, [client, token]);
  return null;
}
