import { test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { chromium, expect } from '@playwright/test';
export type { Browser, BrowserContext, Download, Page } from '@playwright/test';

/**
 * Every e2e test fails on a console error or warning from the app: React's warnings otherwise go unnoticed.
 * The guard watches the default context and every context a test opens with `browser.newContext()`.
 * Only the browser's own network lines are let through: a test that checks a refused request (401, 403, 404)
 * makes Chromium log 'Failed to load resource', which the app cannot prevent and the test asserts anyway.
 */
const BROWSER_NOISE = [
  /^Failed to load resource: /,
  /^WebSocket connection to .* failed/,
  // Chromium's autoplay notice for a call room opened by `page.goto`, which has no user gesture: people reach
  // the room by a click, which lets its audio start.
  /^The AudioContext was not allowed to start/,
  // Chromium's line for a `blob:` address that is revoked or belongs to another page, which a test fetches on
  // purpose to show a copied playback address opens nothing.
  /^Fetch API cannot load blob:/,
  // Playwright's own notice in a test that blocks service workers (`serviceWorkers: 'block'`).
  /^Service Worker registration blocked by Playwright/,
];

function isAppProblem(message: ConsoleMessage): boolean {
  if (message.type() !== 'error' && message.type() !== 'warning') return false;
  return !BROWSER_NOISE.some((pattern) => pattern.test(message.text()));
}

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ browser, context }, runTest, testInfo) => {
      const problems: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (!isAppProblem(message)) return;
          const { url, lineNumber } = message.location();
          problems.push(`[${message.type()}] ${message.text()} (${url}:${lineNumber})`);
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      if (problems.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`the app logged ${problems.length} console problem(s):\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
