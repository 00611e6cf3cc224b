import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
    // Only the tests that render load the UI kit, the DOM matchers and every on-demand part into each file's
    // fresh module graph: loading them for the logic and contract tests too was most of the suite's time.
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
    ],
  },
});
