import { notificationsApi } from '@aula/api-client';
import { api as base, request } from './index';

/** The bell's notifications and the e-mail preferences, with `call` and `send`. */
export const api = { ...base, notifications: notificationsApi(request) };
