import { type ActivityType, appPaths } from '@aula/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activities,
  activityResults,
  classBookings,
  classOpenings,
  courses,
  enrolments,
  materials,
  userRoles,
  users,
} from '../db/schema';
import type { I18n } from '../mail/i18n';
import { notify, type Said, said } from './notify';

/**
 * The notices of the school's events: who hears of each, its sentence and where it leads. Each takes
 * the transaction of the change, so nobody hears of a change that did not happen, and reads the names it
 * needs itself: the routes call one function with ids.
 */

type Course = { id: number; name: string };
type Person = { name: string; surname: string };

export type CourseDecision = 'approved' | 'rejected' | 'finished';

const DECISION = {
  approved: {
    kind: 'course-approved',
    sentence: (i18n: I18n, course: string) => i18n._('Tu curso «{course}» ha sido aprobado', { course }),
  },
  rejected: {
    kind: 'course-rejected',
    sentence: (i18n: I18n, course: string) => i18n._('Tu curso «{course}» ha sido rechazado', { course }),
  },
  finished: {
    kind: 'course-finished',
    sentence: (i18n: I18n, course: string) => i18n._('Tu curso «{course}» ha sido finalizado', { course }),
  },
} as const;

/** What changed in a course's timetable (decision 136): a class, or the whole timetable. */
export type TimetableChange =
  | { kind: 'timetable' }
  | { kind: 'cancelled' | 'moved' | 'extra'; classStart: Date; timeZone: string };

function timetableTitle(i18n: I18n, course: string, change: TimetableChange): string {
  if (change.kind === 'timetable') return i18n._('Nuevo horario de «{course}»', { course });
  // In the reader's language, on the school's clock.
  const when = i18n.date(change.classStart, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: change.timeZone,
  });
  if (change.kind === 'cancelled') return i18n._('Clase cancelada en «{course}»: {when}', { course, when });
  if (change.kind === 'moved')
    return i18n._('Clase cambiada en «{course}»: ahora el {when}', { course, when });
  return i18n._('Clase extra en «{course}»: {when}', { course, when });
}

/** The sentence and link of each event (also used by the demo school). */
export const NOTICES = {
  courseDecision: (decision: CourseDecision, course: Course, reason?: string): Said =>
    said(
      DECISION[decision].kind,
      // A rejected course is gone: its page would be a 404.
      decision === 'rejected' ? '/teacher' : appPaths.teacherCourse(course.id),
      (i18n) => {
        const notice = DECISION[decision].sentence(i18n, course.name);
        // The notice is one line (it is also the e-mail's subject), so the reason follows the sentence.
        if (!reason) return notice;
        return i18n._('{notice}. Motivo: {reason}', { notice, reason: reason.replace(/\s+/g, ' ') });
      },
    ),
  coursePending: (course: { name: string }): Said =>
    said('course-pending', '/admin?seccion=cursos-pendientes', (i18n) =>
      i18n._('Nuevo curso pendiente de aprobación: «{course}»', { course: course.name }),
    ),
  enrolment: (student: Person, course: Course): Said =>
    said('enrolment', appPaths.teacherCourse(course.id), (i18n) =>
      i18n._('{student} se ha inscrito en «{course}»', {
        student: `${student.name} ${student.surname}`,
        course: course.name,
      }),
    ),
  handIn: (student: Person, activityTitle: string): Said =>
    said('hand-in', '/teacher?seccion=tareas-entregadas', (i18n) =>
      i18n._('{student} ha entregado «{activity}»', {
        student: `${student.name} ${student.surname}`,
        activity: activityTitle,
      }),
    ),
  activity: (course: Course, activity: { id: number; title: string; type: ActivityType }): Said =>
    said(
      'activity',
      appPaths.studentActivity({ id: activity.id, courseId: course.id, type: activity.type }),
      (i18n) => {
        const values = { course: course.name, activity: activity.title };
        return activity.type === 'TEST'
          ? i18n._('Nuevo test en «{course}»: {activity}', values)
          : i18n._('Nueva tarea en «{course}»: {activity}', values);
      },
    ),
  material: (course: Course, materialTitle: string): Said =>
    said('material', appPaths.studentCourse(course.id), (i18n) =>
      i18n._('Nuevo material en «{course}»: {material}', { course: course.name, material: materialTitle }),
    ),
  grade: (activityTitle: string): Said =>
    said('grade', '/student?seccion=mis-evaluaciones', (i18n) =>
      i18n._('Ya tienes la calificación de «{activity}»', { activity: activityTitle }),
    ),
  timetable: (course: { name: string }, change: TimetableChange): Said =>
    said('timetable', '/student?seccion=proximas-clases', (i18n) =>
      timetableTitle(i18n, course.name, change),
    ),
};

async function enrolledStudents(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.courseId, courseId));
  return rows.map((row) => row.id);
}

/** An administrator approved, rejected (and so deleted) or finished a course: its teacher hears. */
export async function tellCourseDecision(
  db: Db,
  decision: CourseDecision,
  course: Course & { teacherId: number | null },
  reason?: string,
): Promise<void> {
  if (course.teacherId === null) return;
  await notify(db, { ...NOTICES.courseDecision(decision, course, reason), userIds: [course.teacherId] });
}

/** A teacher created a course, which waits for approval: every enabled administrator hears. */
export async function tellCoursePending(db: Db, course: { name: string }): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'ADMIN'), eq(users.disabled, false)));
  await notify(db, { ...NOTICES.coursePending(course), userIds: admins.map((admin) => admin.id) });
}

/** A student enrolled: the course's teacher hears. */
export async function tellEnrolment(db: Db, courseId: number, studentId: number): Promise<void> {
  const [row] = await db
    .select({ teacherId: courses.teacherId, course: courses.name, name: users.name, surname: users.surname })
    .from(courses)
    .innerJoin(users, eq(users.id, studentId))
    .where(eq(courses.id, courseId));
  if (!row?.teacherId) return;
  const said = NOTICES.enrolment(row, { id: courseId, name: row.course });
  await notify(db, { ...said, userIds: [row.teacherId] });
}

/** A student handed in a task: the course's teacher hears. */
export async function tellHandIn(db: Db, activityId: number, studentId: number): Promise<void> {
  const [row] = await db
    .select({
      teacherId: courses.teacherId,
      title: activities.title,
      name: users.name,
      surname: users.surname,
    })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .innerJoin(users, eq(users.id, studentId))
    .where(eq(activities.id, activityId));
  if (!row?.teacherId) return;
  await notify(db, { ...NOTICES.handIn(row, row.title), userIds: [row.teacherId] });
}

/** A new task or test in a course: its enrolled students hear. */
export async function tellNewActivity(db: Db, activityId: number): Promise<void> {
  const [row] = await db
    .select({ courseId: courses.id, course: courses.name, title: activities.title, type: activities.type })
    .from(activities)
    .innerJoin(courses, eq(courses.id, activities.courseId))
    .where(eq(activities.id, activityId));
  if (!row) return;
  const said = NOTICES.activity({ id: row.courseId, name: row.course }, { ...row, id: activityId });
  await notify(db, { ...said, userIds: await enrolledStudents(db, row.courseId) });
}

/** New material in a course: its enrolled students hear. */
export async function tellNewMaterial(db: Db, materialId: number): Promise<void> {
  const [row] = await db
    .select({ courseId: courses.id, course: courses.name, title: materials.title })
    .from(materials)
    .innerJoin(courses, eq(courses.id, materials.courseId))
    .where(eq(materials.id, materialId));
  if (!row) return;
  const said = NOTICES.material({ id: row.courseId, name: row.course }, row.title);
  await notify(db, { ...said, userIds: await enrolledStudents(db, row.courseId) });
}

/** A teacher graded a student's work (one activity result): that student hears. */
export async function tellGradePublished(db: Db, resultId: number): Promise<void> {
  const [row] = await db
    .select({ studentId: activityResults.studentId, title: activities.title })
    .from(activityResults)
    .innerJoin(activities, eq(activities.id, activityResults.activityId))
    .where(eq(activityResults.id, resultId));
  if (!row) return;
  await notify(db, { ...NOTICES.grade(row.title), userIds: [row.studentId] });
}

/** The course's timetable changed (decision 136's hook): its enrolled students hear. */
export async function tellTimetableChange(db: Db, courseId: number, change: TimetableChange): Promise<void> {
  const [row] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  if (!row) return;
  await notify(db, { ...NOTICES.timetable(row, change), userIds: await enrolledStudents(db, courseId) });
}

/** A teacher withdrew a flexible course's class that was booked (decision 138): whoever booked it hears. */
export async function tellBookedClassWithdrawn(db: Db, openingId: number, timeZone: string): Promise<void> {
  const rows = await db
    .select({ studentId: classBookings.studentId, course: courses.name, startsAt: classOpenings.startsAt })
    .from(classBookings)
    .innerJoin(classOpenings, eq(classOpenings.id, classBookings.openingId))
    .innerJoin(courses, eq(courses.id, classOpenings.courseId))
    .where(eq(classBookings.openingId, openingId));
  const [first] = rows;
  if (!first) return;
  const change = { kind: 'cancelled', classStart: first.startsAt, timeZone } as const;
  await notify(db, {
    ...NOTICES.timetable({ name: first.course }, change),
    userIds: rows.map((row) => row.studentId),
  });
}
