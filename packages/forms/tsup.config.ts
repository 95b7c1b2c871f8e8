import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  // @aula/domain is not published: its words are bundled in, code and types (decision 169).
  noExternal: ['@aula/domain'],
  dts: { resolve: ['@aula/domain'] },
  tsconfig: 'tsconfig.build.json',
  clean: true,
});
