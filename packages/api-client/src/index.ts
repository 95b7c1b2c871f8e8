import { authApi } from './auth';
import { type ClientOptions, createRequester } from './request';

export * from './contract/auth';
export * from './contract/course';
export type { ClientOptions, Requester, RequestOptions } from './request';
export { ApiError, createRequester, NOT_AUTHENTICATED, NotAuthenticatedError } from './request';

/** The typed client of /api. Each area (auth, admin, teacher, student) is a group of calls. */
export function createApiClient(options: ClientOptions = {}) {
  const request = createRequester(options);
  return { request, auth: authApi(request) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
