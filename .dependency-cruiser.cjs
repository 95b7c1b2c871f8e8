/**
 * The import rules of the whole tree (decision 168), checked by scripts/dependency-rules.test.ts inside the
 * unit tests. Paths are relative to the repository root.
 *
 * Layers of the server (apps/api/src), from the top down:
 * 1. composition: app.ts (builds the Fastify app), routes.ts (registers every domain under /api), serve.ts
 *    and server.ts (the processes' entry points), server-processes.ts, cli/ and seed/. They put the rest
 *    together; nothing else may import them.
 * 2. domains: one folder per domain (admin, activities, auth, bookings, calendar, catalogue, classes,
 *    courses, health, materials, messages, notifications, own-data, public-forms, questions, results), each
 *    with its routes, queries and rules. A domain may use another domain and the platform, never a
 *    composition file.
 * 3. platform: what every domain stands on and that knows no domain: config.ts, errors.ts, paths.ts,
 *    process-count.ts and the folders bootstrap, db, files, http, locales (the e-mails' compiled catalogues),
 *    mail, metrics, rate-limit, security and web.
 * An import may only run down this list or stay in its layer; with no circles (rule 1), two domains that
 * need each other share a third module instead.
 */
const SERVER = '^apps/api/src/';
const COMPOSITION = `${SERVER}(app|routes|serve|server|server-processes)\\.ts$|${SERVER}(cli|seed)/`;
const PLATFORM = `${SERVER}(config|errors|paths|process-count)\\.ts$|${SERVER}(bootstrap|db|files|http|locales|mail|metrics|rate-limit|security|web)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports: each module of it needs the others to load first. Type-only imports count too: ' +
        'they tie the modules together just as much for whoever reads or moves them.',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'server-composition-on-top',
      severity: 'error',
      comment: 'Only the composition files may import a composition file (the layers are listed above).',
      from: { path: SERVER, pathNot: COMPOSITION },
      to: { path: COMPOSITION },
    },
    {
      name: 'server-platform-knows-no-domain',
      severity: 'error',
      comment: 'The platform is below every domain: it may import only itself (the layers are listed above).',
      from: { path: PLATFORM },
      to: { path: SERVER, pathNot: PLATFORM },
    },
  ],
  options: {
    // Type-only imports are edges like any other: a circle through `import type` is still a circle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|\\.(test|stories)\\.tsx?$' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
    },
  },
};
