import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/auth';

/** The account as the server has it (GET /auth/me): what the sections show and start their forms from. */
export const accountKeys = { me: () => ['account', 'me'] as const };

export const accountQuery = () => queryOptions({ queryKey: accountKeys.me(), queryFn: () => api.auth.me() });
