import type { FastifyRequest } from 'fastify';

/**
 * Security events as structured log lines (decision 073). Fastify adds the request id (reqId) to each; these
 * add who and how it ended. Never a password, a token or a file's contents: only names, ids and outcomes.
 */

export type LoginOutcome = 'success' | 'failure' | 'limited';

/** Why a login failed, for whoever reads the log; the client gets the same answer for all of them. */
export type LoginFailureReason = 'unknown-user' | 'wrong-password' | 'disabled' | 'unverified';

export function logLogin(
  request: FastifyRequest,
  entry: { username: string; outcome: LoginOutcome; userId?: number; reason?: LoginFailureReason },
): void {
  const level = entry.outcome === 'limited' ? 'warn' : 'info';
  request.log[level]({ event: 'login', ip: request.ip, ...entry }, `login ${entry.outcome}`);
}

export type AdminCourseAction = 'approve' | 'reject' | 'complete';

export function logAdminAction(request: FastifyRequest, action: AdminCourseAction, courseId: number): void {
  request.log.info(
    { event: 'admin-action', action, courseId, userId: request.user?.id, username: request.user?.username },
    `admin ${action} course ${courseId}`,
  );
}

export type OwnDataOutcome = 'export' | 'deleted' | 'wrong-password' | 'refused';

/** An account's export or deletion of its own data (decision 134): its id only, no name. */
export function logOwnData(request: FastifyRequest, userId: number, outcome: OwnDataOutcome): void {
  request.log.info({ event: 'own-data', userId, outcome, ip: request.ip }, `own data ${outcome}`);
}
