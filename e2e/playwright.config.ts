import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

// Real Chromium (Debian's), the real built host and remotes each on its own
// origin, and the real API on a fresh SQLite database: see support/global-setup.ts.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  // Desktop, and a 390×844 phone of its own (issue 21): `playwright test` runs both.
  projects: [
    { name: 'chromium', testIgnore: 'phone/**' },
    {
      name: 'phone',
      testDir: './tests/phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
});
