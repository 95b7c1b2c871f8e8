import { calendarEndpoints as endpoints } from '@aula/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../auth/session';
import { bookedClassNamed } from '../classes/booked-classes';
import { timetablesOf } from '../classes/course-timetables';
import { CLASS_SERVER_MESSAGES as MSG } from '../classes/messages';
import { classWithKey } from '../classes/timetable';
import { studentCourse, teacherCourse } from '../classes/timetable-view';
import { HttpError } from '../errors';
import { serve } from '../http/contract-routes';
import { feedContents } from './calendar-events';
import { feedCreatedAt, feedOwner, feedUrl, renewFeedToken } from './feed-tokens';
import { classIcs, feedIcs } from './ics';
import { CALENDAR_SERVER_MESSAGES } from './messages';

function sendIcs(reply: FastifyReply, text: string, fileName: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(text);
}

/**
 * Calendar feeds (decision 139). The feed is read by calendar programs, which carry no session: its secret
 * address is the only key, and every address that opens nothing gets the same 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.schoolTimeZone;

  serve(app, endpoints.calendarFeed, {
    handler: async (request, reply) => {
      const userId = await feedOwner(db, request.params.file);
      if (userId === null) throw new HttpError(404, CALENDAR_SERVER_MESSAGES.feedNotFound);
      const ics = feedIcs(timeZone, await feedContents(db, timeZone, userId, new Date()));
      return sendIcs(reply, ics, 'aula.ics');
    },
  });
};

/** The signed-in side: the user's own feed address, and one class's .ics for its teacher and students. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const timeZone = app.config.schoolTimeZone;
  app.addHook('onRequest', app.authenticate);

  serve(app, endpoints.feedStatus, {
    handler: async (request) => {
      const createdAt = await feedCreatedAt(db, sessionUser(request).id);
      return { exists: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
    },
  });

  serve(app, endpoints.createFeed, {
    handler: async (request, reply) => {
      const token = await renewFeedToken(db, sessionUser(request).id);
      return reply.code(201).send({ url: feedUrl(app.config.publicUrl, token) });
    },
  });

  serve(app, endpoints.classIcs, {
    handler: async (request, reply) => {
      const me = sessionUser(request).id;
      const { courseId, classStart } = request.params;
      const taught = await teacherCourse(db, courseId, me);
      const course = taught ?? (await studentCourse(db, courseId, me));
      if (!course) throw new HttpError(404, MSG.studentCourseNotFound);
      const key = new Date(classStart);
      const timetable = (await timetablesOf(db, [course.id])).get(course.id);
      // A timetable class, else a booked flexible class: any for its teacher, a student's own for them.
      const time =
        (timetable && classWithKey(timetable, timeZone, key)) ??
        (await bookedClassNamed(db, course.id, key, taught ? undefined : me))?.time;
      if (!time) throw new HttpError(404, MSG.classNotFound);
      const ics = classIcs(timeZone, { ...time, courseId: course.id, courseName: course.name });
      return sendIcs(reply, ics, `clase-${course.id}-${classStart}.ics`);
    },
  });
};
