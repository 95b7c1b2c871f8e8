import { deleteAccountSchema } from '@aula/forms';
import { endpoint, refusals } from '../endpoint';
import { messageResponseSchema } from '../responses/auth';

/**
 * 'Tus datos' in the settings of every account (decision 134): the account's own data as a ZIP (GDPR
 * articles 15 and 20), and the account's deletion. Any session may call them, for itself only.
 */
export const ownDataEndpoints = {
  /** The ZIP is streamed as it is written: a binary answer, so no 200 schema. */
  exportData: endpoint({
    method: 'GET',
    path: '/account/export',
    responses: refusals(401, 429),
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/account/delete',
    body: deleteAccountSchema,
    responses: { 200: messageResponseSchema, ...refusals(400, 401, 409, 429) },
  }),
} as const;
