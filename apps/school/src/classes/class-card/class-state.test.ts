import { describe, expect, it } from 'vitest';
import { canJoin, classState } from './class-state';

const madrid = { timeZone: 'Europe/Madrid' };
// Monday 22 March 2027, 19:00–20:30 in Madrid (UTC+1).
const time = {
  startsAt: '2027-03-22T18:00:00Z',
  endsAt: '2027-03-22T19:30:00Z',
  status: 'scheduled' as const,
};
const at = (iso: string) => new Date(iso);

describe('classState', () => {
  it('walks a class from later to today, soon, live and finished', () => {
    expect(classState(time, at('2027-03-21T22:59:00Z'), madrid)).toBe('later');
    // Past midnight in Madrid, still the 21st in UTC.
    expect(classState(time, at('2027-03-21T23:00:00Z'), madrid)).toBe('today');
    expect(classState(time, at('2027-03-22T17:49:59Z'), madrid)).toBe('today');
    expect(classState(time, at('2027-03-22T17:50:00Z'), madrid)).toBe('soon');
    expect(classState(time, at('2027-03-22T18:00:00Z'), madrid)).toBe('live');
    expect(classState(time, at('2027-03-22T19:30:00Z'), madrid)).toBe('finished');
  });

  it('says cancelled whatever the time, and only soon and live can be joined', () => {
    expect(classState({ ...time, status: 'cancelled' }, at('2027-03-22T18:10:00Z'), madrid)).toBe(
      'cancelled',
    );
    expect(
      ['later', 'today', 'soon', 'live', 'finished', 'cancelled'].filter((s) => canJoin(s as never)),
    ).toEqual(['soon', 'live']);
  });
});
