import { MATERIAL_MAX_BYTES } from '@aula/forms';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import activityRoutes from './activities';
import attendanceRoutes from './attendance';
import courseRoutes from './courses';
import materialRoutes from './materials';
import resultRoutes from './results';
import testMediaRoutes from './test-media';
import timetableRoutes from './timetable';

/**
 * The teacher's API (spec section 7), its paths and shapes in @aula/contract. Every route needs a valid
 * session (401) of a user with the TEACHER role (403); every statement is limited to the session teacher's
 * own courses, so another teacher's course, material or activity answers 404 (ownership.ts). Each resource
 * has its routes in one module and its statements beside them (`*-queries.ts`).
 */
const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('TEACHER'));

  // One file per material, checked and limited while it streams (material-upload.ts); the limit here is one
  // byte more so that the inspector, which answers with the Spanish message, always trips first.
  await app.register(multipart, {
    limits: { fileSize: MATERIAL_MAX_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 8 * 1024 },
  });

  await app.register(courseRoutes);
  await app.register(resultRoutes);
  await app.register(materialRoutes);
  await app.register(activityRoutes);
  await app.register(testMediaRoutes);
  await app.register(timetableRoutes);
  await app.register(attendanceRoutes);
};

export default teacherRoutes;
