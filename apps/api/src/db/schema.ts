/**
 * The whole data model of the school (spec sections 3 and 4). Later work adds routes, not tables.
 *
 * Conventions: integer identity keys (the client's routes carry numeric ids), timestamps with time zone,
 * every foreign key and every column that lists are filtered or searched by is indexed. Substring searches
 * (admin user list, course lists) use trigram GIN indexes, hence the pg_trgm extension in the first migration.
 * A child that cannot outlive its parent is removed with it (ON DELETE CASCADE); references that are only
 * informative (who evaluated, which file) are cleared instead.
 */
import {
  ACTIVITY_TYPES,
  COURSE_LEVELS,
  COURSE_TYPES,
  DEFAULT_LOCALE,
  INTERFACE_LOCALES,
  LANGUAGES,
  ROLES,
} from '@aula/domain';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { QuestionData, QuestionKind, SubmittedAnswer } from './question-data';

// The words are @aula/domain's (decision 169); re-exported because the server's code reads them from here.
export {
  ACTIVITY_TYPES,
  type ActivityType,
  COURSE_LEVELS,
  COURSE_TYPES,
  type CourseLevel,
  type CourseType,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  ROLES,
  type Role,
} from '@aula/domain';

export const roleEnum = pgEnum('role', ROLES);
export const courseLevelEnum = pgEnum('course_level', COURSE_LEVELS);
export const courseTypeEnum = pgEnum('course_type', COURSE_TYPES);
export const languageEnum = pgEnum('course_language', LANGUAGES);
export const activityTypeEnum = pgEnum('activity_type', ACTIVITY_TYPES);
/** The language of a person's e-mails and interface (migration 0027). */
export const interfaceLocaleEnum = pgEnum('interface_locale', INTERFACE_LOCALES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    surname: varchar('surname', { length: 50 }).notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    verified: boolean('verified').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** Session tokens issued (iat) before this second are refused: set it to now() to log a user out everywhere. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by migration 0005 on accounts whose username equalled an older one's but for case: they keep it
     * and log in by their exact spelling; every other username is unique case-folded (decision 101).
     */
    usernameFoldingExempt: boolean('username_folding_exempt').notNull().default(false),
    /** Chosen in Configuración or at registration; the language of the app on every device and of every e-mail. */
    locale: interfaceLocaleEnum('locale').notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
  },
  (t) => [
    unique('users_username_unique').on(t.username),
    uniqueIndex('users_username_folded_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`not ${t.usernameFoldingExempt}`),
    unique('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    // One trigram index over the full name and the username, folded (lower case, no accents: migration 0006),
    // the searches' text (admin/search.ts): a search is then one index scan, which the planner picks
    // where four OR'ed ones lost to a full scan.
    index('users_search_trgm_idx').using(
      'gin',
      sql`(aula_search_fold(${t.name} || ' ' || ${t.surname} || E'\\x1f' || ${t.username})) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A user may hold several roles (a teacher who also studies); one row per role keeps counting by role cheap. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

/** A link sent by e-mail to a user: only its token's SHA-256, when it expires and when it was used. */
function emailLinkColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  };
}

/** Only the SHA-256 of a verification token is stored: a database leak does not verify anyone. */
export const verificationTokens = pgTable('verification_tokens', emailLinkColumns(), (t) => [
  unique('verification_tokens_token_hash_unique').on(t.tokenHash),
  index('verification_tokens_user_id_idx').on(t.userId),
  index('verification_tokens_expires_at_idx').on(t.expiresAt),
]);

/** A password-recovery link (decision 130): only the SHA-256 of its token is stored, like a verification's. */
export const passwordResetTokens = pgTable('password_reset_tokens', emailLinkColumns(), (t) => [
  unique('password_reset_tokens_token_hash_unique').on(t.tokenHash),
  index('password_reset_tokens_user_id_idx').on(t.userId),
  index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
]);

/** Which provider account (OpenID issuer and subject) signs in to which user (decision 135). */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('external_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('external_identities_user_id_idx').on(t.userId),
  ],
);

/** A sign-in with Google under way: the state's SHA-256 (its value is in the browser's cookie), nonce and PKCE verifier. */
export const oidcSignInStates = pgTable(
  'oidc_sign_in_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oidc_sign_in_states_state_hash_unique').on(t.stateHash),
    index('oidc_sign_in_states_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * What a callback hands the app: a one-time ticket (SHA-256 stored) bound to the browser by its state's hash.
 * With a user it is a sign-in; without, a new account waiting for its username.
 */
export const oidcSignInTickets = pgTable(
  'oidc_sign_in_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketHash: text('ticket_hash').notNull(),
    stateHash: text('state_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    surname: varchar('surname', { length: 50 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oidc_sign_in_tickets_ticket_hash_unique').on(t.ticketHash),
    index('oidc_sign_in_tickets_expires_at_idx').on(t.expiresAt),
    index('oidc_sign_in_tickets_user_id_idx').on(t.userId),
  ],
);

/**
 * An e-mail change waiting for its link to be opened (decision 132): the address it will set, and only the
 * SHA-256 of the token mailed there.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  { ...emailLinkColumns(), newEmail: varchar('new_email', { length: 254 }).notNull() },
  (t) => [
    unique('email_change_tokens_token_hash_unique').on(t.tokenHash),
    index('email_change_tokens_user_id_idx').on(t.userId),
    index('email_change_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * One login (decision 131): its random id is the token's `sid`; ending the session deletes the row. `device`
 * is a short label made from the User-Agent ("Chrome en Android"), the only thing kept about the browser.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: varchar('device', { length: 60 }).notNull(),
    remembered: boolean('remembered').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * An account's TOTP (decision 133): the secret sealed with a key derived from the server's secret, when the
 * enrolment was confirmed (null: under way), and the last 30-second step a code was accepted for.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretBox: text('secret_box').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of two-factor authentication: only their SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [unique('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

export const SIGN_IN_STEPS = ['code', 'enrol'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

/** A login halfway (decision 133): the password was right, the second factor or the enrolment is to come. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    step: text('step', { enum: SIGN_IN_STEPS }).notNull(),
    /** 'No cerrar sesión' as it was checked at the password step (decision 131). */
    remembered: boolean('remembered').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sign_in_challenges_token_hash_unique').on(t.tokenHash),
    check('sign_in_challenges_step', sql`${t.step} in ('code', 'enrol')`),
    index('sign_in_challenges_user_id_idx').on(t.userId),
    index('sign_in_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Status is derived (spec section 4): not approved = pending; approved and not completed = active;
 * completed = finished. completed_at is the estimated end date the teacher gives when creating the course.
 * A course whose teacher is removed stays, shown as 'No asignado'.
 */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    level: courseLevelEnum('level').notNull().default('A1'),
    type: courseTypeEnum('type').notNull().default('INTENSIVO'),
    language: languageEnum('language').notNull(),
    approved: boolean('approved').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    completedAt: date('completed_at', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    /** The course's secret, from which each class's Jitsi room is derived (decision 136). */
    meetingRoom: varchar('meeting_room', { length: 64 })
      .notNull()
      .default(sql`('aula-' || replace(gen_random_uuid()::text, '-', ''))`),
    /** A teacher-given https link (Zoom, Meet, Teams) for every class instead of the generated rooms. */
    meetingUrl: varchar('meeting_url', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_teacher_id_idx').on(t.teacherId),
    index('courses_status_idx').on(t.approved, t.completed),
    index('courses_language_idx').on(t.language),
    index('courses_level_idx').on(t.level),
    index('courses_type_idx').on(t.type),
    index('courses_search_trgm_idx').using(
      'gin',
      sql`(aula_search_fold(${t.name} || E'\\x1f' || ${t.description})) gin_trgm_ops`,
    ),
  ],
);

/**
 * A weekly class of a course (decision 136): ISO weekday (1 Monday … 7 Sunday) and start as minutes after
 * midnight in the school's time zone, repeated between the course's start and end dates.
 */
export const classSlots = pgTable(
  'class_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** A slot added to a running course holds no class before the day it was added; null: from the course's start. */
    startsFrom: timestamp('starts_from', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_slots_course_id_idx').on(t.courseId),
    check('class_slots_weekday_check', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('class_slots_start_minute_check', sql`${t.startMinute} BETWEEN 0 AND 1439`),
    check('class_slots_duration_check', sql`${t.durationMinutes} BETWEEN 15 AND 480`),
  ],
);

export const CLASS_CHANGE_KINDS = ['cancelled', 'moved', 'extra'] as const;
export type ClassChangeKind = (typeof CLASS_CHANGE_KINDS)[number];

/**
 * A one-off change to the timetable: a class cancelled or moved (`originalStart` names it), or an extra
 * class (`startsAt` only). The reason is shown to the students.
 */
export const classChanges = pgTable(
  'class_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: CLASS_CHANGE_KINDS }).notNull(),
    originalStart: timestamp('original_start', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMinutes: smallint('duration_minutes'),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('class_changes_course_original_unique').on(t.courseId, t.originalStart),
    index('class_changes_course_starts_at_idx').on(t.courseId, t.startsAt),
    check(
      'class_changes_kind_check',
      sql`(${t.kind} = 'cancelled' AND ${t.originalStart} IS NOT NULL AND ${t.startsAt} IS NULL)
    OR (${t.kind} = 'moved' AND ${t.originalStart} IS NOT NULL AND ${t.startsAt} IS NOT NULL)
    OR (${t.kind} = 'extra' AND ${t.originalStart} IS NULL AND ${t.startsAt} IS NOT NULL)`,
    ),
    check(
      'class_changes_duration_check',
      sql`${t.durationMinutes} IS NULL OR ${t.durationMinutes} BETWEEN 15 AND 480`,
    ),
  ],
);

/**
 * A user's private calendar feed (decision 139): the SHA-256 of its secret token, never the token. One per
 * user; regenerating replaces the hash, so the old address stops working at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who pressed "Unirse a la clase" and when (decision 136): one row per class and user, the first press kept.
 * `classKey` is the class's key (ISO instant of its weekly start, or of an extra class's own start).
 */
export const classJoins = pgTable(
  'class_joins',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    classKey: text('class_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'class_joins_course_class_user_pk', columns: [t.courseId, t.classKey, t.userId] }),
    index('class_joins_user_id_idx').on(t.userId),
  ],
);

/**
 * A class a teacher of a flexible course opens for booking (decision 138). `booked` counts its bookings so a
 * single conditional UPDATE takes a seat; a withdrawn opening that had bookings is kept, cancelled.
 */
export const classOpenings = pgTable(
  'class_openings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('class_openings_course_starts_unique').on(t.courseId, t.startsAt),
    check('class_openings_duration_check', sql`${t.durationMinutes} BETWEEN 15 AND 180`),
    check('class_openings_capacity_check', sql`${t.capacity} BETWEEN 1 AND 15`),
    check('class_openings_booked_check', sql`${t.booked} BETWEEN 0 AND ${t.capacity}`),
  ],
);

/** A student's seat in a class opening. */
export const classBookings = pgTable(
  'class_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    openingId: integer('opening_id')
      .notNull()
      .references(() => classOpenings.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('class_bookings_opening_student_unique').on(t.openingId, t.studentId),
    index('class_bookings_student_id_idx').on(t.studentId),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The unique pair also serves lookups by course (its leading column).
    unique('enrolments_course_student_unique').on(t.courseId, t.studentId),
    index('enrolments_student_id_idx').on(t.studentId),
  ],
);

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent'] as const;

/**
 * A student's attendance at one class (decision 137), the class named by its key (decision 136). No row:
 * attendance not taken for that class yet.
 */
export const attendance = pgTable(
  'attendance',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    classKey: text('class_key').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 7, enum: ATTENDANCE_STATUSES }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'attendance_pkey', columns: [t.courseId, t.classKey, t.studentId] }),
    index('attendance_student_id_idx').on(t.studentId),
    check('attendance_status_check', sql`${t.status} IN ('present', 'late', 'absent')`),
  ],
);

/**
 * Metadata of an uploaded file. The bytes live on disk at DATA_DIR/files/<id> with PGlite, and in
 * stored_file_chunks with PostgreSQL, where every instance of the app reads them (decision 065).
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAt(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of a stored file in PostgreSQL, in numbered pieces so neither writing nor reading holds a whole
 * file in memory. No foreign key: the pieces are written before the stored_files row exists (as on disk).
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** Keys the instances on one database must share, generated once by whichever instance starts first. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    youtubeVideoId: varchar('youtube_video_id', { length: 11 }),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('materials_course_id_idx').on(t.courseId), index('materials_file_id_idx').on(t.fileId)],
);

export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    type: activityTypeEnum('type').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** A test takes attempts after its due date only when its teacher allows it (decision 103). */
    allowLateAttempts: boolean('allow_late_attempts').notNull().default(false),
    /** Raised by every edit of a test: a grade is stored only against the current key (decision 100). */
    keyVersion: integer('key_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_course_id_idx').on(t.courseId),
    index('activities_due_date_idx').on(t.dueDate),
    index('activities_type_idx').on(t.type),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    /** 'choice' (options below) or another kind, whose fields live in `data` (decision 141). */
    kind: text('kind').$type<QuestionKind>().notNull().default('choice'),
    data: jsonb('data').$type<QuestionData>().notNull().default({}),
  },
  (t) => [
    index('questions_activity_id_idx').on(t.activityId, t.position),
    check(
      'questions_kind_check',
      sql`${t.kind} in ('choice', 'gaps', 'matching', 'ordering', 'short', 'speaking')`,
    ),
    check('questions_data_object', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);

export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('options_question_id_idx').on(t.questionId, t.position)],
);

/**
 * One submission per student and activity. A null score means 'pending evaluation'; tests are corrected
 * automatically (auto_corrected) and tasks by a teacher (evaluated_by).
 */
export const activityResults = pgTable(
  'activity_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textAnswer: text('text_answer'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    score: numeric('score', { precision: 3, scale: 1, mode: 'number' }),
    feedback: text('feedback'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    autoCorrected: boolean('auto_corrected').notNull().default(false),
    evaluatedBy: integer('evaluated_by').references(() => users.id, { onDelete: 'set null' }),
    /** A test's submission as given, every kind; null for tasks and older tests. */
    answers: jsonb('answers').$type<SubmittedAnswer[]>(),
    /** The auto-graded questions' score while a speaking answer waits for the teacher (decision 141). */
    autoScore: numeric('auto_score', { precision: 3, scale: 1, mode: 'number' }),
    pendingReview: boolean('pending_review').notNull().default(false),
  },
  (t) => [
    unique('activity_results_activity_student_unique').on(t.activityId, t.studentId),
    check('activity_results_score_range', sql`${t.score} >= 0 and ${t.score} <= 10`),
    check('activity_results_auto_score_range', sql`${t.autoScore} >= 0 and ${t.autoScore} <= 10`),
    index('activity_results_student_id_idx').on(t.studentId),
    index('activity_results_file_id_idx').on(t.fileId),
    index('activity_results_evaluated_by_idx').on(t.evaluatedBy),
    index('activity_results_pending_idx').on(t.activityId).where(sql`${t.score} is null`),
  ],
);

export const testAnswers = pgTable(
  'test_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resultId: integer('result_id')
      .notNull()
      .references(() => activityResults.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The single choice; null for the other kinds (their answers are in activity_results.answers). */
    optionId: integer('option_id').references(() => options.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('test_answers_result_question_unique').on(t.resultId, t.questionId),
    index('test_answers_question_id_idx').on(t.questionId),
    index('test_answers_option_id_idx').on(t.optionId),
  ],
);

/** Answers saved as you go (decision 142): the latest draft of a student's test, by revision. */
export const answerDrafts = pgTable(
  'answer_drafts',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<SubmittedAnswer[]>().notNull(),
    revision: integer('revision').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.studentId] }),
    index('answer_drafts_student_id_idx').on(t.studentId),
    check('answer_drafts_answers_array', sql`jsonb_typeof(${t.answers}) = 'array'`),
  ],
);

/**
 * Files of tests: a teacher's audio prompt or picture, uploaded for a course before its test
 * exists, and a student's recording of a speaking answer. `name` is what questions and answers name.
 */
export const testMedia = pgTable(
  'test_media',
  {
    name: text('name').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'audio' | 'image' | 'recording'>().notNull(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The question a recording answers: a new recording of it replaces the unused one (decision 161). */
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_media_course_id_idx').on(t.courseId),
    index('test_media_file_id_idx').on(t.fileId),
    index('test_media_activity_id_idx').on(t.activityId),
    index('test_media_student_id_idx').on(t.studentId),
    index('test_media_question_id_idx').on(t.questionId),
    check('test_media_kind_check', sql`${t.kind} in ('audio', 'image', 'recording')`),
    check(
      'test_media_recording_owner',
      sql`(${t.kind} = 'recording') = (${t.activityId} is not null and ${t.studentId} is not null)`,
    ),
  ],
);

/**
 * Audit log of administrator decisions. course_id is deliberately not a foreign key: a rejected course is
 * deleted, and its log entry must remain.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 50 }).notNull(),
    courseId: integer('course_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_admin_id_idx').on(t.adminId),
    index('admin_actions_course_id_idx').on(t.courseId),
    index('admin_actions_action_idx').on(t.action),
    index('admin_actions_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Transactional outbox: a message is written in the same transaction as what caused it and delivered by the
 * mail worker. next_attempt_at doubles as the claim: the sender pushes it forward while it is sending.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Extra headers (a newsletter's List-Unsubscribe pair, decision 144), name to value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Public-site forms (decision 144). */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [check('job_positions_status_check', sql`${t.status} IN ('open', 'closed')`)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    languages: text('languages').notNull(),
    message: text('message').notNull().default(''),
    cvFileId: uuid('cv_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['new', 'reviewed', 'contacted', 'rejected'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_applications_position_idx').on(t.positionId),
    index('job_applications_cv_file_idx').on(t.cvFileId),
    check('job_applications_status_check', sql`${t.status} IN ('new', 'reviewed', 'contacted', 'rejected')`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The language the visitor was reading when subscribing: their e-mails are written in it. */
  locale: interfaceLocaleEnum('locale').notNull().default(DEFAULT_LOCALE),
});

/** Messages (decision 146; migration 0024). */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['direct', 'announcement'] }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    /** `${courseId ?? 0}:${lower user id}:${higher user id}`: one direct conversation per pair and course. */
    directKey: text('direct_key').unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_course_idx').on(t.courseId),
    index('conversations_created_by_idx').on(t.createdBy),
    check('conversations_kind_check', sql`${t.kind} IN ('direct', 'announcement')`),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'conversation_members_pk', columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId, t.conversationId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set: a private message inside an announcement, seen by its sender and this person only. */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderId),
    index('messages_recipient_idx').on(t.recipientId),
    index('messages_attachment_file_idx').on(t.attachmentFileId),
    check('messages_body_length_check', sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
  ],
);

/** Notifications: one row per person told of an event. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    /** False: the user chose not to see this kind in the app (it may still go by e-mail). */
    inApp: boolean('in_app').notNull().default(true),
    /** null: no e-mail; 'digest': waits for the daily digest; 'sent': queued in the outbox. */
    emailState: text('email_state', { enum: ['digest', 'sent'] }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email', { enum: ['off', 'instant', 'digest'] }).notNull(),
  },
  (t) => [primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.kind] })],
);

/** What the live stream sends each user, numbered for catch-up (Last-Event-ID); purged after a day. */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    index('live_events_created_at_idx').on(t.createdAt),
  ],
);

export const dueReminders = pgTable(
  'due_reminders',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'due_reminders_pk', columns: [t.activityId, t.studentId] }),
    index('due_reminders_student_idx').on(t.studentId),
  ],
);

export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'digest_runs_pk', columns: [t.userId, t.day] })],
);

export const usersRelations = relations(users, ({ many }) => ({
  roles: many(userRoles),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
