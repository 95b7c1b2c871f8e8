/** A copy of `error` that structured cloning (postMessage) always takes: see pglite-error.js. */
export function plainError(error: unknown): Record<string, unknown>;
