import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { blogMarkdown } from './apps/school/src/features/public/blog/markdown-plugin';
import { linguiCatalogues } from './apps/school/src/i18n/catalogue-plugin';
import { linguiMacro } from './apps/school/src/i18n/macro-plugin';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const visualBaselines = path.join(dirname, 'visual-baselines');
const schoolApp = path.join(dirname, 'apps/school');

export default defineConfig({
  test: {
    projects: [
      {
        // The public pages list the blog's articles, which are Markdown files made modules at build time; the
        // app's words are Lingui macros, read from its catalogues.
        plugins: [blogMarkdown(), linguiMacro(schoolApp), linguiCatalogues(schoolApp)],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/school/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['apps/school/src/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: ['react/jsx-dev-runtime'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Room for the largest story viewport (1200x900), so the page is never scaled down to fit.
              contextOptions: { viewport: { width: 1280, height: 960 } },
              launchOptions: {
                executablePath: chromium,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // A token or layout change moves far more pixels than this; font hinting between runs does not.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.001 },
                resolveScreenshotPath: ({ arg, ext }) => path.join(visualBaselines, `${arg}${ext}`),
                // Not test-results/: Playwright empties it when the end-to-end journeys start.
                resolveDiffPath: ({ arg, ext }) => path.join(dirname, 'visual-diffs', `${arg}${ext}`),
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts', '.storybook/visual.setup.ts'],
        },
      },
    ],
  },
});
