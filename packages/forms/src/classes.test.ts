import { describe, expect, it } from 'vitest';
import { classChangeSchema, classRangeQuerySchema, CLASS_MESSAGES as M, timetableSchema } from './classes';

const timetable = {
  startDate: '2027-03-01',
  endDate: '2027-04-30',
  slots: [{ weekday: 1, startTime: '19:00', durationMinutes: 90 }],
  meetingUrl: '',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('timetableSchema', () => {
  it('takes a valid timetable, and a teacher-given https link', () => {
    expect(timetableSchema.safeParse(timetable).success).toBe(true);
    expect(
      timetableSchema.safeParse({ ...timetable, meetingUrl: ' https://zoom.us/j/1 ' }).data?.meetingUrl,
    ).toBe('https://zoom.us/j/1');
  });

  it('refuses dates outside this century, an end before the start and links that are not https', () => {
    expect(firstMessage(timetableSchema.safeParse({ ...timetable, startDate: '0202-03-01' }))).toBe(
      M.startDateInvalid,
    );
    expect(firstMessage(timetableSchema.safeParse({ ...timetable, endDate: '2027-02-28' }))).toBe(
      M.endBeforeStart,
    );
    for (const meetingUrl of ['http://zoom.us/j/1', 'javascript:alert(1)', 'https://', 'https://a b']) {
      expect(firstMessage(timetableSchema.safeParse({ ...timetable, meetingUrl }))).toBe(M.meetingUrlInvalid);
    }
  });
});

describe('classChangeSchema', () => {
  it('needs a known kind and a reason', () => {
    expect(firstMessage(classChangeSchema.safeParse({ kind: 'deleted', reason: 'x' }))).toBe(
      M.changeKindInvalid,
    );
    expect(
      firstMessage(
        classChangeSchema.safeParse({ kind: 'cancelled', classKey: '2027-03-22T18:00:00Z', reason: ' ' }),
      ),
    ).toBe(M.reasonRequired);
  });
});

describe('classRangeQuerySchema', () => {
  it('takes 1 to 42 days', () => {
    expect(classRangeQuerySchema.safeParse({ days: '42' }).data).toEqual({ days: 42 });
    expect(firstMessage(classRangeQuerySchema.safeParse({ days: '43' }))).toBe(M.daysInvalid);
  });
});
