import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A case-insensitive substring match of `text` in any of `columns`. Each column has a trigram GIN index
 * (see db/schema.ts), which PostgreSQL uses for ILIKE '%…%' from three characters on.
 */
export function matchesAny(text: string, columns: PgColumn[]): SQL {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
}
