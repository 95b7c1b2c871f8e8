import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

const skipped = /\.(test|stories)\.tsx?$|story-fixtures\.tsx?$|\.d\.ts$/;

/**
 * The source modules, sorted: a glob's order varies from run to run, and with it esbuild's chunks and the
 * order of modules in a consumer's bundle, which moved bench/component-size.ts's gzip figures by up to
 * 1 KB between two builds of the same code (decision 124).
 */
function sourceModules(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !skipped.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .sort();
}

/**
 * Every source module is an entry and code splitting is on, so dist/ keeps one module per component: a
 * consumer's bundler can drop whole modules it does not use (sideEffects: false), which a single bundled file
 * would not allow (its top-level `cva(...)` and `createContext(...)` calls would all stay).
 */
export default defineConfig({
  entry: sourceModules(),
  format: ['esm'],
  target: 'es2022',
  splitting: true,
  // @aula/domain is not published: its words are bundled in, code and types (decision 169).
  noExternal: ['@aula/domain'],
  // One declaration file per entry of package.json's `exports`: the root's primitives, each embeddable
  // component's subpath (decision 170) and each shipped language (decision 173).
  dts: {
    entry: [
      'src/index.ts',
      'src/test-runner.ts',
      'src/course-card.ts',
      'src/material-viewer.ts',
      'src/score-badge.ts',
      'src/due-status-badge.ts',
      'src/course-table.ts',
      'src/strings/en.ts',
      'src/strings/de.ts',
      'src/strings/fr.ts',
    ],
    resolve: ['@aula/domain'],
  },
  tsconfig: 'tsconfig.build.json',
  clean: true,
});
