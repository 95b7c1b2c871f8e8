import { authEndpoints as auth } from '@aula/contract';
import type { ForgotPasswordPayload, LoginInput, RegisterInput, ResetPasswordPayload } from '@aula/forms';
import { endpointCalls } from './call';
import type { Requester } from './request';

/** The public calls of spec section 7, password recovery, the session check and the open sessions. */
export function authApi(request: Requester) {
  const { call } = endpointCalls(request);
  return {
    register: (payload: RegisterInput) => call(auth.register, { body: payload, auth: false }),
    login: (payload: LoginInput) => call(auth.login, { body: payload, auth: false }),
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
