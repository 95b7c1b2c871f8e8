import { defineConfig } from 'tsup';

// dist/server.js, and dist/pglite-worker.js beside it (the embedded database's thread). The workspace packages (@aula/*) are TypeScript sources, so they are bundled;
// npm dependencies stay external and load from node_modules. Migrations are not bundled: the server finds
// them in ../drizzle, relative to dist/ exactly as to src/.
export default defineConfig({
  entry: { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.js' },
  format: 'esm',
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@aula\//],
});
