// Plain JavaScript, as pglite-worker.js that uses it (it runs from src/ under the tests).

/**
 * The fields of an error that survive the trip to the server's thread (SQLSTATE, constraint, query…). Only
 * what structured cloning takes crosses: PGlite's errors also hold the query's parser functions, and a
 * postMessage that cannot clone its message throws, which ended this thread.
 */
export function plainError(error, depth = 0) {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const key of safely(() => Object.keys(error)) ?? []) {
      if (key === 'cause') continue;
      const value = safely(() => structuredClone(error[key]));
      if (value !== undefined) fields[key] = value;
    }
  }
  const read = (key) => safely(() => error?.[key]);
  const text = (key) => (typeof read(key) === 'string' ? read(key) : undefined);
  const cause = read('cause');
  return {
    ...fields,
    name: text('name') || 'Error',
    message: text('message') ?? safely(() => String(error)) ?? 'Unknown error',
    stack: text('stack'),
    ...(cause !== undefined && depth < 4 ? { cause: plainError(cause, depth + 1) } : {}),
  };
}

/** A getter, a proxy or a toString may throw too: what cannot be read does not cross. */
function safely(read) {
  try {
    return read();
  } catch {
    return undefined;
  }
}
