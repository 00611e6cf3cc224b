import { expect, test, type Page } from '@playwright/test';
import { signInAsLargeHost } from './large-host';
import { recordBenchResult } from './results';

/**
 * Smoothness of the host pages on the `large` scenario (1,000 users, 5,000 calls) with the CPU slowed 4x
 * (issue 17): the longest task the browser reports through PerformanceObserver('longtask') while /calls
 * loads, while it shows 100 rows per page and the next page, while /dashboard and /users load, and while a search
 * is typed on /users.
 */
const BUDGET_MS = 50;
const CPU_SLOWDOWN = 4;

/** What a long animation frame spent its time on (the Long Animation Frames API), rounded to ms. */
interface FrameCost {
  start: number;
  end: number;
  /** Each script over 5 ms: what ran it, its file, its time and the style and layout it forced. */
  scripts: string[];
  /** From the frame's style and layout to its end: the rendering update. */
  rendering: number;
}

/** The Long Animation Frames API's entry, as far as this bench reads it (not in TypeScript's DOM types yet). */
interface LongAnimationFrame extends PerformanceEntry {
  styleAndLayoutStart: number;
  scripts: {
    invokerType: string;
    invoker: string;
    sourceURL: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }[];
}

declare global {
  interface Window {
    /** Each long task's duration and start, in ms. */
    __longTaskTimes: [number, number][];
    __longFrames: FrameCost[];
  }
}

async function signInLargeHost(page: Page) {
  await signInAsLargeHost(page);
  await page.addInitScript(() => {
    window.__longTaskTimes = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTaskTimes.push([entry.duration, entry.startTime]);
    }).observe({ type: 'longtask', buffered: true });
    // Which work made a long task: the long animation frame around it says.
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LongAnimationFrame[]) {
        const end = entry.startTime + entry.duration;
        window.__longFrames.push({
          start: Math.round(entry.startTime),
          end: Math.round(end),
          scripts: entry.scripts
            .filter((script) => script.duration > 5)
            .map(
              (script) =>
                `${script.invokerType} ${script.invoker.slice(0, 50)} (${script.sourceURL.split('/').pop()}) ` +
                `${Math.round(script.duration)}` +
                (script.forcedStyleAndLayoutDuration > 1
                  ? `, forced layout ${Math.round(script.forcedStyleAndLayoutDuration)}`
                  : ''),
            ),
          rendering: Math.round(entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/**
 * Waits until an element matching `selector` contains `text`, with a check that costs well under a millisecond.
 * Playwright's role and text locators compute accessible names over the whole page in the page's own main
 * thread: at 4x slowdown, on a page of 100 rows, one check of theirs is a long task of its own (~60 ms), which
 * this bench would count against the app.
 */
async function waitForText(page: Page, selector: string, text: string) {
  await page.waitForFunction(
    ({ selector, text }) =>
      [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text)),
    { selector, text },
    { polling: 100, timeout: 60_000 },
  );
}

/** The longest task so far, and each task over the budget (printed: which ones is where to look next). */
const longestTask = async (page: Page, phase: string) => {
  const [tasks, frames] = await page.evaluate(() => [window.__longTaskTimes, window.__longFrames] as const);
  const over = tasks.filter(([duration]) => duration > BUDGET_MS);
  console.log(`${phase}: ${over.length} task(s) over ${BUDGET_MS} ms`);
  for (const [duration, start] of over) {
    const frame = frames.find((candidate) => candidate.start <= start + 1 && start < candidate.end);
    const work = frame
      ? `in its frame: ${[...frame.scripts, `rendering ${frame.rendering}`].join('; ')}`
      : 'no frame reported';
    console.log(`  ${Math.round(duration)} ms at ${Math.round(start)}, ${work}`);
  }
  return Math.max(0, ...tasks.map(([duration]) => duration));
};
const resetTasks = (page: Page) =>
  page.evaluate(() => {
    window.__longTaskTimes = [];
    window.__longFrames = [];
  });
/** Lets pending renders and timers finish, so their long tasks are counted. */
const settle = (page: Page) => page.waitForTimeout(1500);

const PAGES = [
  ['/calls', 'caption', 'Calls'],
  ['/dashboard', 'h1, h2, h3', 'Quick Actions'],
  ['/users', 'caption', 'Users'],
] as const;

test('host pages: longest task with 4x CPU slowdown (large scenario)', async ({ page }) => {
  await signInLargeHost(page);
  // Start as the installed app does (these pages exist only there): under its service worker, with the
  // shell precached. One visit, unthrottled, installs the worker.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const throttled = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

  // The first start under the worker compiles the app's code; V8 caches what it compiled for later starts.
  await throttled(CPU_SLOWDOWN);
  await page.goto('/calls');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await waitForText(page, 'caption', 'Calls');
  await settle(page);
  const firstStart = await longestTask(page, '/calls load, first start');
  // Every later start: each page's code compiled and cached once before.
  await throttled(1);
  for (const [path, selector, text] of PAGES) {
    await page.goto(path);
    await waitForText(page, selector, text);
  }
  await throttled(CPU_SLOWDOWN);

  await page.goto('/calls');
  await waitForText(page, 'caption', 'Calls');
  await settle(page);
  const callsLoad = await longestTask(page, '/calls load');
  await resetTasks(page);
  await page.locator('select:has(option[value="100"])').selectOption('100');
  await waitForText(page, '[aria-live="polite"]', 'Page 1 of 50');
  await page.locator('button:has-text("Next")').click();
  await waitForText(page, '[aria-live="polite"]', 'Page 2 of 50');
  await settle(page);
  const callsPages = await longestTask(page, '/calls paging');

  await page.goto('/dashboard');
  await waitForText(page, 'h1, h2, h3', 'Quick Actions');
  await settle(page);
  const dashboard = await longestTask(page, '/dashboard load');

  await page.goto('/users');
  await waitForText(page, 'caption', 'Users');
  const search = page.locator('input[type="search"]');
  await search.waitFor();
  await settle(page);
  const usersLoad = await longestTask(page, '/users load');
  await resetTasks(page);
  await search.pressSequentially('PL1009', { delay: 120 });
  await settle(page);
  const typing = await longestTask(page, '/users typing');

  for (const [name, value] of [
    ['/calls load, first start after install', firstStart],
    ['/calls load', callsLoad],
    ['/calls 100 rows per page, then Next', callsPages],
    ['/dashboard load', dashboard],
    ['/users load', usersLoad],
    ['/users typing a search', typing],
  ] as const) {
    recordBenchResult({
      name: `longest task, 4x CPU, large: ${name}`,
      value,
      unit: 'ms',
      budget: BUDGET_MS,
    });
  }
});
