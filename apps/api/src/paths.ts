import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this file. It must stay directly under src/: the build bundles everything into
 * dist/server.js, one level under apps/api as well, so the same relative step works from both.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
