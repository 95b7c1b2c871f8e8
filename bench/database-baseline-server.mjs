// The database baseline of the bench: a bare Fastify route per course page that runs that page's own SQL
// (captured from the server by bench/lib/course-page-sql.ts: the session check and the page's queries, same
// parameters) as named prepared statements through the server's driver and pool size, and answers the rows as
// JSON. No authentication, validation or mapping: what the database and the driver allow, the ceiling the
// API's reads are measured against.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(repo, 'apps/api/package.json'));
const Fastify = requireFromApi('fastify');
const pg = requireFromApi('pg');

/** One list of { sql, params } per page. */
const pages = JSON.parse(readFileSync(process.env.STATEMENTS_FILE, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = Fastify({ logger: false });
app.get('/page/:index', async (request) => {
  const statements = pages[Number(request.params.index)];
  const results = [];
  for (const [i, { sql, params }] of statements.entries())
    results.push(
      (await pool.query({ name: `p${request.params.index}s${i}`, text: sql, values: params })).rows,
    );
  return results.at(-1);
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
