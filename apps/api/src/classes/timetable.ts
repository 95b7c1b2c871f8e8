import { TZDate } from '@date-fns/tz';
import * as rrule from 'rrule';
import type { ClassChangeKind } from '../db/schema';

// rrule's main entry is CommonJS and its ES module is named only under "module": the bundlers (tsup, Vite)
// take the ES module's exports, Node itself (tsx: `pnpm dev`, the bench) sees the CommonJS ones under default.
const { datetime, RRule } =
  'RRule' in rrule ? rrule : (rrule as unknown as { default: typeof rrule }).default;

/** A weekly class: ISO weekday (1 Monday … 7 Sunday), start in minutes after midnight, school time. */
export interface WeeklySlot {
  weekday: number;
  startMinute: number;
  durationMinutes: number;
  /** No class of this slot starts before it (a slot added once the course was running); absent: none. */
  startsFrom?: Date | null;
}

export interface TimetableChange {
  id: number;
  kind: ClassChangeKind;
  /** The weekly class it cancels or moves; null for an extra class. */
  originalStart: Date | null;
  /** Where a moved or extra class now starts; null for a cancelled one. */
  startsAt: Date | null;
  /** The moved or extra class's own length; null keeps the weekly class's. */
  durationMinutes: number | null;
  reason: string;
}

/** Everything that decides a course's classes (decision 136). */
export interface Timetable {
  slots: WeeklySlot[];
  changes: TimetableChange[];
  /** First and last day of the weekly classes, YYYY-MM-DD in the school's time zone; null: none yet. */
  firstDay: string | null;
  lastDay: string | null;
}

export type ClassStatus = 'scheduled' | 'cancelled' | 'moved' | 'extra';

export interface ClassTime {
  /**
   * Names the class for attendance, bookings and changes: the ISO instant of its weekly start (kept when it
   * is moved), or of its own start for an extra class.
   */
  key: string;
  startsAt: Date;
  endsAt: Date;
  status: ClassStatus;
  /** For a moved class, when it was due to start. */
  scheduledStart: Date | null;
  /** Shown to the students for a cancelled, moved or extra class. */
  reason: string;
}

/** A class with the course it belongs to. */
export interface CourseClass extends ClassTime {
  courseId: number;
  courseName: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const RRULE_WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

function dayParts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? NaN, month ?? NaN, date ?? NaN];
}

/**
 * rrule works on "floating" times: a Date whose UTC fields are the wall-clock time. Turning one into the
 * real instant in `timeZone` is where daylight saving is applied, so a class at 19:00 stays at 19:00 there.
 * A wall-clock time that does not exist (the hour skipped in spring) moves forward, as the clocks do.
 */
function wallClockToInstant(floating: Date, timeZone: string): Date {
  return new Date(
    new TZDate(
      floating.getUTCFullYear(),
      floating.getUTCMonth(),
      floating.getUTCDate(),
      floating.getUTCHours(),
      floating.getUTCMinutes(),
      timeZone,
    ).getTime(),
  );
}

/** The weekly classes of one slot that start in [from, to). */
function weeklyStarts(
  slot: WeeklySlot,
  timetable: Timetable,
  timeZone: string,
  from: Date,
  to: Date,
): Date[] {
  if (!timetable.firstDay || !timetable.lastDay) return [];
  const weekday = RRULE_WEEKDAYS[slot.weekday - 1];
  if (!weekday) return [];
  const hour = Math.floor(slot.startMinute / 60);
  const minute = slot.startMinute % 60;
  const [firstYear, firstMonth, firstDate] = dayParts(timetable.firstDay);
  const [lastYear, lastMonth, lastDate] = dayParts(timetable.lastDay);
  const rule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: [weekday],
    dtstart: datetime(firstYear, firstMonth, firstDate, hour, minute),
    until: datetime(lastYear, lastMonth, lastDate, 23, 59, 59),
  });
  // Floating times are within a day of the instants they stand for, whatever the zone.
  const floatingFrom = new Date(from.getTime() - DAY_MS);
  const floatingTo = new Date(to.getTime() + DAY_MS);
  return rule
    .between(floatingFrom, floatingTo, true)
    .map((floating) => wallClockToInstant(floating, timeZone))
    .filter((start) => start >= from && start < to && !(slot.startsFrom && start < slot.startsFrom));
}

/** The instant of a wall-clock time (`minute` after midnight of `day`, YYYY-MM-DD) in `timeZone`. */
export function schoolInstant(day: string, minute: number, timeZone: string): Date {
  const [year, month, date] = dayParts(day);
  return wallClockToInstant(
    new Date(Date.UTC(year, month - 1, date, Math.floor(minute / 60), minute % 60)),
    timeZone,
  );
}

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function schoolDay(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** `days` calendar days after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether `start` is one of the timetable's weekly classes (a cancel or a move must name one). */
export function isWeeklyClass(timetable: Timetable, timeZone: string, start: Date): boolean {
  const next = new Date(start.getTime() + 1);
  return timetable.slots.some((slot) =>
    weeklyStarts(slot, timetable, timeZone, start, next).some((found) => found.getTime() === start.getTime()),
  );
}

/**
 * The course's classes that take place in [from, to), by start: weekly classes, with their one-off changes
 * applied, plus extra classes. A cancelled class is listed (status 'cancelled') so students see it; a moved
 * one is listed where it now is.
 */
export function classesBetween(timetable: Timetable, timeZone: string, from: Date, to: Date): ClassTime[] {
  const changeOf = new Map<number, TimetableChange>();
  for (const change of timetable.changes) {
    if (change.originalStart) changeOf.set(change.originalStart.getTime(), change);
  }
  const classes: ClassTime[] = [];
  const inRange = (start: Date) => start >= from && start < to;

  for (const slot of timetable.slots) {
    for (const start of weeklyStarts(slot, timetable, timeZone, from, to)) {
      const change = changeOf.get(start.getTime());
      if (change?.kind === 'moved') continue; // listed below, where it now is
      classes.push({
        key: start.toISOString(),
        startsAt: start,
        endsAt: new Date(start.getTime() + slot.durationMinutes * MINUTE_MS),
        status: change?.kind === 'cancelled' ? 'cancelled' : 'scheduled',
        scheduledStart: null,
        reason: change?.reason ?? '',
      });
    }
  }

  for (const change of timetable.changes) {
    if (change.kind === 'cancelled' || !change.startsAt || !inRange(change.startsAt)) continue;
    const duration =
      change.durationMinutes ?? durationOfWeeklyClass(timetable, timeZone, change.originalStart);
    classes.push({
      key: (change.originalStart ?? change.startsAt).toISOString(),
      startsAt: change.startsAt,
      endsAt: new Date(change.startsAt.getTime() + duration * MINUTE_MS),
      status: change.kind,
      scheduledStart: change.originalStart,
      reason: change.reason,
    });
  }

  return classes.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.key.localeCompare(b.key));
}

/** The class named `key` (decision 136), wherever it now is; undefined when the timetable has none. */
export function classWithKey(timetable: Timetable, timeZone: string, key: Date): ClassTime | undefined {
  const moved = timetable.changes.find(
    (change) => change.kind === 'moved' && change.originalStart?.getTime() === key.getTime(),
  );
  const at = moved?.startsAt ?? key;
  return classesBetween(timetable, timeZone, at, new Date(at.getTime() + 1)).find(
    (time) => time.key === key.toISOString(),
  );
}

/** The length of the weekly class that started at `start` (a moved class keeps it unless told otherwise). */
function durationOfWeeklyClass(timetable: Timetable, timeZone: string, start: Date | null): number {
  const fallback = 60;
  if (!start) return fallback;
  const next = new Date(start.getTime() + 1);
  const slot = timetable.slots.find((candidate) =>
    weeklyStarts(candidate, timetable, timeZone, start, next).some(
      (found) => found.getTime() === start.getTime(),
    ),
  );
  return slot?.durationMinutes ?? fallback;
}

/**
 * The class a key names, wherever it now is: a weekly class (scheduled, cancelled or moved) or an extra
 * class; null when the timetable has no such class.
 */
export function classByKey(timetable: Timetable, timeZone: string, key: Date): ClassTime | null {
  const at = key.getTime();
  const change =
    timetable.changes.find((candidate) => candidate.originalStart?.getTime() === at) ??
    timetable.changes.find((candidate) => candidate.kind === 'extra' && candidate.startsAt?.getTime() === at);
  const weekly = isWeeklyClass(timetable, timeZone, key);
  if (change?.kind !== 'extra' && !weekly) return null;
  const startsAt = change?.startsAt ?? key;
  const found = classesBetween(timetable, timeZone, startsAt, new Date(startsAt.getTime() + 1));
  return found.find((time) => time.key === key.toISOString()) ?? null;
}
