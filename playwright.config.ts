import { defineConfig, devices, type Project } from '@playwright/test';
import { chromiumArgs, testBrowserExecutable } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The call rooms also run against `vite` in dev mode, where React's StrictMode mounts every page twice.
const devPort = Number(process.env.E2E_DEV_PORT ?? 5174);
const devBaseURL = process.env.E2E_DEV_BASE_URL ?? `http://127.0.0.1:${devPort}`;
// A run pointed at one server (E2E_BASE_URL) runs only the production project unless a dev server is named too.
const withDev = !process.env.E2E_BASE_URL || Boolean(process.env.E2E_DEV_BASE_URL);
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };
const mockScenario = { MOCK_SCENARIO: process.env.MOCK_SCENARIO ?? 'default' };

const devCalls: Project = {
  // Fresh join, leave and rejoin, reload, and calls through the relay: one pass against the dev server. Dev mode serves every module
  // unbundled, so a cold page is hundreds of requests: steps get 30 s instead of 10 (a wait for the page,
  // not for the call; audio and peer counts are asserted exactly as in production).
  name: 'dev-calls',
  testMatch: /(call-lifecycle|relay)\.spec\.ts$/,
  use: { ...desktopChrome, baseURL: devBaseURL },
  expect: { timeout: 30_000 },
  metadata: { stepMs: 30_000 },
};

// Offline mode and the demo build: the backend runs in the browser; the spec starts their servers itself
// (tests/e2e/shared-browser-backend.spec.ts). The offline dev server serves modules unbundled: 30 s steps.
const browserBackend: Project = {
  name: 'browser-backend',
  testMatch: /shared-browser-backend\.spec\.ts$/,
  use: desktopChrome,
  expect: { timeout: 30_000 },
  metadata: { stepMs: 30_000 },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // No retries anywhere: a flaky call test must fail loudly. The call rooms passed 120 of 120
  // (`--repeat-each 20`, production build and dev server) before the retry was removed.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace costs every test a sixth of its time (screenshots and snapshots of each step) and CI keeps
    // only the log: traces are recorded on a developer's machine, where a failure's trace can be opened.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    permissions: ['microphone'],
    launchOptions: { executablePath: testBrowserExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktopChrome, testIgnore: browserBackend.testMatch },
    ...(withDev ? [devCalls] : []),
    browserBackend,
  ],
  webServer: [
    // The production build served by `vite preview` with the Node mock backend mounted.
    ...(process.env.E2E_BASE_URL
      ? []
      : [
          {
            command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
            url: `${baseURL}/api/ping`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            env: mockScenario,
          },
        ]),
    // `npm run dev`: the Vite dev server with the same Node mock backend.
    ...(withDev && !process.env.E2E_DEV_BASE_URL
      ? [
          {
            command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
            url: `${devBaseURL}/api/ping`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            env: mockScenario,
          },
        ]
      : []),
  ],
});
