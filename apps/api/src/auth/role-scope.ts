import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../db/schema';
import { MATERIAL_UPLOAD_LIMITS } from '../materials/upload';
import { TASK_UPLOAD_LIMITS } from '../results/task-upload';

/**
 * A subtree of routes only a user with `role` may call: a valid session (401) with that role (403), checked
 * before the request is even parsed. Which role may call a route is this hook on its subtree, not the folder
 * it lives in (decision 168): a domain registers its student and its teacher routes each in their scope.
 */
export function roleScope(
  role: Role,
  routes: FastifyPluginAsyncZod,
  uploads?: FastifyMultipartOptions,
): FastifyPluginAsyncZod {
  return async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.addHook('onRequest', scope.requireRole(role));
    if (uploads) await scope.register(multipart, uploads);
    await scope.register(routes);
  };
}

/**
 * The routes of the student's area (spec section 7). They all read multipart bodies under a hand-in's
 * limits, as they did when they shared one area, so a form sent to any of them is answered alike.
 */
export const studentScope = (routes: FastifyPluginAsyncZod) =>
  roleScope('STUDENT', routes, { limits: TASK_UPLOAD_LIMITS, throwFileSizeLimit: false });

/** The routes of the teacher's area (spec section 7), multipart bodies under a material's limits. */
export const teacherScope = (routes: FastifyPluginAsyncZod) =>
  roleScope('TEACHER', routes, MATERIAL_UPLOAD_LIMITS);
