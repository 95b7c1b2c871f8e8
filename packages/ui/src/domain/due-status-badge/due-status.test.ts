import { describe, expect, it } from 'vitest';
import { dueStatus } from './due-status';

const now = new Date('2026-03-10T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('dueStatus (thresholds 0, 3 and 7 days, rounded up)', () => {
  it.each([
    [-49, 'overdue', -2],
    [-25, 'overdue', -1],
    [-2, 'today', 0],
    [0, 'today', 0],
    [1, 'soon', 1],
    [24, 'soon', 1],
    [25, 'soon', 2],
    [72, 'soon', 3],
    [73, 'week', 4],
    [168, 'week', 7],
    [169, 'future', 8],
  ] as const)('%i hours from now is %s with %i days', (hours, kind, days) => {
    expect(dueStatus(inHours(hours), now)).toEqual({ kind, days });
  });

  it('reads ISO strings as the server sends them', () => {
    expect(dueStatus('2026-03-20T12:00:00Z', now)).toEqual({ kind: 'future', days: 10 });
  });
});
