import { messagesApi } from '@aula/api-client';
import { api as base, request } from './index';

/** The messages section's calls (shared by the three panels), with `call` and `send`. */
export const api = { ...base, messages: messagesApi(request) };
