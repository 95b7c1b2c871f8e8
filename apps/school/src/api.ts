import { createApiClient } from '@aula/api-client';

/** The app's one client of /api. It reads the stored token from localStorage on each authenticated call. */
export const api = createApiClient();
