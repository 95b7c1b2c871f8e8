import { defineConfig } from 'tsup';

// dist/server.js; dist/serve.js with the app, which server.js loads only where it serves (decision 126); and
// dist/pglite-worker.js, the embedded database's thread (decision 127).
// The workspace packages (@aula/*) are TypeScript sources, so they are bundled;
// npm dependencies stay external and load from node_modules. Migrations are not bundled: the server finds
// them in ../drizzle, relative to dist/ exactly as to src/. rrule is bundled too: it has no exports map, so
// Node would load its CommonJS build, whose named exports (RRule, datetime) an ES module cannot import.
export default defineConfig({
  entry: { server: 'src/server.ts', serve: 'src/serve.ts', 'pglite-worker': 'src/db/pglite-worker.js' },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@aula\//, 'rrule'],
});
