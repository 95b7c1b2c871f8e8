import {
  attendanceMarksSchema,
  classStartParam,
  classWeekQuerySchema,
  PATH_ID_MESSAGES,
  pathId,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import {
  attendanceSheetSchema,
  courseAttendanceSchema,
  studentAttendanceSchema,
  teacherWeekSchema,
} from '../responses/attendance';

const teacherId = pathId(PATH_ID_MESSAGES.teacher);
const classPath = z.object({ courseId: teacherId, classStart: classStartParam });

/**
 * Attendance (decision 137). The teacher's calls reach only their own courses (another's answers 404); the
 * student's only their enrolments.
 */
export const attendanceEndpoints = {
  teacherWeek: endpoint({
    method: 'GET',
    path: '/teacher/classes/week',
    query: classWeekQuerySchema,
    responses: { 200: teacherWeekSchema, ...refusals(400, 401, 403) },
  }),
  classAttendance: endpoint({
    method: 'GET',
    path: '/teacher/course/:courseId/class/:classStart/attendance',
    params: classPath,
    responses: { 200: attendanceSheetSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  takeAttendance: endpoint({
    method: 'PUT',
    path: '/teacher/course/:courseId/class/:classStart/attendance',
    params: classPath,
    body: attendanceMarksSchema,
    responses: { 200: attendanceSheetSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  courseAttendance: endpoint({
    method: 'GET',
    path: '/teacher/course/:courseId/attendance',
    params: z.object({ courseId: teacherId }),
    responses: { 200: courseAttendanceSchema, ...refusals(400, 401, 403, 404) },
  }),
  studentAttendance: endpoint({
    method: 'GET',
    path: '/student/attendance',
    responses: { 200: studentAttendanceSchema, ...refusals(401, 403) },
  }),
} as const;
