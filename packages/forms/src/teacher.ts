/**
 * The teacher's inputs (spec sections 5 and 7), one module per job: course, material, activity and test,
 * evaluation; their messages and limits in teacher/messages.ts.
 */
export * from './teacher/activity';
export * from './teacher/course';
export * from './teacher/dates';
export * from './teacher/evaluation';
export * from './teacher/material';
export { TEACHER_LIMITS, TEACHER_MESSAGES } from './teacher/messages';
