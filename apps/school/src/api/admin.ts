import { adminApi } from '@aula/api-client';
import { api as base, request } from './index';

/** The administrator's calls (spec section 7), with `call` and `send`: the admin panel's. */
export const api = { ...base, admin: adminApi(request) };
