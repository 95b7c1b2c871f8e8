import { z } from 'zod';
import { strictQuery, wholeNumber } from './query';
import { isCalendarDate, isIsoDateTime } from './teacher/dates';
import { strict } from './teacher/messages';
import { hasNul, TEXT_MESSAGES } from './text';

/**
 * Live classes (decision 136): the teacher's timetable, its one-off changes, and the student's join. Times
 * the teacher types are wall-clock times of the school's time zone; the server turns them into instants.
 */
export const CLASS_MESSAGES = {
  startDateInvalid: 'La fecha de inicio no es válida.',
  endDateInvalid: 'La fecha de fin no es válida.',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  weekdayInvalid: 'Elige un día de la semana.',
  timeInvalid: 'La hora no es válida (HH:MM).',
  durationInvalid: 'La duración debe estar entre 15 y 480 minutos.',
  tooManySlots: 'Como mucho 14 clases por semana.',
  slotsInvalid: 'El horario no es válido.',
  meetingUrlInvalid: 'El enlace de la reunión debe ser una dirección https.',
  changeKindInvalid: 'El tipo de cambio no es válido.',
  classKeyInvalid: 'La clase no es válida.',
  dateInvalid: 'La fecha no es válida.',
  reasonRequired: 'Indica el motivo: lo verán tus alumnos.',
  reasonMax: 'El motivo no puede superar los 300 caracteres.',
  daysInvalid: 'El número de días debe estar entre 1 y 42.',
} as const;

/** "Unirse a la clase" opens this many minutes before the start, and stays open until the end. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
export const MAX_WEEKLY_SLOTS = 14;
const M = CLASS_MESSAGES;

/** Timetables live in this century: a typo such as 0202 for 2026 is refused, not expanded for centuries. */
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2099-12-31', {
      error: message,
    });

/** HH:MM, 00:00 to 23:59. */
export const clockTime = z
  .string({ error: M.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeInvalid });

const duration = z
  .number({ error: M.durationInvalid })
  .int({ error: M.durationInvalid })
  .min(15, { error: M.durationInvalid })
  .max(480, { error: M.durationInvalid });

const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(300, { error: M.reasonMax })
  .refine((value) => !hasNul(value), { error: TEXT_MESSAGES.nulCharacter });

/** A class is named by the ISO instant of its weekly start (or of its own start, for an extra class). */
const classKey = z.string({ error: M.classKeyInvalid }).refine(isIsoDateTime, { error: M.classKeyInvalid });

function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value) || hasNul(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

export const weeklySlotSchema = z.strictObject(
  {
    weekday: z
      .number({ error: M.weekdayInvalid })
      .int({ error: M.weekdayInvalid })
      .min(1, { error: M.weekdayInvalid })
      .max(7, { error: M.weekdayInvalid }),
    startTime: clockTime,
    durationMinutes: duration,
  },
  strict,
);
export type WeeklySlotInput = z.infer<typeof weeklySlotSchema>;

/** PUT /teacher/course/:courseId/timetable: the whole timetable at once. */
export const timetableSchema = z
  .strictObject(
    {
      startDate: calendarDate(M.startDateInvalid),
      endDate: calendarDate(M.endDateInvalid),
      slots: z
        .array(weeklySlotSchema, { error: M.slotsInvalid })
        .max(MAX_WEEKLY_SLOTS, { error: M.tooManySlots }),
      /** Empty: the course's generated room. */
      meetingUrl: z
        .string({ error: M.meetingUrlInvalid })
        .trim()
        .max(500, { error: M.meetingUrlInvalid })
        .refine((value) => value === '' || isHttpsLink(value), { error: M.meetingUrlInvalid }),
    },
    strict,
  )
  .refine((value) => value.endDate >= value.startDate, { error: M.endBeforeStart, path: ['endDate'] });
export type TimetableInput = z.infer<typeof timetableSchema>;

const newStart = { date: calendarDate(M.dateInvalid), time: clockTime };

/** POST /teacher/course/:courseId/class-change: cancel or move one class, or add an extra one. */
export const classChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('cancelled'), classKey, reason }, strict),
    z.strictObject(
      { kind: z.literal('moved'), classKey, ...newStart, durationMinutes: duration.optional(), reason },
      strict,
    ),
    z.strictObject({ kind: z.literal('extra'), ...newStart, durationMinutes: duration, reason }, strict),
  ],
  { error: M.changeKindInvalid },
);
export type ClassChangeInput = z.infer<typeof classChangeSchema>;

/** POST /student/course/:courseId/join. */
export const joinClassSchema = z.strictObject({ classKey }, strict);

/** GET /student/classes: `days` days from `from` (school dates; default today and 7). */
export const classRangeQuerySchema = z.strictObject(
  {
    from: calendarDate(M.dateInvalid).optional(),
    days: wholeNumber(1, 42, M.daysInvalid).optional(),
  },
  strictQuery,
);
