import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_OIDC_CLIENT, E2E_OIDC_DOMAIN, E2E_OIDC_ISSUER, E2E_PORT, E2E_RESEARCH_PORT, E2E_URL } from './tests/environment.ts';

/**
 * Browser journeys against the product as `npm start` serves it (built web app, API, research host), on a
 * fresh data folder, in Debian's Chromium: Playwright's own browser download is not reachable here.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: E2E_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: [
    {
      // The firms' identity provider, for the single sign-on journey; the product finds it on the first sign-in.
      command: 'node --import tsx e2e/oidc-provider-process.ts',
      cwd: '..',
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx scripts/start.ts`,
      cwd: '..',
      url: `${E2E_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        RESEARCH_PORT: String(E2E_RESEARCH_PORT),
        APP_URL: E2E_URL,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Registering with this address makes the admin of the admin journey (admin.spec.ts).
        ADMIN_EMAILS: 'admin@e2e-firm.example',
        OIDC_ISSUER: E2E_OIDC_ISSUER,
        OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
        OIDC_ALLOWED_DOMAINS: E2E_OIDC_DOMAIN,
      },
    },
  ],
});
