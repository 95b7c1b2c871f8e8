import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_OIDC_CLIENT } from './apps/api/test/support/oidc-client';
import { serverClockFile } from './e2e/support/server-clock';

/**
 * End-to-end journeys through the built app and the real server (one Node process, PGlite in a
 * throw-away data directory, e-mail written to its outbox). `pnpm build` must have run first;
 * scripts/test.sh does that once for every suite.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'aula-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The OpenID provider e2e/google-sign-in.spec.ts starts; the server discovers it at the first sign-in.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 100);
process.env.E2E_OIDC_PORT = String(oidcPort);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  },
  webServer: {
    // The clock a journey may move (e2e/support/server-clock.ts); the real one unless it does.
    command: 'node --import ./e2e/support/server-clock.mjs apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin-e2e-password',
      ADMIN_EMAIL: 'admin@aula.test',
      // Every journey signs in as this administrator with the password alone; two-factor.spec.ts checks
      // the default ADMIN_2FA=required on a server of its own (decision 133).
      ADMIN_2FA: 'optional',
      LOG_LEVEL: 'warn',
      E2E_CLOCK_FILE: serverClockFile(dataDir),
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
    },
  },
});
