import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/auth';
import { accountKeys } from '../../server-state/query-keys';

export { accountKeys };

/** The account as the server has it (GET /auth/me): what the sections show and start their forms from. */

export const accountQuery = () => queryOptions({ queryKey: accountKeys.me(), queryFn: () => api.auth.me() });
