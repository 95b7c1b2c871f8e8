import { googleExchangeSchema, googleUsernameSchema } from '@aula/forms';
import { z } from 'zod';
import { endpoint, refusals } from '../endpoint';
import { loginResponseSchema, secondStepSchema } from '../responses/auth';

/** Whether the school has Google configured: the login page offers the button or says why not. */
export const googleStatusSchema = z.object({ available: z.boolean() });
export type GoogleStatus = z.infer<typeof googleStatusSchema>;

/** A browser navigation answered by a redirect: to Google, or back to the app's /login/google page. */
const redirect = { 302: z.null() };

/** Sign-in with Google by OpenID Connect (decision 135). */
export const googleEndpoints = {
  googleStatus: endpoint({
    method: 'GET',
    path: '/auth/oidc/status',
    responses: { 200: googleStatusSchema },
  }),
  googleStart: endpoint({
    method: 'GET',
    path: '/auth/oidc/start',
    responses: redirect,
  }),
  googleCallback: endpoint({
    method: 'GET',
    path: '/auth/oidc/callback',
    // The provider's parameters (code, state, iss, scope, error…) go to openid-client as the whole address.
    query: z.looseObject({}),
    responses: redirect,
  }),
  googleExchange: endpoint({
    method: 'POST',
    path: '/auth/oidc/exchange',
    body: googleExchangeSchema,
    responses: { 200: loginResponseSchema, 202: secondStepSchema, ...refusals(400, 401, 403) },
  }),
  googleUsername: endpoint({
    method: 'POST',
    path: '/auth/oidc/username',
    body: googleUsernameSchema,
    responses: { 201: loginResponseSchema, 202: secondStepSchema, ...refusals(400, 409) },
  }),
} as const;
