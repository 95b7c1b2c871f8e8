import { adminApi } from './admin';
import { authApi } from './auth';
import { endpointCalls } from './call';
import { type ClientOptions, createRequester } from './request';
import { studentApi } from './student';
import { teacherApi } from './teacher';

// The answers' schemas and types are the contract's; the client offers them as it always has.
export * from '@aula/contract';
export type { AdminApi, AdminCourseList, AdminCoursePageQuery, AdminUserPageQuery } from './admin';
export type { CallOptions } from './call';
export type { ClientOptions, Requester, RequestOptions } from './request';
export { ApiError, createRequester, NOT_AUTHENTICATED, NotAuthenticatedError } from './request';
export type { StudentApi, StudentApiOptions, TaskUpload, UploadOptions } from './student';
export type { MaterialUpload, MaterialUploadOptions, TeacherApi, TeacherApiOptions } from './teacher';

/**
 * The typed client of /api. Each area (auth, admin, teacher, student) is a group of calls; `call` reaches
 * any endpoint of the contract directly (`api.call(teacherEndpoints.course, { params: { id } })`).
 */
export function createApiClient(options: ClientOptions = {}) {
  const request = createRequester(options);
  return {
    request,
    ...endpointCalls(request),
    auth: authApi(request),
    admin: adminApi(request),
    student: studentApi(request, options),
    teacher: teacherApi(request, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
