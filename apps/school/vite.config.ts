import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogMarkdown } from './src/features/public/blog/markdown-plugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), blogMarkdown()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/prerender.ts to preload each prerendered page's chunks; it deletes the file afterwards.
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
