import { describe, expect, it } from 'vitest';
import { mondayOf } from './week-timetable';

describe('mondayOf', () => {
  it('finds this week’s Monday from any day, and the weeks around it', () => {
    // Wednesday 25 November 2026, and a Sunday, which belongs to the week that began six days before.
    expect(mondayOf(0, new Date(2026, 10, 25, 9))).toBe('2026-11-23');
    expect(mondayOf(0, new Date(2026, 10, 29, 23))).toBe('2026-11-23');
    expect(mondayOf(0, new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23');
    expect(mondayOf(1, new Date(2026, 10, 25))).toBe('2026-11-30');
    expect(mondayOf(-1, new Date(2027, 0, 1))).toBe('2026-12-21');
  });
});
