import { classStartParam, PATH_ID_MESSAGES, pathId } from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { calendarFeedLinkSchema, calendarFeedStatusSchema } from '../responses/calendar';

/**
 * Calendar feeds (decision 139). The feed itself is public, opened by its secret address alone
 * (calendar programs send no session); any other file name, well formed or not, is the same 404. The
 * address is made and read by the signed-in user, for themselves only. A single class's .ics goes only to
 * the course's teacher and its enrolled students; anyone else gets 404.
 */
export const calendarEndpoints = {
  /** iCalendar text (text/calendar), so no 200 schema. */
  calendarFeed: endpoint({
    method: 'GET',
    path: '/calendar/:file',
    params: z.object({ file: z.string() }),
    responses: refusals(404),
  }),
  feedStatus: endpoint({
    method: 'GET',
    path: '/calendar/feed',
    responses: { 200: calendarFeedStatusSchema, ...refusals(401) },
  }),
  /** Makes the feed, or a new address for it: the old one stops working at once. */
  createFeed: endpoint({
    method: 'POST',
    path: '/calendar/feed',
    responses: { 201: calendarFeedLinkSchema, ...refusals(401) },
  }),
  /** iCalendar text of one class (text/calendar), so no 200 schema. */
  classIcs: endpoint({
    method: 'GET',
    path: '/calendar/course/:courseId/class/:classStart',
    params: z.object({ courseId: pathId(PATH_ID_MESSAGES.student), classStart: classStartParam }),
    responses: refusals(400, 401, 404),
  }),
} as const;
