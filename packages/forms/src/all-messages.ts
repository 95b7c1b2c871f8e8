import { ACCOUNT_MESSAGES } from './account';
import { ADMIN_LIST_MESSAGES, COURSE_REJECTION_MESSAGES } from './admin';
import { ATTENDANCE_MESSAGES } from './attendance';
import { LOGIN_MESSAGES, RECOVERY_MESSAGES, REGISTER_MESSAGES } from './auth';
import { BOOKING_MESSAGES } from './bookings';
import { CATALOGUE_MESSAGES } from './catalogue';
import { CLASS_MESSAGES } from './classes';
import { STUDENT_ENROL_MESSAGES } from './enrolment';
import { GOOGLE_MESSAGES } from './google';
import { JOB_MESSAGES } from './job-positions';
import { LOCALE_MESSAGES } from './locale';
import { MESSAGE_MESSAGES } from './messages';
import { NOTIFICATION_MESSAGES } from './notifications';
import { OWN_DATA_MESSAGES } from './own-data';
import { PUBLIC_FORM_MESSAGES } from './public-forms';
import { PATH_ID_MESSAGES, QUERY_MESSAGES } from './query';
import { ANSWER_MESSAGES, QUESTION_MESSAGES } from './questions/messages';
import { STUDENT_TASK_MESSAGES, STUDENT_TEST_MESSAGES } from './student';
import { TEACHER_MESSAGES } from './teacher/messages';
import { TEXT_MESSAGES } from './text';
import { TWO_FACTOR_MESSAGES } from './two-factor';

/** Every message table of the package, by its exported name: a new table must be added here. */
export const FORM_MESSAGE_TABLES = {
  ACCOUNT_MESSAGES,
  ADMIN_LIST_MESSAGES,
  ANSWER_MESSAGES,
  ATTENDANCE_MESSAGES,
  BOOKING_MESSAGES,
  CATALOGUE_MESSAGES,
  CLASS_MESSAGES,
  COURSE_REJECTION_MESSAGES,
  GOOGLE_MESSAGES,
  JOB_MESSAGES,
  LOCALE_MESSAGES,
  LOGIN_MESSAGES,
  MESSAGE_MESSAGES,
  NOTIFICATION_MESSAGES,
  OWN_DATA_MESSAGES,
  PATH_ID_MESSAGES,
  PUBLIC_FORM_MESSAGES,
  QUERY_MESSAGES,
  QUESTION_MESSAGES,
  RECOVERY_MESSAGES,
  REGISTER_MESSAGES,
  STUDENT_ENROL_MESSAGES,
  STUDENT_TASK_MESSAGES,
  STUDENT_TEST_MESSAGES,
  TEACHER_MESSAGES,
  TEXT_MESSAGES,
  TWO_FACTOR_MESSAGES,
} as const;

/**
 * Every fixed sentence the schemas and the server answer with, once each, in the tables' order. The app
 * translates them keyed by this exact Spanish text (apps/school's `forms` catalogue). The few messages built
 * from a value (NOTIFICATION_MESSAGES.bellLabel and the like) are functions and not listed: their screens
 * word them themselves.
 */
export const ALL_FORM_MESSAGES: readonly string[] = [
  ...new Set(
    Object.values(FORM_MESSAGE_TABLES).flatMap((table) =>
      Object.values(table).filter((message): message is string => typeof message === 'string'),
    ),
  ),
];
