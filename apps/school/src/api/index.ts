import { createRequester, endpointCalls } from '@aula/api-client';

/** The app's one requester of /api. It reads the stored token from localStorage on each authenticated call. */
export const request = createRequester();

/**
 * Any endpoint of the contract, through the one requester: `api.call(classEndpoints.week)` checks the answer
 * against the contract, `api.send` gives it as it came (files, 204s).
 *
 * The areas' calls (`api.student.courses()`…) come from the modules beside this one, one per area, each
 * giving this same object with its area added: a screen imports its area's module, so its code bundles that
 * area's endpoints and answer schemas and no other's. Importing them all from here would put every area in
 * every panel's first load (bench/front-end.ts counts it).
 */
export const api = { request, ...endpointCalls(request) };

/** `call` and `send` with this token instead of the stored one (ending a session whose storage is cleared). */
export function callsWithToken(token: string) {
  return endpointCalls(createRequester({ getToken: () => token }));
}
