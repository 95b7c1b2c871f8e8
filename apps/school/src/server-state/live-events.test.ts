import type { Notification } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { courseOfLink, keysForLiveEvent } from './live-events';

const notice = (kind: Notification['kind'], link: string | null): Notification => ({
  id: 1,
  kind,
  title: 'Aviso',
  link,
  createdAt: '2026-03-10T12:00:00.000Z',
  read: false,
});

describe('courseOfLink', () => {
  it('reads the course of a student or teacher path', () => {
    expect(courseOfLink('/student/course/12/task/5')).toBe(12);
    expect(courseOfLink('/teacher/course/7')).toBe(7);
    expect(courseOfLink('/settings')).toBeUndefined();
    expect(courseOfLink(null)).toBeUndefined();
  });
});

describe('keysForLiveEvent', () => {
  it('refreshes the bell and the course activities for a new activity', () => {
    expect(
      keysForLiveEvent({
        type: 'notification',
        notification: notice('activity', '/student/course/3/task/9'),
      }),
    ).toEqual([
      ['notifications'],
      ['student', 'course', 3, 'activities'],
      ['teacher', 'course', 3, 'activities'],
      ['student', 'upcoming'],
    ]);
  });

  it('refreshes the materials of the linked course, and only the bell without a course', () => {
    expect(
      keysForLiveEvent({ type: 'notification', notification: notice('material', '/student/course/4') }),
    ).toContainEqual(['student', 'course', 4, 'materials']);
    expect(keysForLiveEvent({ type: 'notification', notification: notice('material', null) })).toEqual([
      ['notifications'],
    ]);
  });

  it('maps grades, enrolments, course decisions and timetable changes to their queries', () => {
    const keys = (kind: Notification['kind'], link: string | null = null) =>
      keysForLiveEvent({ type: 'notification', notification: notice(kind, link) });
    expect(keys('grade')).toContainEqual(['student', 'results']);
    expect(keys('enrolment')).toContainEqual(['teacher', 'students']);
    expect(keys('course-approved', '/teacher/course/8')).toContainEqual(['teacher', 'course', 8]);
    expect(keys('course-pending')).toContainEqual(['admin', 'courses']);
    expect(keys('timetable')).toContainEqual(['student', 'classes']);
    expect(keys('message')).toEqual([['notifications'], ['messages']]);
  });

  it('sends conversation events to the inbox and a read-all to the bell', () => {
    expect(keysForLiveEvent({ type: 'message', conversationId: 1, messageId: 2 })).toEqual([['messages']]);
    expect(keysForLiveEvent({ type: 'read', conversationId: 1 })).toEqual([['messages']]);
    expect(keysForLiveEvent({ type: 'notifications-read' })).toEqual([['notifications']]);
  });
});
