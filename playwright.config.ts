import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_STATIC_DIR let several runs share one checkout (each with its own port,
// build, output directory and database).
const PORT = Number(process.env.E2E_PORT ?? 8181);
const OUTPUT_DIR = PORT === 8181 ? 'test-results' : `test-results/pw-${PORT}`;
// Card payments go to a fake Stripe on loopback (the payment provider is a true edge).
const STRIPE_PORT = PORT + 100;
const DATA_DIR = `${OUTPUT_DIR === 'test-results' ? 'test-results/e2e-data' : `test-results/e2e-data-${PORT}`}`;
export const E2E_STRIPE_URL = `http://127.0.0.1:${STRIPE_PORT}`;
export const E2E_SA = { email: 'sa@e2e.local', password: 'sa-e2e-password' };

export default defineConfig({
  testDir: './e2e',
  outputDir: OUTPUT_DIR,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: PORT === 8181 ? 'reports/playwright.json' : `reports/playwright-${PORT}.json` },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-ES',
    serviceWorkers: 'allow',
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
  projects: [
    {
      name: 'chromium',
      testIgnore: [/update\.spec\.ts/, /screenshot-tour\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The screenshot tour (`npm run screenshots`): pictures for people to look at, not a check,
    // so it stays out of `npm test`.
    ...(process.env.SCREENSHOT_TOUR
      ? [
          {
            name: 'tour',
            testMatch: /screenshot-tour\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], channel: undefined },
          },
        ]
      : []),
    // Publishes a new service worker; runs alone, after the rest, so no other test sees it.
    {
      name: 'update',
      testMatch: /update\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // The production build served the way `npm start` serves it, on a fresh embedded database.
  webServer: [
    {
      command: 'node --import tsx e2e/fake-stripe-main.ts',
      url: `http://127.0.0.1:${STRIPE_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { FAKE_STRIPE_PORT: String(STRIPE_PORT) },
    },
    {
      command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
        SA_EMAIL: E2E_SA.email,
        SA_PASSWORD: E2E_SA.password,
        RATE_LIMIT_AUTH_IP: '100000',
        RATE_LIMIT_AUTH_EMAIL: '100000',
        LOG_LEVEL: 'warn',
        BIZUM_PHONE: '600123456',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      },
    },
  ],
});
