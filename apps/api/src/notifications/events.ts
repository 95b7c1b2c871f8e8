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
import { type Notice, notify } from './notify';

/**
 * The notices of the school's events: who hears of each, its Spanish sentence and where it leads. Each takes
 * the transaction of the change, so nobody hears of a change that did not happen, and reads the names it
 * needs itself: the routes call one function with ids.
 */

const quoted = (name: string) => `«${name}»`;

type Course = { id: number; name: string };
type Person = { name: string; surname: string };
/** What a notice says and where it leads; who hears it is decided by each event below. */
type Said = Omit<Notice, 'userIds'>;

export type CourseDecision = 'approved' | 'rejected' | 'finished';

const DECISION = {
  approved: { kind: 'course-approved', verb: 'aprobado' },
  rejected: { kind: 'course-rejected', verb: 'rechazado' },
  finished: { kind: 'course-finished', verb: 'finalizado' },
} as const;

/** What changed in a course's timetable (decision 136): a class, or the whole timetable. */
export type TimetableChange =
  | { kind: 'timetable' }
  | { kind: 'cancelled' | 'moved' | 'extra'; classStart: Date; timeZone: string };

function classTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(at);
}

function timetableTitle(course: string, change: TimetableChange): string {
  if (change.kind === 'timetable') return `Nuevo horario de ${quoted(course)}`;
  const when = classTime(change.classStart, change.timeZone);
  if (change.kind === 'cancelled') return `Clase cancelada en ${quoted(course)}: ${when}`;
  if (change.kind === 'moved') return `Clase cambiada en ${quoted(course)}: ahora el ${when}`;
  return `Clase extra en ${quoted(course)}: ${when}`;
}

/** The sentence and link of each event, in Spanish (also used by the demo school). */
export const NOTICES = {
  courseDecision: (decision: CourseDecision, course: Course, reason?: string): Said => ({
    kind: DECISION[decision].kind,
    // The notice is one line (it is also the e-mail's subject), so the reason follows the sentence.
    title: `Tu curso ${quoted(course.name)} ha sido ${DECISION[decision].verb}${reason ? `. Motivo: ${reason.replace(/\s+/g, ' ')}` : ''}`,
    // A rejected course is gone: its page would be a 404.
    link: decision === 'rejected' ? '/teacher' : appPaths.teacherCourse(course.id),
  }),
  coursePending: (course: { name: string }): Said => ({
    kind: 'course-pending',
    title: `Nuevo curso pendiente de aprobación: ${quoted(course.name)}`,
    link: '/admin?seccion=cursos-pendientes',
  }),
  enrolment: (student: Person, course: Course): Said => ({
    kind: 'enrolment',
    title: `${student.name} ${student.surname} se ha inscrito en ${quoted(course.name)}`,
    link: appPaths.teacherCourse(course.id),
  }),
  handIn: (student: Person, activityTitle: string): Said => ({
    kind: 'hand-in',
    title: `${student.name} ${student.surname} ha entregado ${quoted(activityTitle)}`,
    link: '/teacher?seccion=tareas-entregadas',
  }),
  activity: (course: Course, activity: { id: number; title: string; type: ActivityType }): Said => ({
    kind: 'activity',
    title: `${activity.type === 'TEST' ? 'Nuevo test' : 'Nueva tarea'} en ${quoted(course.name)}: ${activity.title}`,
    link: appPaths.studentActivity({ id: activity.id, courseId: course.id, type: activity.type }),
  }),
  material: (course: Course, materialTitle: string): Said => ({
    kind: 'material',
    title: `Nuevo material en ${quoted(course.name)}: ${materialTitle}`,
    link: appPaths.studentCourse(course.id),
  }),
  grade: (activityTitle: string): Said => ({
    kind: 'grade',
    title: `Ya tienes la calificación de ${quoted(activityTitle)}`,
    link: '/student?seccion=mis-evaluaciones',
  }),
  timetable: (course: { name: string }, change: TimetableChange): Said => ({
    kind: 'timetable',
    title: timetableTitle(course.name, change),
    link: '/student?seccion=proximas-clases',
  }),
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
