import { authEndpoints as auth } from '@aula/contract';
import type { ForgotPasswordPayload, LoginPayload, RegisterInput, ResetPasswordPayload } from '@aula/forms';
import { endpointCalls } from './call';
import type { Requester } from './request';

/** The public calls of spec section 7, password recovery and the session check. */
export function authApi(request: Requester) {
  const { call } = endpointCalls(request);
  return {
    register: (payload: RegisterInput) => call(auth.register, { body: payload, auth: false }),
    login: (payload: LoginPayload) => call(auth.login, { body: payload, auth: false }),
    verify: (token: string) => call(auth.verify, { query: { token }, auth: false }),
    forgotPassword: (payload: ForgotPasswordPayload) =>
      call(auth.forgotPassword, { body: payload, auth: false }),
    resetPassword: (payload: ResetPasswordPayload) =>
      call(auth.resetPassword, { body: payload, auth: false }),
    me: () => call(auth.me),
  };
}
