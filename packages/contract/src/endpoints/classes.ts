import {
  classChangeSchema,
  classRangeQuerySchema,
  joinClassSchema,
  PATH_ID_MESSAGES,
  pathId,
  timetableSchema,
} from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import {
  classListSchema,
  courseTimetableSchema,
  joinedClassSchema,
  teacherTimetableSchema,
} from '../responses/classes';

const teacherCourse = z.object({ courseId: pathId(PATH_ID_MESSAGES.teacher) });
const studentCourse = z.object({ courseId: pathId(PATH_ID_MESSAGES.student) });
const readRefusals = refusals(400, 401, 403, 404);
const writeRefusals = refusals(400, 401, 403, 404, 409);

/**
 * Live classes (decision 136). The teacher's calls reach only their own courses, the student's
 * only the approved courses they are enrolled in: anything else is not found (404). The meeting link is
 * given to the teacher with the timetable and to a student only through `joinClass`, while the class is open.
 */
export const classEndpoints = {
  teacherTimetable: endpoint({
    method: 'GET',
    path: '/teacher/course/:courseId/timetable',
    params: teacherCourse,
    responses: { 200: teacherTimetableSchema, ...readRefusals },
  }),
  setTimetable: endpoint({
    method: 'PUT',
    path: '/teacher/course/:courseId/timetable',
    params: teacherCourse,
    body: timetableSchema,
    responses: { 200: teacherTimetableSchema, ...writeRefusals },
  }),
  changeClass: endpoint({
    method: 'POST',
    path: '/teacher/course/:courseId/class-change',
    params: teacherCourse,
    body: classChangeSchema,
    responses: { 201: teacherTimetableSchema, ...writeRefusals },
  }),
  studentClasses: endpoint({
    method: 'GET',
    path: '/student/classes',
    query: classRangeQuerySchema,
    responses: { 200: classListSchema, ...refusals(400, 401, 403) },
  }),
  studentTimetable: endpoint({
    method: 'GET',
    path: '/student/course/:courseId/timetable',
    params: studentCourse,
    responses: { 200: courseTimetableSchema, ...readRefusals },
  }),
  joinClass: endpoint({
    method: 'POST',
    path: '/student/course/:courseId/join',
    params: studentCourse,
    body: joinClassSchema,
    responses: { 200: joinedClassSchema, ...writeRefusals },
  }),
} as const;
