import {
  changeEmailSchema,
  changeLocaleSchema,
  changePasswordSchema,
  confirmEmailSchema,
  profileSchema,
} from '@aula/forms';
import { endpoint, refusals } from '../endpoint';
import { profileResponseSchema } from '../responses/account';
import { loginResponseSchema, messageResponseSchema } from '../responses/auth';

/**
 * Configuración (decision 132): a signed-in person's own name, language, password and e-mail, whatever the role. The
 * e-mail link's confirmation needs no session: it may be opened on another device.
 */
export const accountEndpoints = {
  updateProfile: endpoint({
    method: 'PUT',
    path: '/account/profile',
    body: profileSchema,
    responses: { 200: profileResponseSchema, ...refusals(400, 401) },
  }),
  /** The language of the app on every device and of the account's e-mails (decision 174). */
  changeLocale: endpoint({
    method: 'PUT',
    path: '/account/locale',
    body: changeLocaleSchema,
    responses: { 200: profileResponseSchema, ...refusals(400, 401) },
  }),
  /** Answers a new session, the one that stays open: every other one ends. */
  changePassword: endpoint({
    method: 'PUT',
    path: '/account/password',
    body: changePasswordSchema,
    responses: { 200: loginResponseSchema, ...refusals(400, 401, 429) },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/account/email',
    body: changeEmailSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 401, 429) },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/account/confirm-email',
    body: confirmEmailSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 409, 429) },
  }),
} as const;
