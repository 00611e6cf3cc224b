import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumBaseArgs, chromiumExecutable } from './tests/e2e/chromium.ts';

// Two projects: `unit` (unit, component, model and mock-backend contract tests in happy-dom) and `stories`
// (every story rendered in Chromium, its `play` function run, then axe on the page: `npm run test:stories`).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // vite-plugin-pwa is not part of the test build; its virtual module gets a no-op stand-in.
      'virtual:pwa-register': fileURLToPath(new URL('./tests/stubs/pwa-register.ts', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          globals: false,
          setupFiles: ['./tests/setup/vitest.setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          css: false,
          restoreMocks: true,
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        // The stories come from Storybook's own config (`stories` in .storybook/main.ts), with its Vite
        // changes; axe runs after each `play` as `parameters.a11y` in .storybook/preview.tsx says.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'stories',
          // A call-room story signs two people in, starts a call and joins it: over 15 s on a loaded 2-core
          // machine without anything being wrong.
          testTimeout: 30000,
          // Once per story file, the page starts the mock backend's worker and loads the on-demand UI's code.
          hookTimeout: 60000,
          // One page per worker for all story files: the app's modules load once instead of once per file
          // (hundreds of unbundled modules each time). The stories already share a page within a file, and
          // the preview resets what a story leaves behind (session, storage, toasts, recordings).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Playwright cannot download browsers here: CHROMIUM_PATH or the system Chromium.
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable(), args: chromiumBaseArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
