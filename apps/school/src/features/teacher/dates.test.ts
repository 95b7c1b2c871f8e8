import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromLocalInput, toLocalInput } from './dates';

describe('datetime-local conversions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('round-trips an instant through the input value', () => {
    const iso = '2030-03-20T17:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('keeps empty and unreadable values for the schema to reject', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('mañana')).toBe('mañana');
    // Never month first: a text the picker could not read is refused, not read the American way.
    expect(fromLocalInput('10/12/2026')).toBe('10/12/2026');
    expect(fromLocalInput('10/12/2026 18:30')).toBe('10/12/2026 18:30');
    expect(toLocalInput('no-date')).toBe('');
  });

  it('writes the value without seconds or zone', () => {
    expect(toLocalInput('2030-03-20T17:05:30.000Z')).toMatch(/^2030-03-2\dT\d{2}:\d{2}$/);
  });
});
