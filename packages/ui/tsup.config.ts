import { defineConfig } from 'tsup';

/**
 * Every source module is an entry and code splitting is on, so dist/ keeps one module per component: a
 * consumer's bundler can drop whole modules it does not use (sideEffects: false), which a single bundled file
 * would not allow (its top-level `cva(...)` and `createContext(...)` calls would all stay).
 */
export default defineConfig({
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.{test,stories}.{ts,tsx}', '!src/**/story-fixtures.{ts,tsx}'],
  format: ['esm'],
  target: 'es2022',
  splitting: true,
  dts: { entry: 'src/index.ts' },
  tsconfig: 'tsconfig.build.json',
  clean: true,
});
