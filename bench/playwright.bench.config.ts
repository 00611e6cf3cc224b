import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium';

const port = Number(process.env.BENCH_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

// Browser benchmarks: the production build on the Node mock backend, one worker so figures are not skewed.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.browser\.ts$/,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 180_000,
  use: {
    baseURL,
    permissions: ['microphone'],
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    // From the repo root, where vite.config.ts mounts the mock backend.
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${baseURL}/api/ping`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { MOCK_SCENARIO: process.env.MOCK_SCENARIO ?? 'large' },
  },
});
