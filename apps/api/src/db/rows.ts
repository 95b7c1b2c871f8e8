/** The rows of a raw `db.execute` on either driver (both answer `{ rows }`). */
export function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}
