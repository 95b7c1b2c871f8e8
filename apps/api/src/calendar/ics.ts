import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { CourseClass } from '../classes/timetable';
import type { DueDate } from './calendar-events';

const PRODUCT = { company: 'Aula', product: 'Aula', language: 'ES' };
/** UIDs end in this domain-like suffix so calendar programs keep them apart from other calendars' events. */
const UID_DOMAIN = 'aula.calendar';

const STATUS_NOTES: Record<CourseClass['status'], string> = {
  scheduled: '',
  cancelled: 'Clase cancelada',
  moved: 'Clase movida',
  extra: 'Clase extra',
};

/**
 * A calendar whose times are written in the school's zone with its VTIMEZONE (decision 139), so a class at
 * 19:00 Madrid stays at 19:00 in every calendar program across the daylight-saving changes.
 */
function schoolCalendar(name: string, timeZone: string): ICalCalendar {
  const calendar = ical({ name, prodId: PRODUCT });
  calendar.timezone({ name: timeZone, generator: getVtimezoneComponent });
  return calendar;
}

/** ical-generator writes a zoned time from a TZDate's own wall clock (a plain Date would use the server's). */
const inZone = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

function addClass(calendar: ICalCalendar, timeZone: string, time: CourseClass): void {
  const note = [STATUS_NOTES[time.status], time.reason].filter(Boolean).join(': ');
  calendar.createEvent({
    id: `class-${time.courseId}-${time.key}@${UID_DOMAIN}`,
    start: inZone(time.startsAt, timeZone),
    end: inZone(time.endsAt, timeZone),
    timezone: timeZone,
    summary: `Clase: ${time.courseName}`,
    description: note || null,
    status: time.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

function addDueDate(calendar: ICalCalendar, timeZone: string, due: DueDate): void {
  calendar.createEvent({
    id: `activity-${due.activityId}@${UID_DOMAIN}`,
    start: inZone(due.dueDate, timeZone),
    end: inZone(due.dueDate, timeZone),
    timezone: timeZone,
    summary: `Entrega: ${due.title} (${due.courseName})`,
  });
}

/** The text of a user's feed: their classes and due dates. */
export function feedIcs(timeZone: string, contents: { classes: CourseClass[]; dueDates: DueDate[] }): string {
  const calendar = schoolCalendar('Aula', timeZone);
  for (const time of contents.classes) addClass(calendar, timeZone, time);
  for (const due of contents.dueDates) addDueDate(calendar, timeZone, due);
  return calendar.toString();
}

/** The text of a single class's .ics, to add it with one click. */
export function classIcs(timeZone: string, time: CourseClass): string {
  const calendar = schoolCalendar(time.courseName, timeZone);
  addClass(calendar, timeZone, time);
  return calendar.toString();
}
