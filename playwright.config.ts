import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // One retry on CI for timing noise of real browsers on a loaded 2-core machine; a retried test is listed
  // as flaky, so it stays visible. Locally none, so a race shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    permissions: ['microphone'],
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build served by `vite preview` with the Node mock backend mounted.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
        url: `${baseURL}/api/ping`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        env: { MOCK_SCENARIO: process.env.MOCK_SCENARIO ?? 'default' },
      },
});
