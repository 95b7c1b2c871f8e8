import type { Tx } from '../../db/client';
import { classBookings, classOpenings } from '../../db/schema';
import { at } from './dates';
import type { Username } from './people';

interface DemoOpening {
  /** Days from the day of seeding, and the UTC hour: 11, 17 and 19:30 UTC fall inside the school's slots. */
  day: number;
  hour: number;
  minute?: number;
  capacity: number;
  booked: Username[];
  cancelled?: boolean;
}

/**
 * The flexible Spanish course's classes open for booking (decision 138): one already given, one with seats,
 * one full, one nobody booked yet, and one the teacher cancelled after a student had booked it.
 */
const OPENINGS: DemoOpening[] = [
  { day: -2, hour: 17, capacity: 4, booked: ['javier.sanchez', 'laura.gomez'] },
  { day: 1, hour: 17, capacity: 4, booked: ['javier.sanchez'] },
  { day: 2, hour: 19, minute: 30, capacity: 2, booked: ['javier.sanchez', 'laura.gomez'] },
  { day: 3, hour: 11, capacity: 3, booked: [] },
  { day: 5, hour: 17, capacity: 4, booked: ['laura.gomez'], cancelled: true },
];

export async function seedBookings(
  tx: Tx,
  idOf: (username: Username) => number,
  courseOf: (key: string) => number,
  now: Date,
) {
  const courseId = courseOf('es-b1');
  for (const opening of OPENINGS) {
    const startsAt = at(opening.day, now, opening.hour, opening.minute ?? 0);
    const [row] = await tx
      .insert(classOpenings)
      .values({
        courseId,
        startsAt,
        durationMinutes: 60,
        capacity: opening.capacity,
        booked: opening.booked.length,
        cancelledAt: opening.cancelled ? at(opening.day - 1, now, 9, 0) : null,
      })
      .returning({ id: classOpenings.id });
    if (!row) throw new Error('class_openings insert returned no row');
    if (opening.booked.length > 0) {
      await tx
        .insert(classBookings)
        .values(opening.booked.map((username) => ({ openingId: row.id, studentId: idOf(username) })));
    }
  }
}
