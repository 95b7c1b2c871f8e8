import { describe, expect, it } from 'vitest';
import {
  attendanceMarksSchema,
  classStartParam,
  classWeekQuerySchema,
  ATTENDANCE_MESSAGES as M,
} from './attendance';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('classStartParam', () => {
  it('takes a class key in milliseconds written in plain digits', () => {
    expect(classStartParam.parse('1792436400000')).toBe(1_792_436_400_000);
  });

  it.each(['', 'abc', '1.5', '-1', '0', '1e12', '2026-10-19T17:00:00.000Z', '9'.repeat(16)])(
    'refuses %j with the Spanish message',
    (value) => {
      expect(message(classStartParam.safeParse(value))).toBe(M.classStart);
    },
  );
});

describe('attendanceMarksSchema', () => {
  it('takes one mark per student', () => {
    const marks = [
      { studentId: 1, status: 'present' },
      { studentId: 2, status: 'late' },
      { studentId: 3, status: 'absent' },
    ];
    expect(attendanceMarksSchema.parse({ marks })).toEqual({ marks });
  });

  it.each([
    [{}, M.marksRequired],
    [{ marks: [] }, M.marksRequired],
    [{ marks: [{ studentId: 0, status: 'present' }] }, M.studentId],
    [{ marks: [{ studentId: 1, status: 'enfermo' }] }, M.status],
    [
      {
        marks: [
          { studentId: 1, status: 'late' },
          { studentId: 1, status: 'absent' },
        ],
      },
      M.repeatedStudent,
    ],
    [{ marks: [{ studentId: 1, status: 'late' }], note: 'x' }, M.unknownField],
  ])('refuses %j', (body, expected) => {
    expect(message(attendanceMarksSchema.safeParse(body))).toBe(expected);
  });
});

describe('classWeekQuerySchema', () => {
  it('takes a day or nothing, and refuses a day that does not exist', () => {
    expect(classWeekQuerySchema.parse({})).toEqual({});
    expect(classWeekQuerySchema.parse({ day: '2026-10-22' })).toEqual({ day: '2026-10-22' });
    expect(message(classWeekQuerySchema.safeParse({ day: '2026-02-30' }))).toBe(M.day);
  });
});
