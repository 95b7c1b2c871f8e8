import { defineMain } from '@storybook/react-vite/node';
import tailwindcss from '@tailwindcss/vite';
import { linguiCatalogues } from '../apps/school/src/i18n/catalogue-plugin';
import { linguiMacro } from '../apps/school/src/i18n/macro-plugin';

const schoolApp = new URL('../apps/school', import.meta.url).pathname;

export default defineMain({
  framework: '@storybook/react-vite',
  // The library's components and the app's screens, which live beside the feature that uses them.
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/school/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // The app's screens speak through Lingui's macros and catalogues, as in the app's own build.
      plugins: [linguiMacro(schoolApp), tailwindcss(), linguiCatalogues(schoolApp)],
      // The preview bundles axe and the docs blocks; its size is Storybook's, not something to act on.
      build: { chunkSizeWarningLimit: 2000 },
      // Pre-bundled up front: found only mid-run, they make Vite reload and a cold first test run fail.
      // (The packages' own dependencies are found by Vite's scan of the story files.)
      optimizeDeps: {
        include: [
          'react/jsx-dev-runtime',
          'react-dom/client',
          'storybook/test',
          '@lingui/core',
          '@lingui/react',
        ],
      },
    });
  },
});
