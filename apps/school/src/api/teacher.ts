import { teacherApi } from '@aula/api-client';
import { api as base, request } from './index';

/** The teacher's calls (spec section 7), with `call` and `send`: the teacher pages'. */
export const api = { ...base, teacher: teacherApi(request) };
