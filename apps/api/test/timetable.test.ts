import { describe, expect, it } from 'vitest';
import { classesBetween, isWeeklyClass, type Timetable } from '../src/classes/timetable';

const MADRID = 'Europe/Madrid';
const at = (iso: string) => new Date(iso);
const starts = (timetable: Timetable, from: string, to: string, zone = MADRID) =>
  classesBetween(timetable, zone, at(from), at(to)).map((found) => found.startsAt.toISOString());

// Mondays and Wednesdays at 19:00 for an hour and a half, across the end of summer time (25 October 2026).
const autumn: Timetable = {
  slots: [
    { weekday: 1, startMinute: 19 * 60, durationMinutes: 90 },
    { weekday: 3, startMinute: 19 * 60, durationMinutes: 90 },
  ],
  changes: [],
  firstDay: '2026-10-19',
  lastDay: '2026-10-28',
};

describe('classesBetween', () => {
  it('keeps a 19:00 class at 19:00 Madrid time across the daylight-saving change', () => {
    expect(starts(autumn, '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([
      '2026-10-19T17:00:00.000Z', // Monday, summer time (UTC+2)
      '2026-10-21T17:00:00.000Z',
      '2026-10-26T18:00:00.000Z', // Monday after the change (UTC+1)
      '2026-10-28T18:00:00.000Z',
    ]);
  });

  it('includes the last day and nothing outside the course dates or the asked range', () => {
    expect(starts(autumn, '2026-10-21T17:00:00Z', '2026-10-28T18:00:00Z')).toEqual([
      '2026-10-21T17:00:00.000Z',
      '2026-10-26T18:00:00.000Z',
    ]);
    expect(starts({ ...autumn, firstDay: null }, '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([]);
  });

  it('follows spring forward too, and moves a start the clocks skip to the hour after', () => {
    const spring: Timetable = {
      slots: [{ weekday: 7, startMinute: 2 * 60 + 30, durationMinutes: 60 }],
      changes: [],
      firstDay: '2027-03-21',
      lastDay: '2027-04-04',
    };
    expect(starts(spring, '2027-03-01T00:00:00Z', '2027-05-01T00:00:00Z')).toEqual([
      '2027-03-21T01:30:00.000Z', // 02:30 CET
      '2027-03-28T01:30:00.000Z', // 02:30 does not exist that night: 03:30 CEST
      '2027-04-04T00:30:00.000Z', // 02:30 CEST
    ]);
  });

  it('reads the slots in the time zone it is given', () => {
    expect(starts(autumn, '2026-10-19T12:00:00Z', '2026-10-20T12:00:00Z', 'America/Mexico_City')).toEqual([
      '2026-10-20T01:00:00.000Z',
    ]);
  });

  it('applies cancellations, moves and extra classes', () => {
    const changed: Timetable = {
      ...autumn,
      changes: [
        {
          id: 1,
          kind: 'cancelled',
          originalStart: at('2026-10-21T17:00:00Z'),
          startsAt: null,
          durationMinutes: null,
          reason: 'Día festivo',
        },
        {
          id: 2,
          kind: 'moved',
          originalStart: at('2026-10-26T18:00:00Z'),
          startsAt: at('2026-10-27T16:00:00Z'),
          durationMinutes: null,
          reason: 'Cambio de aula',
        },
        {
          id: 3,
          kind: 'extra',
          originalStart: null,
          startsAt: at('2026-10-30T09:00:00Z'),
          durationMinutes: 45,
          reason: 'Repaso antes del examen',
        },
      ],
    };
    const classes = classesBetween(changed, MADRID, at('2026-10-01T00:00:00Z'), at('2026-12-01T00:00:00Z'));
    expect(
      classes.map(({ key, startsAt, endsAt, status, reason }) => [
        key,
        startsAt.toISOString(),
        endsAt.toISOString(),
        status,
        reason,
      ]),
    ).toEqual([
      ['2026-10-19T17:00:00.000Z', '2026-10-19T17:00:00.000Z', '2026-10-19T18:30:00.000Z', 'scheduled', ''],
      [
        '2026-10-21T17:00:00.000Z',
        '2026-10-21T17:00:00.000Z',
        '2026-10-21T18:30:00.000Z',
        'cancelled',
        'Día festivo',
      ],
      // Moved: still named by its weekly start, listed at its new time, with the weekly length.
      [
        '2026-10-26T18:00:00.000Z',
        '2026-10-27T16:00:00.000Z',
        '2026-10-27T17:30:00.000Z',
        'moved',
        'Cambio de aula',
      ],
      ['2026-10-28T18:00:00.000Z', '2026-10-28T18:00:00.000Z', '2026-10-28T19:30:00.000Z', 'scheduled', ''],
      [
        '2026-10-30T09:00:00.000Z',
        '2026-10-30T09:00:00.000Z',
        '2026-10-30T09:45:00.000Z',
        'extra',
        'Repaso antes del examen',
      ],
    ]);
    expect(classes[2]?.scheduledStart?.toISOString()).toBe('2026-10-26T18:00:00.000Z');
  });

  it('lists a moved class in the range it moved into, not the one it left', () => {
    const moved: Timetable = {
      ...autumn,
      changes: [
        {
          id: 1,
          kind: 'moved',
          originalStart: at('2026-10-19T17:00:00Z'),
          startsAt: at('2026-11-02T17:00:00Z'),
          durationMinutes: 60,
          reason: '',
        },
      ],
    };
    expect(starts(moved, '2026-10-19T00:00:00Z', '2026-10-20T00:00:00Z')).toEqual([]);
    expect(starts(moved, '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z')).toEqual([
      '2026-11-02T17:00:00.000Z',
    ]);
  });
});

describe('isWeeklyClass', () => {
  it('recognises exactly the weekly starts', () => {
    expect(isWeeklyClass(autumn, MADRID, at('2026-10-26T18:00:00Z'))).toBe(true);
    expect(isWeeklyClass(autumn, MADRID, at('2026-10-26T17:00:00Z'))).toBe(false);
    expect(isWeeklyClass(autumn, MADRID, at('2026-11-02T18:00:00Z'))).toBe(false); // after the last day
  });
});
