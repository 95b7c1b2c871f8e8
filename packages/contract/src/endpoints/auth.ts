import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import {
  endedSessionsResponseSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  openSessionsResponseSchema,
  secondStepSchema,
} from '../responses/auth';

const refused = refusals(400, 401, 403, 429);

/**
 * The public calls of spec section 7 (register, login, verify), password recovery, the session check, and the
 * server-side sessions of decision 131 (logout, the open-sessions list of Configuración).
 */
export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    body: registerSchema,
    responses: { 201: messageResponseSchema, ...refusals(409), ...refused },
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    // 202: a second factor is needed first (decision 133); the spec's answer stays the 200.
    responses: { 200: loginResponseSchema, 202: secondStepSchema, ...refused },
  }),
  verify: endpoint({
    method: 'GET',
    path: '/auth/verify',
    // A repeated or odd parameter counts as missing rather than as a schema error.
    query: z.object({ token: z.string().optional().catch(undefined) }),
    responses: { 200: messageResponseSchema, ...refused },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordSchema,
    responses: { 200: messageResponseSchema, ...refused },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema, ...refused },
  }),
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    responses: { 200: meResponseSchema, ...refusals(401) },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    responses: { 200: messageResponseSchema, ...refusals(400, 401) },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/auth/sessions',
    responses: { 200: openSessionsResponseSchema, ...refusals(400, 401) },
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/auth/sessions/end-others',
    responses: { 200: endedSessionsResponseSchema, ...refusals(400, 401) },
  }),
} as const;
