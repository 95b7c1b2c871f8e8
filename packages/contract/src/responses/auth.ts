import { INTERFACE_LOCALES, ROLES } from '@aula/domain';
import { z } from 'zod';

/** The three roles of spec section 6. */
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The language an account chose for the app and its e-mails (Configuración). */
export const interfaceLocaleSchema = z.enum(INTERFACE_LOCALES);

/**
 * Every error body the server sends: one Spanish sentence under `error`. A server fault (5xx) adds the
 * request id, which the app shows as 'Código de error' and the server's log lines carry as `reqId`.
 */
export const errorResponseSchema = z.object({ error: z.string(), requestId: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Register and verify answer with a Spanish `message`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/login (spec section 3: token, username, name, roles, courses; plus id, surname, e-mail for the stored user). */
export const loginResponseSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  locale: interfaceLocaleSchema,
  courses: z.array(z.number().int()).default([]),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Who the token belongs to. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  locale: interfaceLocaleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/me: the session's user and the school's IANA time zone, the clock of due dates (decision 172). */
export const meResponseSchema = sessionUserSchema.extend({ timeZone: z.string() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** One open session of the caller (decision 131): dates are ISO 8601. */
export const openSessionSchema = z.object({
  id: z.string(),
  /** In Spanish words: "Chrome en Android". */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request's own token. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

/** GET /auth/sessions: the caller's open sessions, most recently used first. */
export const openSessionsResponseSchema = z.object({ sessions: z.array(openSessionSchema) });
export type OpenSessionsResponse = z.infer<typeof openSessionsResponseSchema>;

/** POST /auth/sessions/end-others: how many were ended, and the sentence that says so. */
export const endedSessionsResponseSchema = z.object({ ended: z.number().int(), message: z.string() });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponseSchema>;
/**
 * POST /auth/login for an account that must prove a second factor (decision 133), with status 202: `step`
 * 'code' asks for a code of the authenticator app, 'enrol' (an administrator under ADMIN_2FA=required who has
 * none yet) for enrolling one first. The challenge is single-use and short-lived.
 */
export const secondStepSchema = z.object({
  step: z.enum(['code', 'enrol']),
  challenge: z.string(),
  message: z.string(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

/** Either answer of POST /auth/login, as the client reads it (a challenge tells the second step apart). */
export const loginOutcomeSchema = z.union([secondStepSchema, loginResponseSchema]);
export type LoginOutcome = z.infer<typeof loginOutcomeSchema>;

/** A new secret for the authenticator app: the QR code (an SVG image) and the same secret as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
  message: z.string(),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The login answer of a forced enrolment, with the recovery codes to show before going on. */
export const enrolledLoginSchema = loginResponseSchema.extend({ recoveryCodes: z.array(z.string()) });
export type EnrolledLogin = z.infer<typeof enrolledLoginSchema>;

/** GET /auth/two-factor: whether it is on, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
