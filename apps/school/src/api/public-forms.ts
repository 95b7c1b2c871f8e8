import { publicFormsApi } from '@aula/api-client';
import { api as base, request } from './index';

/** The public site's forms and the administrator's inbox of them, with `call` and `send`. */
export const api = { ...base, publicForms: publicFormsApi(request) };
