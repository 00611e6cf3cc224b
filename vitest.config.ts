import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumBaseArgs, testBrowserExecutable } from './tests/e2e/chromium.ts';
import { WORKER_ONLY_DEPENDENCIES } from './scripts/worker-dependencies.ts';

const RENDERING_TESTS = [
  'src/**/*.test.tsx',
  'tests/unit/**/*.test.tsx',
  'src/shared/ui/dialog/use-held-while-closing.test.ts',
  'src/app/prerender/island.test.ts',
];
const LOGIC_TESTS = ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'];

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
    environment: 'happy-dom',
    globals: false,
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
    // Worker threads on every core: most of a test file's time is loading its fresh module graph, which runs
    // in the workers while the main process waits, and threads start and talk to it faster than child
    // processes (on 2 cores the logic tests took 231 s in one forked worker, 90 s in two threads).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Three projects: `logic` and `rendering` in happy-dom (`npm run test:unit`), and `stories`, every story
    // rendered in Chromium with its `play` function and then axe (`npm run test:stories`).
    // Only the tests that render load the UI kit, the DOM matchers and every on-demand part into each file's
    // fresh module graph: loading them for the logic and contract tests too was most of the suite's time.
    // Each test file keeps a module graph and a page of its own (`isolate`): shared per worker, the step took
    // 65 s instead of 150 s, but what one file left behind (a call room's polling timer, a replaced module)
    // reached the files after it.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: LOGIC_TESTS,
          exclude: RENDERING_TESTS,
          setupFiles: ['./tests/setup/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'rendering',
          include: RENDERING_TESTS,
          setupFiles: ['./tests/setup/vitest.setup.ts', './tests/setup/dom.setup.ts'],
        },
      },
      {
        extends: true,
        // The stories come from Storybook's own config (`stories` in .storybook/main.ts), with its Vite
        // changes; axe runs after each `play` as `parameters.a11y` in .storybook/preview.tsx says.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        // Pre-bundled up front: a dependency found mid-run reloads the page and ends the run there.
        optimizeDeps: { include: WORKER_ONLY_DEPENDENCIES },
        test: {
          name: 'stories',
          // A call-room story signs two people in, starts a call and joins it: over 15 s on a loaded 2-core
          // machine without anything being wrong.
          testTimeout: 30000,
          // Before the first story, the page starts the mock backend's worker and loads the on-demand UI's code.
          hookTimeout: 60000,
          // Story files run one after another in one page per worker, each worker's page in a browser context
          // of its own (its own storage, service worker and in-browser backend). Before each story the harness
          // (.storybook/preview.tsx) signs the previous one out, reseeds the backend, clears storage, toasts and
          // the recordings folder, so a story sees nothing of the one before it, in its file or another. A page
          // per file paid the page's start-up and module loading once per file (67 of them).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Playwright cannot download browsers here: the system headless shell, else CHROMIUM_PATH or Chromium.
            provider: playwright({
              launchOptions: { executablePath: testBrowserExecutable(), args: chromiumBaseArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // A cold start (CI always has one) pre-bundles the dependencies and transforms the app's modules
            // while the first pages wait: on 2 cores that takes longer than the default minute.
            connectTimeout: 180_000,
          },
        },
      },
    ],
  },
});
