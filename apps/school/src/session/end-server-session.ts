import { authEndpoints } from '@aula/api-client';
import { callsWithToken } from '../api';

/** POST /auth/logout with this token (decision 131); loaded by `logout` when someone logs out. */
export function endServerSession(token: string): Promise<unknown> {
  return callsWithToken(token).call(authEndpoints.logout);
}
