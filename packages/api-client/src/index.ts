import { adminApi } from './admin';
import { authApi } from './auth';
import { endpointCalls } from './call';
import { messagesApi } from './messages';
import { notificationsApi } from './notifications';
import { publicFormsApi } from './public-forms';
import { type ClientOptions, createRequester } from './request';
import { studentApi } from './student';
import { teacherApi } from './teacher';

// The answers' schemas and types are the contract's; the client offers them as it always has.
export * from '@aula/contract';
export {
  type AdminApi,
  type AdminCourseList,
  type AdminCoursePageQuery,
  type AdminUserPageQuery,
  adminApi,
} from './admin';
export { authApi } from './auth';
export { type CallOptions, endpointCalls } from './call';
export {
  type MessagesApi,
  type MessagesApiOptions,
  messagesApi,
  type NewMessageUpload,
  type ReplyUpload,
} from './messages';
export { type NotificationsApi, notificationsApi } from './notifications';
export { type PublicFormsApi, type PublicFormsApiOptions, publicFormsApi } from './public-forms';
export type { ClientOptions, Requester, RequestOptions } from './request';
export { ApiError, createRequester, NOT_AUTHENTICATED, NotAuthenticatedError } from './request';
export {
  type StudentApi,
  type StudentApiOptions,
  studentApi,
  type TaskUpload,
  type UploadOptions,
} from './student';
export {
  type MaterialUpload,
  type MaterialUploadOptions,
  type TeacherApi,
  type TeacherApiOptions,
  teacherApi,
} from './teacher';

/**
 * The typed client of /api. Each area (auth, admin, teacher, student, messages) is a group of calls; `call` reaches
 * any endpoint of the contract directly (`api.call(teacherEndpoints.course, { params: { id } })`).
 *
 * It builds every area, so whatever imports it bundles every area's endpoints and answer schemas. An app that
 * loads its screens on demand can build only the areas each screen uses instead: one `createRequester(options)`,
 * then `studentApi(request)`, `endpointCalls(request)`… where they are needed (Aula's own app does).
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
    messages: messagesApi(request, options),
    publicForms: publicFormsApi(request, options),
    notifications: notificationsApi(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
