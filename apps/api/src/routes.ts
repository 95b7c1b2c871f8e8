import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activities/routes';
import { adminRoutes } from './admin/routes';
import { googleSignInRoutes } from './auth/google-sign-in';
import { registerPersonalNoStore } from './auth/no-store';
import { roleScope } from './auth/role-scope';
import { authRoutes } from './auth/routes';
import { twoFactorRoutes } from './auth/two-factor/routes';
import { bookingRoutes } from './bookings/routes';
import { calendarFeedRoutes, calendarRoutes } from './calendar/routes';
import { catalogueRoutes } from './catalogue/routes';
import { classRoutes } from './classes/routes';
import { courseRoutes } from './courses/routes';
import { healthRoutes } from './health/routes';
import { materialRoutes } from './materials/routes';
import { messageRoutes } from './messages/routes';
import { notificationMailRoutes } from './notifications/mail-routes';
import { notificationRoutes } from './notifications/routes';
import { ownDataRoutes } from './own-data/routes';
import { schoolInboxRoutes } from './public-forms/admin-routes';
import { publicFormRoutes } from './public-forms/routes';
import { testRoutes } from './questions/routes';
import { resultRoutes } from './results/routes';

/**
 * Everything under /api, set up once (decision 120): one JSON body parser, the personal no-store header,
 * then each domain, whose routes check the session and role they need (decision 168). The routes carry
 * their full paths from the contract (@aula/contract), so no domain adds a prefix of its own.
 */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  // The spec's client sends `Content-Type: application/json` on every call that is not a form, also on the
  // bodyless ones (approve, enroll, the DELETEs): a blank body is no body. Anything else is parsed as
  // Fastify would, refusing `__proto__` and `constructor.prototype` keys; bad JSON is a 400 invalidBody.
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  registerPersonalNoStore(api);

  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(googleSignInRoutes);
  await api.register(twoFactorRoutes);
  await api.register(roleScope('ADMIN', adminRoutes));
  await api.register(courseRoutes);
  await api.register(activityRoutes);
  await api.register(materialRoutes);
  await api.register(testRoutes);
  await api.register(resultRoutes);
  await api.register(classRoutes);
  await api.register(ownDataRoutes);
  await api.register(bookingRoutes);
  await api.register(calendarFeedRoutes);
  await api.register(calendarRoutes);
  await api.register(catalogueRoutes);
  await api.register(publicFormRoutes);
  await api.register(roleScope('ADMIN', schoolInboxRoutes));
  await api.register(notificationMailRoutes);
  await api.register(messageRoutes);
  await api.register(notificationRoutes);
};

export default apiRoutes;
