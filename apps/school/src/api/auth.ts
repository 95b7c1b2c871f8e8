import { authApi } from '@aula/api-client';
import { api as base, request } from './index';

/** Login, registration, password recovery, second factor and open sessions, with `call` and `send`. */
export const api = { ...base, auth: authApi(request) };
