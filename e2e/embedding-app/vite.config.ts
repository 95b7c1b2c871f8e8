// No React plugin: the production build only needs the JSX transform, and fewer packages install faster.
export default {
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true },
};
