import { inArray, max } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Role } from '../../src/db/schema';
import { classBookings, classChanges, classOpenings, notifications, users } from '../../src/db/schema';
import { notify } from '../../src/notifications/notify';
import { unsubscribeToken } from '../../src/notifications/unsubscribe';
import { hashPassword } from '../../src/security/passwords';
import { type AccessWorld, pendingVerification, userWithPassword } from './access-world';
import { pendingEmailChange } from './account';
import { feedUrlOf } from './calendar';
import { classBodies } from './class-bodies';
import { PAST_CLASS_START } from './classes';
import { googleTicket } from './google-sign-in';
import { unique, validRegistration } from './helpers';
import { makeAnnouncement } from './messages';
import { pendingPasswordReset } from './password-reset';
import {
  applicationForm,
  confirmedSubscription,
  makeApplication,
  makeContactMessage,
  makePosition,
  pendingSubscription,
} from './public-forms';
import { makeCourseAudio, makeSpeakingTest, makeTakenTest, SAMPLE_AUDIO } from './question-fixtures';
import { insertMaterial, multipartBody, SAMPLE_FILES } from './student-fixtures';
import { enrol, makeActivity, makeCourse, makeResult, makeTest, multipart, SAMPLES } from './teacher';
import {
  challengeFor,
  codeFor,
  enrolledAccount,
  enrolmentChallenge,
  PASSWORD,
  post,
  WORLD_SECRET,
  worldTwoFactor,
} from './two-factor';

/**
 * A request that succeeds for each route of the server's route table, on rows made for that one call, and
 * which roles may make it. The role matrix calls every route as every caller with them; the statement-fault
 * suite calls every route as a caller that may, with a failing statement.
 */

export const ROLES = ['student', 'teacher', 'otherTeacher', 'admin'] as const;
export type RoleExpectation = Record<(typeof ROLES)[number], number>;

export interface Call {
  url: string;
  payload?: Buffer | object;
  headers?: Record<string, string>;
}

export interface Row {
  /** A request that succeeds for the allowed caller, on rows made for this one call. */
  call: (w: AccessWorld, app: App) => Promise<Call>;
  /** A public route: every caller, whatever token it sends, gets this status. */
  public?: number;
  /** A route behind a session: bad tokens get 401, the roles these statuses. */
  roles?: RoleExpectation;
  /**
   * The route ends sessions (logout, the others): each role calls it from a fresh user of its own, so the
   * world's tokens stay open for the rows after it.
   */
  endsSessions?: true;
}

const ADMIN_ONLY = (ok: number): RoleExpectation => ({
  student: 403,
  teacher: 403,
  otherTeacher: 403,
  admin: ok,
});
const STUDENT_ONLY = (ok: number): RoleExpectation => ({
  student: ok,
  teacher: 403,
  otherTeacher: 403,
  admin: 403,
});
const EVERY_ROLE = (status: number): RoleExpectation => ({
  student: status,
  teacher: status,
  otherTeacher: status,
  admin: status,
});
const ANY_TEACHER: RoleExpectation = { student: 403, teacher: 200, otherTeacher: 200, admin: 403 };
/** Rows of the teacher's own course: another teacher is told it does not exist. */
const OWN_TEACHER = (ok: number): RoleExpectation => ({
  student: 403,
  teacher: ok,
  otherTeacher: 404,
  admin: 403,
});

const KNOWN_PASSWORD = 'clave-del-mundo-9';
let knownHash: Promise<string> | undefined;
/** Gives the world's callers a password the row can send (they are made without one). */
async function knownPasswords(w: AccessWorld, app: App): Promise<void> {
  knownHash ??= hashPassword(KNOWN_PASSWORD);
  const ids = [w.a.student.id, w.a.teacher.id, w.b.teacher.id, w.admin.id];
  await app.db
    .update(users)
    .set({ passwordHash: await knownHash })
    .where(inArray(users.id, ids));
}
export const ROLE_OF: Record<(typeof ROLES)[number], Role[]> = {
  student: ['STUDENT'],
  teacher: ['TEACHER'],
  otherTeacher: ['TEACHER'],
  admin: ['ADMIN'],
};

const due = '2030-07-01T10:00:00.000Z';
const get = (url: string) => async (): Promise<Call> => ({ url });
const json = (url: string, payload: object): Call => ({ url, payload });

const freshCourse = (w: AccessWorld, app: App, approved: boolean) =>
  makeCourse(app.db, w.a.teacher.id, { approved, name: `Curso ${unique()}` });
const freshTask = async (w: AccessWorld, app: App) => (await makeActivity(app.db, w.a.courseId)).id;
const freshTest = async (w: AccessWorld, app: App) => makeTest(app.db, w.a.courseId, [2]);
const testBody = {
  title: 'Test nuevo',
  description: 'Elige la buena',
  dueDate: due,
  questions: [
    {
      text: '¿Sí?',
      options: [
        { text: 'Sí', correct: true },
        { text: 'No', correct: false },
      ],
    },
  ],
};

/** A flexible course of teacher A with its student enrolled and one class open for booking (decision 138). */
async function freshOpening(w: AccessWorld, app: App, { booked = false } = {}) {
  const course = await makeCourse(app.db, w.a.teacher.id, { type: 'FLEXIBLE', name: `Flexible ${unique()}` });
  await enrol(app.db, course.id, w.a.student.id);
  const [opening] = await app.db
    .insert(classOpenings)
    .values({
      courseId: course.id,
      startsAt: new Date(due),
      durationMinutes: 60,
      capacity: 3,
      booked: booked ? 1 : 0,
    })
    .returning({ id: classOpenings.id });
  if (!opening) throw new Error('class_openings insert returned no row');
  if (booked) await app.db.insert(classBookings).values({ openingId: opening.id, studentId: w.a.student.id });
  return { courseId: course.id, openingId: opening.id };
}
const bookingUrl = ({ courseId, openingId }: { courseId: number; openingId: number }) =>
  `/api/student/course/${courseId}/openings/${openingId}/booking`;

export const ROUTE_CALLS: Record<string, Row> = {
  'GET /api/health': { call: get('/api/health'), public: 200 },
  'GET /api/health/ready': { call: get('/api/health/ready'), public: 200 },
  'POST /api/auth/register': {
    call: async () => json('/api/auth/register', validRegistration()),
    public: 201,
  },
  'POST /api/auth/login': {
    call: async (_w, app) => {
      const username = `login_${unique()}`;
      await userWithPassword(app, username, 'secreto123');
      return json('/api/auth/login', { username, password: 'secreto123' });
    },
    public: 200,
  },
  'GET /api/auth/verify': {
    call: async (_w, app) => ({
      url: `/api/auth/verify?token=${await pendingVerification(app, `v_${unique()}`)}`,
    }),
    public: 200,
  },
  'POST /api/auth/forgot-password': {
    call: async () => json('/api/auth/forgot-password', { login: `nadie_${unique()}` }),
    public: 200,
  },
  'POST /api/auth/reset-password': {
    call: async (_w, app) =>
      json('/api/auth/reset-password', {
        token: await pendingPasswordReset(app, `r_${unique()}`),
        password: 'otra-clave-nueva-7',
        passwordConfirm: 'otra-clave-nueva-7',
      }),
    public: 200,
  },
  // Sign-in with Google, not configured here: start and callback send the browser back with why
  // (google-sign-in.test.ts runs them against a provider); the tickets are made as a callback makes them.
  'GET /api/auth/oidc/status': { call: get('/api/auth/oidc/status'), public: 200 },
  'GET /api/auth/oidc/start': { call: get('/api/auth/oidc/start'), public: 302 },
  'GET /api/auth/oidc/callback': { call: get('/api/auth/oidc/callback?code=c&state=s'), public: 302 },
  'POST /api/auth/oidc/exchange': {
    call: async (_w, app) => {
      const { ticket, cookie } = await googleTicket(app, await userWithPassword(app, `g_${unique()}`, 'x'));
      return { url: '/api/auth/oidc/exchange', payload: { ticket }, headers: { cookie } };
    },
    public: 200,
  },
  'POST /api/auth/oidc/username': {
    call: async (_w, app) => {
      const { ticket, cookie } = await googleTicket(app);
      return {
        url: '/api/auth/oidc/username',
        payload: { ticket, username: `g_${unique()}` },
        headers: { cookie },
      };
    },
    public: 201,
  },
  'GET /api/auth/me': {
    call: get('/api/auth/me'),
    roles: { student: 200, teacher: 200, otherTeacher: 200, admin: 200 },
  },
  // Configuración (decision 132): every role, on its own account only (the session names it).
  'PUT /api/account/profile': {
    call: async () => json('/api/account/profile', { name: 'Nombre', surname: 'Apellido' }),
    roles: EVERY_ROLE(200),
  },
  // Spanish, the world's accounts' own: a later call's e-mail reads as it did. The other languages are
  // account-locale.test.ts's.
  'PUT /api/account/locale': {
    call: async () => json('/api/account/locale', { locale: 'es' }),
    roles: EVERY_ROLE(200),
  },
  // A wrong current password: a success would end the world's sessions that the next rows use. The
  // successful change of each role is account-settings.test.ts's.
  'PUT /api/account/password': {
    call: async () =>
      json('/api/account/password', {
        currentPassword: 'no-es-la-suya',
        password: 'otra-clave-nueva-7',
        passwordConfirm: 'otra-clave-nueva-7',
      }),
    roles: EVERY_ROLE(400),
  },
  'POST /api/account/email': {
    call: async (w, app) => {
      await knownPasswords(w, app);
      return json('/api/account/email', {
        currentPassword: KNOWN_PASSWORD,
        email: `n.${unique()}@aula.test`,
      });
    },
    roles: EVERY_ROLE(200),
  },
  'POST /api/account/confirm-email': {
    call: async (_w, app) =>
      json('/api/account/confirm-email', { token: await pendingEmailChange(app, `e_${unique()}`) }),
    public: 200,
  },

  // Every account, for itself only (decision 134).
  'GET /api/account/export': {
    call: get('/api/account/export'),
    roles: { student: 200, teacher: 200, otherTeacher: 200, admin: 200 },
  },
  // Calendar feeds (decision 139): the feed is opened by its secret address alone; the rest is any session's.
  'GET /api/calendar/:file': {
    call: async (w, app) => ({ url: new URL(await feedUrlOf(app, w.a.student.id)).pathname }),
    public: 200,
  },
  'GET /api/calendar/feed': { call: get('/api/calendar/feed'), roles: EVERY_ROLE(200) },
  // The public course catalogue (decision 143): no session needed, the same answer with any.
  'GET /api/public/courses': { call: get('/api/public/courses'), public: 200 },
  'GET /api/public/courses/:id': {
    call: async (w, app) => ({ url: `/api/public/courses/${(await freshCourse(w, app, true)).id}` }),
    public: 200,
  },
  'POST /api/calendar/feed': { call: get('/api/calendar/feed'), roles: EVERY_ROLE(201) },
  'GET /api/calendar/course/:courseId/class/:classStart': {
    call: async (w) => ({ url: `/api/calendar/course/${w.a.courseId}/class/${PAST_CLASS_START}` }),
    roles: { student: 200, teacher: 200, otherTeacher: 404, admin: 404 },
  },
  // The right password would delete the world's accounts: a wrong one shows the handler is reached by every
  // role (own-data.test.ts deletes for real).
  'POST /api/account/delete': {
    call: async () => json('/api/account/delete', { password: 'no-es-la-clave', confirmation: 'ELIMINAR' }),
    roles: { student: 400, teacher: 400, otherTeacher: 400, admin: 400 },
  },
  'POST /api/auth/logout': {
    call: async () => ({ url: '/api/auth/logout' }),
    roles: EVERY_ROLE(200),
    endsSessions: true,
  },
  'GET /api/auth/sessions': { call: get('/api/auth/sessions'), roles: EVERY_ROLE(200) },
  'POST /api/auth/sessions/end-others': {
    call: async () => ({ url: '/api/auth/sessions/end-others' }),
    roles: EVERY_ROLE(200),
    endsSessions: true,
  },
  'POST /api/auth/login/second-factor': {
    call: async (_w, app) => {
      const account = await enrolledAccount(app);
      const challenge = await challengeFor(app, account.username);
      return json('/api/auth/login/second-factor', { challenge, code: account.recoveryCodes[0] });
    },
    public: 200,
  },
  'POST /api/auth/login/enrol': {
    call: async (_w, app) => json('/api/auth/login/enrol', { challenge: await enrolmentChallenge(app) }),
    public: 200,
  },
  'POST /api/auth/login/enrol/confirm': {
    call: async (_w, app) => {
      const challenge = await enrolmentChallenge(app);
      const setup = await post(app, '/api/auth/login/enrol', { challenge });
      const code = await codeFor(setup.json().secret);
      return json('/api/auth/login/enrol/confirm', { challenge, code });
    },
    public: 200,
  },
  // Every role may use it; each call first puts every caller of the world in the state the route needs.
  'GET /api/auth/two-factor': { call: get('/api/auth/two-factor'), roles: EVERY_ROLE(200) },
  'POST /api/auth/two-factor/setup': {
    call: async (w, app) => {
      await worldTwoFactor(app, w, 'off');
      return json('/api/auth/two-factor/setup', { password: PASSWORD });
    },
    roles: EVERY_ROLE(200),
  },
  'POST /api/auth/two-factor/confirm': {
    call: async (w, app) => {
      await worldTwoFactor(app, w, 'pending');
      return json('/api/auth/two-factor/confirm', { code: await codeFor(WORLD_SECRET) });
    },
    roles: EVERY_ROLE(200),
  },
  'POST /api/auth/two-factor/disable': {
    call: async (w, app) => {
      await worldTwoFactor(app, w, 'on');
      return json('/api/auth/two-factor/disable', { password: PASSWORD, code: await codeFor(WORLD_SECRET) });
    },
    roles: EVERY_ROLE(200),
  },
  'POST /api/auth/two-factor/recovery-codes': {
    call: async (w, app) => {
      await worldTwoFactor(app, w, 'on');
      return json('/api/auth/two-factor/recovery-codes', { password: PASSWORD });
    },
    roles: EVERY_ROLE(200),
  },

  'GET /api/admin/users': { call: get('/api/admin/users?page=1&size=5'), roles: ADMIN_ONLY(200) },
  'GET /api/admin/statistics': { call: get('/api/admin/statistics'), roles: ADMIN_ONLY(200) },
  'GET /api/admin/active-courses': { call: get('/api/admin/active-courses?page=1'), roles: ADMIN_ONLY(200) },
  'GET /api/admin/pending-courses': {
    call: get('/api/admin/pending-courses?page=1'),
    roles: ADMIN_ONLY(200),
  },
  'GET /api/admin/all-courses': { call: get('/api/admin/all-courses?page=1'), roles: ADMIN_ONLY(200) },
  'PUT /api/admin/approve-course/:id': {
    call: async (w, app) => ({ url: `/api/admin/approve-course/${(await freshCourse(w, app, false)).id}` }),
    roles: ADMIN_ONLY(200),
  },
  'PUT /api/admin/complete-course/:id': {
    call: async (w, app) => ({ url: `/api/admin/complete-course/${(await freshCourse(w, app, true)).id}` }),
    roles: ADMIN_ONLY(200),
  },
  'DELETE /api/admin/reject-course/:id': {
    call: async (w, app) => ({ url: `/api/admin/reject-course/${(await freshCourse(w, app, false)).id}` }),
    roles: ADMIN_ONLY(200),
  },

  // The public site's forms (decision 144): open to anyone, whatever token it sends; its inbox is the admin's.
  'GET /api/public/job-positions': { call: get('/api/public/job-positions'), public: 200 },
  'POST /api/public/job-positions/:id/applications': {
    call: async (_w, app) => ({
      url: `/api/public/job-positions/${(await makePosition(app.db)).id}/applications`,
      ...applicationForm(),
    }),
    public: 201,
  },
  'POST /api/public/contact': {
    call: async () =>
      json('/api/public/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Hola',
        message: 'Hola',
      }),
    public: 201,
  },
  'POST /api/public/newsletter': {
    call: async () => json('/api/public/newsletter', { email: `n.${unique()}@example.com` }),
    public: 200,
  },
  'POST /api/public/newsletter/confirm': {
    call: async (_w, app) =>
      json('/api/public/newsletter/confirm', { token: (await pendingSubscription(app.db)).token }),
    public: 200,
  },
  'POST /api/public/newsletter/unsubscribe': {
    call: async (_w, app) => ({
      url: `/api/public/newsletter/unsubscribe?token=${(await confirmedSubscription(app.db)).unsubscribeToken}`,
    }),
    public: 200,
  },
  'GET /api/admin/job-positions': { call: get('/api/admin/job-positions'), roles: ADMIN_ONLY(200) },
  'POST /api/admin/job-positions': {
    call: async () => json('/api/admin/job-positions', { title: 'Profesor', description: 'Tardes' }),
    roles: ADMIN_ONLY(201),
  },
  'PUT /api/admin/job-positions/:id': {
    call: async (_w, app) => ({
      url: `/api/admin/job-positions/${(await makePosition(app.db)).id}`,
      payload: { title: 'Profesor', description: 'Mañanas', status: 'closed' },
    }),
    roles: ADMIN_ONLY(200),
  },
  'GET /api/admin/job-applications': { call: get('/api/admin/job-applications'), roles: ADMIN_ONLY(200) },
  'PUT /api/admin/job-applications/:id/status': {
    call: async (_w, app) => ({
      url: `/api/admin/job-applications/${(await makeApplication(app)).id}/status`,
      payload: { status: 'reviewed' },
    }),
    roles: ADMIN_ONLY(200),
  },
  'GET /api/admin/job-applications/:id/cv': {
    call: async (_w, app) => ({
      url: `/api/admin/job-applications/${(await makeApplication(app)).id}/cv`,
    }),
    roles: ADMIN_ONLY(200),
  },
  'DELETE /api/admin/job-applications/:id': {
    call: async (_w, app) => ({ url: `/api/admin/job-applications/${(await makeApplication(app)).id}` }),
    roles: ADMIN_ONLY(200),
  },
  'GET /api/admin/contact-messages': { call: get('/api/admin/contact-messages'), roles: ADMIN_ONLY(200) },
  'DELETE /api/admin/contact-messages/:id': {
    call: async (_w, app) => ({
      url: `/api/admin/contact-messages/${(await makeContactMessage(app.db)).id}`,
    }),
    roles: ADMIN_ONLY(200),
  },
  'GET /api/admin/newsletter': { call: get('/api/admin/newsletter'), roles: ADMIN_ONLY(200) },
  'GET /api/admin/newsletter/subscribers.csv': {
    call: get('/api/admin/newsletter/subscribers.csv'),
    roles: ADMIN_ONLY(200),
  },

  'GET /api/student/courses': { call: get('/api/student/courses'), roles: STUDENT_ONLY(200) },
  'GET /api/student/available-courses': {
    call: get('/api/student/available-courses'),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/activity-results': {
    call: get('/api/student/activity-results'),
    roles: STUDENT_ONLY(200),
  },
  'POST /api/student/enroll/:courseId': {
    call: async (w, app) => ({ url: `/api/student/enroll/${(await freshCourse(w, app, true)).id}` }),
    roles: STUDENT_ONLY(201),
  },
  'GET /api/student/attendance': { call: get('/api/student/attendance'), roles: STUDENT_ONLY(200) },
  'GET /api/student/course/:id': {
    call: async (w) => ({ url: `/api/student/course/${w.a.courseId}` }),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/course/:id/activity': {
    call: async (w) => ({ url: `/api/student/course/${w.a.courseId}/activity` }),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/course/:id/material': {
    call: async (w) => ({ url: `/api/student/course/${w.a.courseId}/material` }),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/course/:id/material/download/:filename': {
    call: async (w) => ({ url: `/api/student/course/${w.a.courseId}/material/download/${w.a.fileId}` }),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/activity/:id/questions': {
    call: async (w, app) => ({
      url: `/api/student/activity/${(await freshTest(w, app)).activity.id}/questions`,
    }),
    roles: STUDENT_ONLY(200),
  },
  'POST /api/student/activity/:id/submit-test': {
    call: async (w, app) => {
      const test = await freshTest(w, app);
      const answers = test.questions.map((q) => ({
        questionId: q.id,
        selectedOptionId: q.options[0] as number,
      }));
      return json(`/api/student/activity/${test.activity.id}/submit-test`, { answers });
    },
    roles: STUDENT_ONLY(201),
  },
  'GET /api/student/activity/:id/review': {
    call: async (w, app) => ({
      url: `/api/student/activity/${await makeTakenTest(app.db, w.a.courseId, w.a.student.id)}/review`,
    }),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/activity/:id/answers': {
    call: async (w, app) => ({
      url: `/api/student/activity/${(await freshTest(w, app)).activity.id}/answers`,
    }),
    roles: STUDENT_ONLY(200),
  },
  'PUT /api/student/activity/:id/answers': {
    call: async (w, app) => {
      const test = await freshTest(w, app);
      const answers = [
        {
          questionId: test.questions[0]?.id as number,
          selectedOptionId: test.questions[0]?.options[0] as number,
        },
      ];
      return json(`/api/student/activity/${test.activity.id}/answers`, { answers, revision: 1 });
    },
    roles: STUDENT_ONLY(200),
  },
  'POST /api/student/activity/:id/recording/:questionId': {
    call: async (w, app) => {
      const { activityId, questionId } = await makeSpeakingTest(app.db, w.a.courseId);
      return {
        url: `/api/student/activity/${activityId}/recording/${questionId}`,
        ...multipartBody([
          { name: 'file', filename: 'voz.webm', bytes: SAMPLE_AUDIO.webm, type: 'audio/webm' },
        ]),
      };
    },
    roles: STUDENT_ONLY(201),
  },
  'GET /api/student/activity/:id/media/:file': {
    call: async (w, app) => {
      const test = await freshTest(w, app);
      return {
        url: `/api/student/activity/${test.activity.id}/media/${await makeCourseAudio(app.db, w.a.courseId, w.a.fileId)}`,
      };
    },
    roles: STUDENT_ONLY(200),
  },
  'POST /api/student/activity/:id/submit-task': {
    call: async (w, app) => ({
      url: `/api/student/activity/${await freshTask(w, app)}/submit-task`,
      ...multipartBody([
        { name: 'textAnswer', value: 'Mi redacción' },
        { name: 'file', filename: 'tarea.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
      ]),
    }),
    roles: STUDENT_ONLY(201),
  },

  'GET /api/teacher/courses': { call: get('/api/teacher/courses'), roles: ANY_TEACHER },
  'GET /api/teacher/students': { call: get('/api/teacher/students'), roles: ANY_TEACHER },
  'GET /api/teacher/activity-results': { call: get('/api/teacher/activity-results'), roles: ANY_TEACHER },
  'POST /api/teacher/create-course': {
    call: async (w) =>
      json(`/api/teacher/create-course?teacherUsername=${w.a.teacher.username}`, {
        name: 'Alemán A1',
        description: 'Curso de alemán para principiantes.',
        level: 'A1',
        type: 'GRUPAL',
        approved: true,
        completed: false,
      }),
    // Another teacher may not create a course in this teacher's name.
    roles: { student: 403, teacher: 201, otherTeacher: 403, admin: 403 },
  },
  'GET /api/teacher/course/:id': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}` }),
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/classes/week': { call: get('/api/teacher/classes/week'), roles: ANY_TEACHER },
  'GET /api/teacher/course/:courseId/class/:classStart/attendance': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/class/${PAST_CLASS_START}/attendance` }),
    roles: OWN_TEACHER(200),
  },
  'PUT /api/teacher/course/:courseId/class/:classStart/attendance': {
    call: async (w) =>
      json(`/api/teacher/course/${w.a.courseId}/class/${PAST_CLASS_START}/attendance`, {
        marks: [{ studentId: w.a.student.id, status: 'late' }],
      }),
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/course/:courseId/attendance': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/attendance` }),
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/course/:id/students': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/students` }),
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/activity/:activityId/evaluate': {
    call: async (w, app) => {
      const taskId = await freshTask(w, app);
      await makeResult(app, taskId, w.a.student.id, { withFile: false });
      return json(`/api/teacher/activity/${taskId}/evaluate?username=${w.a.student.username}`, {
        score: 8.5,
        feedback: 'Muy bien',
        autoCorrected: false,
        completed: true,
        completedAt: '2030-01-01',
      });
    },
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/course/:courseId/material': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/material` }),
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/course/:id/material/download/:filename': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/material/download/${w.a.fileId}` }),
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/course/:courseId/test-media': {
    call: async (w) => ({
      url: `/api/teacher/course/${w.a.courseId}/test-media`,
      ...multipartBody([
        { name: 'file', filename: 'escucha.mp3', bytes: SAMPLE_AUDIO.mp3, type: 'audio/mpeg' },
      ]),
    }),
    roles: OWN_TEACHER(201),
  },
  'GET /api/teacher/test/:activityId/media/:file': {
    call: async (w, app) => {
      const test = await freshTest(w, app);
      return {
        url: `/api/teacher/test/${test.activity.id}/media/${await makeCourseAudio(app.db, w.a.courseId, w.a.fileId)}`,
      };
    },
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/course/:courseId/add-material': {
    call: async (w) => ({
      url: `/api/teacher/course/${w.a.courseId}/add-material`,
      ...(await multipart([
        ['title', 'Tema 2'],
        ['youtubeLink', ''],
        ['file', SAMPLES.pdf, 'tema2.pdf'],
      ])),
    }),
    roles: OWN_TEACHER(201),
  },
  'PUT /api/teacher/material/:id': {
    call: async (w, app) => {
      const material = await insertMaterial(app, w.a.courseId);
      return {
        url: `/api/teacher/material/${material.id}`,
        ...(await multipart([
          ['title', 'Tema renombrado'],
          ['youtubeLink', 'https://youtu.be/dQw4w9WgXcQ'],
        ])),
      };
    },
    roles: OWN_TEACHER(200),
  },
  'DELETE /api/teacher/material/:id': {
    call: async (w, app) => {
      return { url: `/api/teacher/material/${(await insertMaterial(app, w.a.courseId)).id}` };
    },
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/course/:courseId/activity': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/activity` }),
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/course/:courseId/activity': {
    call: async (w) =>
      json(`/api/teacher/course/${w.a.courseId}/activity`, {
        title: 'Nueva tarea',
        description: '',
        type: 'TASK',
        dueDate: due,
      }),
    roles: OWN_TEACHER(201),
  },
  'PUT /api/teacher/activity/:activityId': {
    call: async (w, app) =>
      json(`/api/teacher/activity/${await freshTask(w, app)}`, {
        title: 'Editada',
        description: 'Otra descripción',
        dueDate: due,
      }),
    roles: OWN_TEACHER(200),
  },
  'DELETE /api/teacher/activity/:activityId': {
    call: async (w, app) => ({ url: `/api/teacher/activity/${await freshTask(w, app)}` }),
    roles: OWN_TEACHER(200),
  },
  'GET /api/teacher/test/:activityId': {
    call: async (w) => ({ url: `/api/teacher/test/${w.a.testId}` }),
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/course/:courseId/test': {
    call: async (w) => json(`/api/teacher/course/${w.a.courseId}/test`, testBody),
    roles: OWN_TEACHER(201),
  },
  'PUT /api/teacher/test/:activityId': {
    call: async (w, app) => json(`/api/teacher/test/${(await freshTest(w, app)).activity.id}`, testBody),
    roles: OWN_TEACHER(200),
  },

  'GET /api/teacher/course/:courseId/timetable': {
    call: async (w) => ({ url: `/api/teacher/course/${w.a.courseId}/timetable` }),
    roles: OWN_TEACHER(200),
  },
  'PUT /api/teacher/course/:courseId/timetable': {
    call: async (w, app) =>
      json(
        `/api/teacher/course/${(await freshCourse(w, app, true)).id}/timetable`,
        classBodies['PUT /api/teacher/course/:courseId/timetable'],
      ),
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/course/:courseId/class-change': {
    call: async (w, app) =>
      json(
        `/api/teacher/course/${(await freshCourse(w, app, true)).id}/class-change`,
        classBodies['POST /api/teacher/course/:courseId/class-change'],
      ),
    roles: OWN_TEACHER(201),
  },
  'GET /api/student/classes': { call: get('/api/student/classes'), roles: STUDENT_ONLY(200) },
  'GET /api/student/course/:courseId/timetable': {
    call: async (w) => ({ url: `/api/student/course/${w.a.courseId}/timetable` }),
    roles: STUDENT_ONLY(200),
  },
  // Open now: an extra class of a fresh course of student A's, started five minutes ago.
  'POST /api/student/course/:courseId/join': {
    call: async (w, app) => {
      const course = await freshCourse(w, app, true);
      await enrol(app.db, course.id, w.a.student.id);
      const startsAt = new Date(Date.now() - 5 * 60_000);
      await app.db.insert(classChanges).values({
        courseId: course.id,
        kind: 'extra',
        startsAt,
        durationMinutes: 60,
        reason: 'Clase abierta',
      });
      return json(`/api/student/course/${course.id}/join`, { classKey: startsAt.toISOString() });
    },
    roles: STUDENT_ONLY(200),
  },
  'GET /api/student/course/:id/openings': {
    call: async (w, app) => ({
      url: `/api/student/course/${(await freshOpening(w, app)).courseId}/openings`,
    }),
    roles: STUDENT_ONLY(200),
  },
  'POST /api/student/course/:id/openings/:openingId/booking': {
    call: async (w, app) => ({ url: bookingUrl(await freshOpening(w, app)) }),
    roles: STUDENT_ONLY(201),
  },
  'DELETE /api/student/course/:id/openings/:openingId/booking': {
    call: async (w, app) => ({ url: bookingUrl(await freshOpening(w, app, { booked: true })) }),
    roles: STUDENT_ONLY(200),
  },
  'GET /api/teacher/course/:courseId/openings': {
    call: async (w, app) => ({
      url: `/api/teacher/course/${(await freshOpening(w, app)).courseId}/openings?week=2030-07-01`,
    }),
    roles: OWN_TEACHER(200),
  },
  'POST /api/teacher/course/:courseId/openings': {
    call: async (w, app) =>
      json(`/api/teacher/course/${(await freshOpening(w, app)).courseId}/openings`, {
        date: '2030-07-02',
        time: '19:00',
        durationMinutes: 60,
        capacity: 4,
      }),
    roles: OWN_TEACHER(201),
  },
  'DELETE /api/teacher/course/:courseId/openings/:openingId': {
    call: async (w, app) => {
      const { courseId, openingId } = await freshOpening(w, app);
      return { url: `/api/teacher/course/${courseId}/openings/${openingId}` };
    },
    roles: OWN_TEACHER(200),
  },

  // Notifications by e-mail: each user their own choices; the one-click unsubscribe needs no session.
  'GET /api/notifications/preferences': {
    call: get('/api/notifications/preferences'),
    roles: EVERY_ROLE(200),
  },
  'PUT /api/notifications/preferences': {
    call: async () =>
      json('/api/notifications/preferences', {
        preferences: [{ kind: 'message', inApp: true, email: 'digest' }],
      }),
    roles: EVERY_ROLE(200),
  },
  'POST /api/notifications/unsubscribe/:token': {
    call: async (w, app) => ({
      url: `/api/notifications/unsubscribe/${unsubscribeToken(app.jwtSecret, w.a.student.id, 'material')}`,
    }),
    public: 200,
  },
  // Messages: any signed-in role; a conversation is reached by its members only (404 otherwise).
  'GET /api/messages': { call: get('/api/messages?q=hola'), roles: EVERY_ROLE(200) },
  'GET /api/messages/recipients': { call: get('/api/messages/recipients'), roles: EVERY_ROLE(200) },
  // To course A's teacher: its student and an administrator may; the teacher (to themselves) and another may not.
  'POST /api/messages': {
    call: async (w) => ({
      url: '/api/messages',
      ...multipartBody([
        { name: 'recipientId', value: String(w.a.teacher.id) },
        { name: 'courseId', value: String(w.a.courseId) },
        { name: 'body', value: 'Hola' },
      ]),
    }),
    roles: { student: 201, teacher: 403, otherTeacher: 403, admin: 201 },
  },
  'POST /api/messages/announcements': {
    call: async (w) =>
      json('/api/messages/announcements', { courseId: w.a.courseId, subject: 'Aviso', body: 'Hola' }),
    roles: { student: 403, teacher: 201, otherTeacher: 403, admin: 403 },
  },
  'GET /api/messages/with/:userId': {
    call: async (w) => ({ url: `/api/messages/with/${w.a.student.id}?courseId=${w.a.courseId}` }),
    roles: { student: 403, teacher: 200, otherTeacher: 403, admin: 200 },
  },
  'GET /api/messages/:conversationId': {
    call: async (w, app) => ({
      url: `/api/messages/${(await makeAnnouncement(app, w.a.teacher.id, w.a.courseId, [w.a.student.id])).conversationId}`,
    }),
    roles: { student: 200, teacher: 200, otherTeacher: 404, admin: 404 },
  },
  'POST /api/messages/:conversationId': {
    call: async (w, app) => ({
      url: `/api/messages/${(await makeAnnouncement(app, w.a.teacher.id, w.a.courseId, [w.a.student.id])).conversationId}`,
      ...multipartBody([{ name: 'body', value: 'Respuesta' }]),
    }),
    roles: { student: 201, teacher: 201, otherTeacher: 404, admin: 404 },
  },
  'POST /api/messages/:conversationId/read': {
    call: async (w, app) => ({
      url: `/api/messages/${(await makeAnnouncement(app, w.a.teacher.id, w.a.courseId, [w.a.student.id])).conversationId}/read`,
    }),
    roles: { student: 204, teacher: 204, otherTeacher: 404, admin: 404 },
  },
  'GET /api/messages/attachment/:messageId': {
    call: async (w, app) => {
      const { messageId } = await makeAnnouncement(app, w.a.teacher.id, w.a.courseId, [w.a.student.id], {
        withFile: true,
      });
      return { url: `/api/messages/attachment/${messageId}` };
    },
    roles: { student: 200, teacher: 200, otherTeacher: 404, admin: 404 },
  },
  // Notifications: every account, each its own. A notification of the world's student is
  // another account's for everyone else, so they are told it does not exist.
  'GET /api/notifications': { call: get('/api/notifications'), roles: EVERY_ROLE(200) },
  'GET /api/notifications/unread': { call: get('/api/notifications/unread'), roles: EVERY_ROLE(200) },
  'POST /api/notifications/:notificationId/read': {
    call: async (w, app) => {
      await notify(app.db, { kind: 'grade', userIds: [w.a.student.id], title: 'Nota', link: null });
      const [row] = await app.db.select({ last: max(notifications.id) }).from(notifications);
      return { url: `/api/notifications/${row?.last}/read` };
    },
    roles: { student: 204, teacher: 404, otherTeacher: 404, admin: 404 },
  },
  'POST /api/notifications/read-all': { call: get('/api/notifications/read-all'), roles: EVERY_ROLE(204) },
  // Opened for every role; its 200 never ends, so it is called through injectAnswer.
  'GET /api/notifications/stream': { call: get('/api/notifications/stream'), roles: EVERY_ROLE(200) },

  // The submitted file: its student and the course's teacher; anyone else is told it does not exist.
  'GET /api/activity-result/:id/download': {
    call: async (w) => ({ url: `/api/activity-result/${w.a.resultId}/download` }),
    roles: { student: 200, teacher: 200, otherTeacher: 404, admin: 404 },
  },
};

/** Fastify answers HEAD for every GET route; HEAD is checked with the GET row. */
export function rowFor(method: string, url: string): Row | undefined {
  return ROUTE_CALLS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}
