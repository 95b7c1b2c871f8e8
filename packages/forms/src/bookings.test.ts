import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, insideBookingSlot, minuteOfDay, openingSchema } from './bookings';

describe('booking slots', () => {
  it('takes a class that starts and ends inside one slot, to the minute', () => {
    expect(insideBookingSlot(minuteOfDay('06:00'), 180)).toBe(true);
    expect(insideBookingSlot(minuteOfDay('06:00'), 181)).toBe(false);
    expect(insideBookingSlot(minuteOfDay('19:00'), 60)).toBe(true);
    expect(insideBookingSlot(minuteOfDay('19:30'), 60)).toBe(false); // afternoon into night
    expect(insideBookingSlot(minuteOfDay('22:00'), 60)).toBe(true);
    expect(insideBookingSlot(minuteOfDay('22:01'), 60)).toBe(false);
    expect(insideBookingSlot(minuteOfDay('10:00'), 30)).toBe(false);
  });

  it('refuses an opening with the message of its first problem', () => {
    const valid = { date: '2030-04-01', time: '12:00', durationMinutes: 60, capacity: 4 };
    expect(openingSchema.safeParse(valid).success).toBe(true);
    const first = (value: object) => openingSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ ...valid, time: '09:00' })).toBe(BOOKING_MESSAGES.outsideSlots);
    expect(first({ ...valid, date: '2030-02-29' })).toBe(BOOKING_MESSAGES.date);
    expect(first({ ...valid, capacity: 1.5 })).toBe(BOOKING_MESSAGES.capacity);
    expect(first({ ...valid, extra: true })).toBe(BOOKING_MESSAGES.unknownField);
  });
});
