import { globSync, readFileSync } from 'node:fs';
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

/**
 * Test files that replace modules (`vi.mock`). The other test files of a worker share one module graph and
 * one document (`isolate: false`: loading a fresh graph per file was two thirds of the unit step: 65 s
 * instead of 150 s), so a test asserts what its own scope or render does, not what the whole document saw.
 * A replaced module would reach the files after it, or miss a module an earlier file already loaded: these
 * files run in graphs of their own.
 */
const replacesModules = (file: string) => /\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8'));
/**
 * Test files whose library captures a global the test replaces, when the library first loads: engine.io-client
 * keeps the `WebSocket` it found, so loaded earlier by another file of the worker it never uses msw's.
 */
const CAPTURES_REPLACED_GLOBALS = ['mocks/browser/socket-io-link.test.ts'];
const renderingFiles = new Set(globSync(RENDERING_TESTS));
const MODULE_MOCKING_TESTS = [
  ...[...new Set([...globSync(LOGIC_TESTS), ...renderingFiles])].filter(replacesModules),
  ...CAPTURES_REPLACED_GLOBALS,
];
const LOGIC_SETUP = ['./tests/setup/vitest.setup.ts'];
const RENDERING_SETUP = [...LOGIC_SETUP, './tests/setup/dom.setup.ts'];

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
    // Worker threads on every core: most of a test file's time is loading its module graph, which runs
    // in the workers while the main process waits, and threads start and talk to it faster than child
    // processes (on 2 cores the logic tests took 231 s in one forked worker, 90 s in two threads).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Projects: `logic` and `rendering` in happy-dom (`npm run test:unit`, with their `:isolated` parts, the
    // files that replace modules), and `stories`, every story rendered in Chromium with its `play` function
    // and then axe (`npm run test:stories`).
    // Only the tests that render load the UI kit, the DOM matchers and every on-demand part into their module
    // graph: loading them for the logic and contract tests too was most of the suite's time.
    // Benchmarks (`npm run bench`) run once, in the logic project; the other projects would each run them again.
    benchmark: { include: [] },
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: LOGIC_TESTS,
          benchmark: { include: ['bench/*.bench.ts'] },
          exclude: [...RENDERING_TESTS, ...MODULE_MOCKING_TESTS],
          isolate: false,
          setupFiles: LOGIC_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic:isolated',
          include: MODULE_MOCKING_TESTS.filter((file) => !renderingFiles.has(file)),
          setupFiles: LOGIC_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'rendering',
          include: RENDERING_TESTS,
          exclude: MODULE_MOCKING_TESTS,
          isolate: false,
          setupFiles: RENDERING_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'rendering:isolated',
          include: MODULE_MOCKING_TESTS.filter((file) => renderingFiles.has(file)),
          setupFiles: RENDERING_SETUP,
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
