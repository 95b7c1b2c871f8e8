import type { LoginPayload, RegisterInput } from '@aula/forms';
import { loginResponseSchema, messageResponseSchema, sessionUserSchema } from './contract/auth';
import type { Requester } from './request';

/** The public calls of spec section 7 plus the session check. */
export function authApi(request: Requester) {
  return {
    register: async (payload: RegisterInput) =>
      messageResponseSchema.parse(
        await request('/auth/register', { method: 'POST', body: payload, auth: false }),
      ),
    login: async (payload: LoginPayload) =>
      loginResponseSchema.parse(await request('/auth/login', { method: 'POST', body: payload, auth: false })),
    verify: async (token: string) =>
      messageResponseSchema.parse(await request('/auth/verify', { query: { token }, auth: false })),
    me: async () => sessionUserSchema.parse(await request('/auth/me')),
  };
}
