import {
  disableTwoFactorSchema,
  enrolmentConfirmSchema,
  enrolmentStartSchema,
  passwordCheckSchema,
  secondFactorSchema,
  totpCodeSchema,
} from '@aula/forms';
import { endpoint, refusals } from '../endpoint';
import {
  enrolledLoginSchema,
  loginResponseSchema,
  messageResponseSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../responses/auth';

/** The login's second step: a wrong code or a dead challenge is 401, like a wrong password. */
const publicRefusals = refusals(400, 401, 429);
/** From Configuración: a wrong password or code is 403 (401 would end the session in the app); 409 for the wrong state. */
const sessionRefusals = refusals(400, 401, 403, 409, 429);

/** Two-factor authentication (decision 133): the login's second step and the account's own settings. */
export const twoFactorEndpoints = {
  secondFactor: endpoint({
    method: 'POST',
    path: '/auth/login/second-factor',
    body: secondFactorSchema,
    responses: { 200: loginResponseSchema, ...publicRefusals },
  }),
  enrolAtLogin: endpoint({
    method: 'POST',
    path: '/auth/login/enrol',
    body: enrolmentStartSchema,
    responses: { 200: twoFactorSetupSchema, ...publicRefusals },
  }),
  confirmEnrolmentAtLogin: endpoint({
    method: 'POST',
    path: '/auth/login/enrol/confirm',
    body: enrolmentConfirmSchema,
    responses: { 200: enrolledLoginSchema, ...publicRefusals },
  }),
  status: endpoint({
    method: 'GET',
    path: '/auth/two-factor',
    responses: { 200: twoFactorStatusSchema, ...refusals(401) },
  }),
  setup: endpoint({
    method: 'POST',
    path: '/auth/two-factor/setup',
    body: passwordCheckSchema,
    responses: { 200: twoFactorSetupSchema, ...sessionRefusals },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/auth/two-factor/confirm',
    body: totpCodeSchema,
    responses: { 200: recoveryCodesSchema, ...sessionRefusals },
  }),
  disable: endpoint({
    method: 'POST',
    path: '/auth/two-factor/disable',
    body: disableTwoFactorSchema,
    responses: { 200: messageResponseSchema, ...sessionRefusals },
  }),
  regenerateRecoveryCodes: endpoint({
    method: 'POST',
    path: '/auth/two-factor/recovery-codes',
    body: passwordCheckSchema,
    responses: { 200: recoveryCodesSchema, ...sessionRefusals },
  }),
} as const;
