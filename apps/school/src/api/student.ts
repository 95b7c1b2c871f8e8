import { studentApi } from '@aula/api-client';
import { api as base, request } from './index';

/** The student's calls (spec section 7), with `call` and `send`: the student pages'. */
export const api = { ...base, student: studentApi(request) };
