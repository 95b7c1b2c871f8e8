import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogMarkdown } from './src/features/public/blog/markdown-plugin';
import { linguiCatalogues } from './src/i18n/catalogue-plugin';
import { linguiMacro } from './src/i18n/macro-plugin';

/** The school's addresses, build settings the legal pages show (content/school-identity.ts, README). */
const schoolSettings = ['SCHOOL_EMAIL', 'SCHOOL_PRIVACY_EMAIL'].flatMap((name) => {
  const value = process.env[name];
  return value ? [[`import.meta.env.${name}`, JSON.stringify(value)]] : [];
});

export default defineConfig({
  plugins: [
    linguiMacro(import.meta.dirname),
    react(),
    tailwindcss(),
    blogMarkdown(),
    linguiCatalogues(import.meta.dirname),
  ],
  define: Object.fromEntries(schoolSettings),
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
