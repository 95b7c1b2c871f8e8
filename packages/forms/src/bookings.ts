import { z } from 'zod';
import { strictQuery } from './query';
import { TEXT_MESSAGES } from './text';

/**
 * Booking for flexible courses (decision 138): the teacher opens classes inside the school's three slots
 * (marketing pages: morning 6:00-9:00, afternoon 12:00-20:00, night 20:00-23:00, school time); students
 * book and cancel with at least 2 hours' notice (decision 043).
 */
export const BOOKING_SLOTS = [
  { name: 'mañana', fromMinute: 6 * 60, toMinute: 9 * 60 },
  { name: 'tarde', fromMinute: 12 * 60, toMinute: 20 * 60 },
  { name: 'noche', fromMinute: 20 * 60, toMinute: 23 * 60 },
] as const;

/** How long before its start a class can still be booked or cancelled. */
export const BOOKING_NOTICE_MINUTES = 120;
export const OPENING_CAPACITY = { min: 1, max: 15 } as const;
export const OPENING_DURATION = { min: 15, max: 180 } as const;

export const BOOKING_MESSAGES = {
  date: 'Indica la fecha con el formato AAAA-MM-DD.',
  time: 'Indica la hora con el formato HH:MM.',
  duration: `La duración debe ser de ${OPENING_DURATION.min} a ${OPENING_DURATION.max} minutos.`,
  capacity: `Las plazas deben ser de ${OPENING_CAPACITY.min} a ${OPENING_CAPACITY.max}.`,
  outsideSlots:
    'La clase debe quedar dentro de una franja: mañana (6:00-9:00), tarde (12:00-20:00) o noche (20:00-23:00).',
  notice: 'Publica la clase con al menos 2 horas de antelación.',
  sameStart: 'Ya hay una clase publicada a esa hora en este curso.',
  notFlexible: 'Solo los cursos flexibles publican clases para reservar.',
  notApproved:
    'El curso está pendiente de aprobación: podrás publicar clases para reservar cuando la administración lo apruebe.',
  openingNotFound: 'La clase no existe.',
  full: 'No quedan plazas en esta clase.',
  alreadyBooked: 'Ya tienes reservada esta clase.',
  notBooked: 'No tienes reservada esta clase.',
  cancelled: 'Esta clase se ha cancelado.',
  bookTooLate: 'Ya no puedes reservar esta clase: faltan menos de 2 horas para que empiece.',
  cancelTooLate: 'Ya no puedes cancelar esta reserva: faltan menos de 2 horas para que empiece la clase.',
  booked: 'Clase reservada.',
  bookingCancelled: 'Reserva cancelada.',
  openingDeleted: 'Clase retirada.',
  openingCancelled: 'Clase cancelada. Sus reservas se conservan como canceladas.',
  ended: 'Esta clase ya ha terminado.',
  openingId: 'El identificador de la clase no es válido.',
  unknownField: TEXT_MESSAGES.unknownField,
} as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a YYYY-MM-DD string names a real day (2026-02-30 does not). */
function isRealDay(day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

const daySchema = z
  .string({ error: BOOKING_MESSAGES.date })
  .regex(DAY, { error: BOOKING_MESSAGES.date })
  .refine(isRealDay, { error: BOOKING_MESSAGES.date });

/** Minutes after midnight of an 'HH:MM' time. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether a class from `startMinute` lasting `durationMinutes` fits inside one of the three slots. */
export function insideBookingSlot(startMinute: number, durationMinutes: number): boolean {
  const endMinute = startMinute + durationMinutes;
  return BOOKING_SLOTS.some((slot) => startMinute >= slot.fromMinute && endMinute <= slot.toMinute);
}

const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** A class the teacher opens: the day and time are the school's (its time zone). */
export const openingSchema = z
  .strictObject(
    {
      date: daySchema,
      time: z.string({ error: BOOKING_MESSAGES.time }).regex(TIME, { error: BOOKING_MESSAGES.time }),
      durationMinutes: whole(OPENING_DURATION.min, OPENING_DURATION.max, BOOKING_MESSAGES.duration),
      capacity: whole(OPENING_CAPACITY.min, OPENING_CAPACITY.max, BOOKING_MESSAGES.capacity),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? BOOKING_MESSAGES.unknownField : undefined) },
  )
  .refine((opening) => insideBookingSlot(minuteOfDay(opening.time), opening.durationMinutes), {
    error: BOOKING_MESSAGES.outsideSlots,
    path: ['time'],
  });
export type OpeningInput = z.infer<typeof openingSchema>;

/** The teacher's week of openings: any day of it, the current week when absent. */
export const openingWeekQuerySchema = z.strictObject({ week: daySchema.optional() }, strictQuery);
