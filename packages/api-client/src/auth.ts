import { authEndpoints as auth, loginOutcomeSchema, twoFactorEndpoints as twoFactor } from '@aula/contract';
import type {
  DisableTwoFactorPayload,
  ForgotPasswordPayload,
  LoginInput,
  PasswordCheckPayload,
  RegisterInput,
  ResetPasswordPayload,
  SecondFactorPayload,
  TotpCodePayload,
} from '@aula/forms';
import { endpointCalls } from './call';
import type { Requester } from './request';

/** The public calls of spec section 7, password recovery, the session check and the open sessions. */
export function authApi(request: Requester) {
  const { call, send } = endpointCalls(request);
  return {
    register: (payload: RegisterInput) => call(auth.register, { body: payload, auth: false }),
    /** The session, or (202) the challenge of a second step: `'challenge' in answer` tells them apart. */
    login: async (payload: LoginInput) =>
      loginOutcomeSchema.parse(await send(auth.login, { body: payload, auth: false })),
    secondFactor: (payload: SecondFactorPayload) =>
      call(twoFactor.secondFactor, { body: payload, auth: false }),
    enrolAtLogin: (challenge: string) => call(twoFactor.enrolAtLogin, { body: { challenge }, auth: false }),
    confirmEnrolmentAtLogin: (payload: { challenge: string; code: string }) =>
      call(twoFactor.confirmEnrolmentAtLogin, { body: payload, auth: false }),
    twoFactorStatus: () => call(twoFactor.status),
    startTwoFactor: (payload: PasswordCheckPayload) => call(twoFactor.setup, { body: payload }),
    confirmTwoFactor: (payload: TotpCodePayload) => call(twoFactor.confirm, { body: payload }),
    disableTwoFactor: (payload: DisableTwoFactorPayload) => call(twoFactor.disable, { body: payload }),
    regenerateRecoveryCodes: (payload: PasswordCheckPayload) =>
      call(twoFactor.regenerateRecoveryCodes, { body: payload }),
    verify: (token: string) => call(auth.verify, { query: { token }, auth: false }),
    forgotPassword: (payload: ForgotPasswordPayload) =>
      call(auth.forgotPassword, { body: payload, auth: false }),
    resetPassword: (payload: ResetPasswordPayload) =>
      call(auth.resetPassword, { body: payload, auth: false }),
    me: () => call(auth.me),
    /** Ends this browser's session on the server (decision 131). */
    logout: () => call(auth.logout),
    sessions: () => call(auth.sessions),
    endOtherSessions: () => call(auth.endOtherSessions),
  };
}
