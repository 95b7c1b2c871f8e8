import { defineConfig } from 'drizzle-kit';

// Migrations are generated (`pnpm --filter @aula/api db:generate`), committed, and applied at start-up to
// PGlite and PostgreSQL alike. 0000 is hand-written: it installs pg_trgm, which the search indexes need.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
