import { describe, expect, it } from 'vitest';
import { upcomingActivities, upcomingBadge } from './upcoming';

const activity = (id: number, dueDate: string, completed = false) => ({
  id,
  courseId: 1,
  title: `A${id}`,
  type: 'TASK' as const,
  dueDate,
  completed,
});

describe('upcomingActivities', () => {
  it('keeps pending activities, soonest first, and shows at most five', () => {
    const list = [
      activity(1, '2026-03-20T10:00:00Z'),
      activity(2, '2026-03-11T10:00:00Z'),
      activity(3, '2026-03-12T10:00:00Z', true),
      activity(4, '2026-03-15T10:00:00Z'),
      activity(5, '2026-03-14T10:00:00Z'),
      activity(6, '2026-03-13T10:00:00Z'),
      activity(7, '2026-03-30T10:00:00Z'),
      activity(8, '2026-03-01T10:00:00Z'),
    ];
    const { pending, shown } = upcomingActivities(list);
    expect(pending.map((a) => a.id)).toEqual([8, 2, 6, 5, 4, 1, 7]);
    expect(shown.map((a) => a.id)).toEqual([8, 2, 6, 5, 4]);
  });
});

describe('upcomingBadge', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('%i → %s', (count, text) => {
    expect(upcomingBadge(count)).toBe(text);
  });
});
