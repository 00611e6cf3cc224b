import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createUser, joinFromDashboard, openAs, startCall } from '../tests/e2e/call-kit';
import { signInAsLargeHost } from './large-host';
import { median, recordBenchResult } from './results';

/**
 * What a person feels on a phone's CPU (4x slowdown), on the `large` scenario (1,000 users, 5,000 calls):
 * - interaction latency as Event Timing reports it (input to next paint, the longest event of each
 *   interaction, as INP counts it) while typing a search on /users, pressing Next on /calls at 100 rows per
 *   page, opening a user's details on /users, typing a search on /recordingsPage (2,000 files) and pressing
 *   Hold to Speak in a call: p75 and worst of all interactions, median of RUNS runs;
 * - the signed-in start of /dashboard and /calls after two warm visits: Total Blocking Time (each long
 *   task's time over 50 ms) from navigation to 2 s after the first rows, and the time of the first rows,
 *   median of RUNS loads.
 */
const RUNS = 5;
const CPU_SLOWDOWN = 4;
const BUDGETS = { p75: 100, worst: 200, blocking: 150 };
/** How long after the first rows a start's long tasks still count. */
const AFTER_FIRST_ROWS_MS = 2000;

/** Event Timing's entry with the interaction it belongs to (not in TypeScript's DOM types yet). */
interface InteractionTiming extends PerformanceEntry {
  interactionId: number;
}

declare global {
  interface Window {
    /** Each interaction's latency so far, by Event Timing's interactionId. */
    __interactions: Map<number, number>;
    /** Each long task's start and duration. */
    __taskTimes: [number, number][];
  }
}

async function observe(page: Page) {
  await page.addInitScript(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as InteractionTiming[]) {
        if (!entry.interactionId) continue;
        const known = window.__interactions.get(entry.interactionId) ?? 0;
        window.__interactions.set(entry.interactionId, Math.max(known, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    window.__taskTimes = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__taskTimes.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Waits for visible text in an element matching `selector` (a page may build its content hidden first) with a
 * check far cheaper than Playwright's role locators, which compute accessible names over the whole page on the
 * page's main thread: at 4x slowdown on 100 rows one of their checks is a long task of its own, which would
 * count against the app.
 */
const waitForText = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    ({ selector, text }) =>
      [...document.querySelectorAll(selector)].some(
        (element) => element.textContent?.includes(text) && element.checkVisibility(),
      ),
    { selector, text },
    { polling: 100, timeout: 60_000 },
  );

/** Interactions finish painting a little after the input; their entries arrive then. */
const settle = (page: Page) => page.waitForTimeout(1000);

const takeInteractions = (page: Page) =>
  page.evaluate(() => {
    const latencies = [...window.__interactions.values()];
    window.__interactions.clear();
    return latencies;
  });

const percentile = (samples: number[], fraction: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};

const throttle = (cdp: CDPSession, rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

/** One run of the host's interactions: a search typed, Next at 100 rows, a user's details opened, a recordings search. */
async function hostInteractions(page: Page): Promise<number[]> {
  await page.goto('/users');
  await waitForText(page, 'caption', 'Users');
  const search = page.locator('input[type="search"]');
  await search.waitFor();
  await settle(page);
  await takeInteractions(page);
  await search.pressSequentially('PL1009', { delay: 150 });
  await settle(page);
  const typing = await takeInteractions(page);
  await search.fill('');
  await waitForText(page, '[aria-live="polite"]', 'Page 1 of');
  await settle(page);
  await takeInteractions(page);
  await page.locator('button[aria-label^="View "]').first().click();
  await page.locator('[role="dialog"]').waitFor();
  await settle(page);
  const details = await takeInteractions(page);
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').waitFor({ state: 'detached' });

  await page.goto('/calls');
  await waitForText(page, 'caption', 'Calls');
  await page.locator('select:has(option[value="100"])').selectOption('100');
  await waitForText(page, '[aria-live="polite"]', 'Page 1 of 50');
  await settle(page);
  await takeInteractions(page);
  await page.locator('button:has-text("Next")').click();
  await waitForText(page, '[aria-live="polite"]', 'Page 2 of 50');
  await settle(page);
  const next = await takeInteractions(page);

  // The recordings search filters 2,000 files in the page.
  await page.goto('/recordingsPage');
  await waitForText(page, '[aria-live="polite"]', 'recordings shown');
  const recordingsSearch = page.locator('input[placeholder="Search recordings..."]');
  await settle(page);
  await takeInteractions(page);
  await recordingsSearch.pressSequentially('priya', { delay: 150 });
  await settle(page);
  const recordings = await takeInteractions(page);
  return [...typing, ...details, ...next, ...recordings];
}

/** Installs the service worker and makes the two warm visits; then the page runs at 4x CPU. */
async function warmUp(page: Page): Promise<CDPSession> {
  await observe(page);
  await page.goto('/dashboard');
  await waitForText(page, 'h1, h2, h3', 'Quick Actions');
  await page.evaluate(() => navigator.serviceWorker.ready);
  for (const path of ['/calls', '/users', '/dashboard', '/calls']) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  const cdp = await page.context().newCDPSession(page);
  await throttle(cdp, CPU_SLOWDOWN);
  return cdp;
}

/** One start of `path`: its blocking time to 2 s after the first rows, and when the first rows showed. */
async function startOnce(page: Page, [path, selector, text]: readonly [string, string, string]) {
  await page.goto(path);
  await waitForText(page, selector, text);
  const firstRows = await page.evaluate(() => performance.now());
  await page.waitForTimeout(AFTER_FIRST_ROWS_MS);
  const blocking = await page.evaluate(
    (until) =>
      window.__taskTimes
        .filter(([start]) => start <= until)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    firstRows + AFTER_FIRST_ROWS_MS,
  );
  return { blocking, firstRows };
}

test('responsiveness: interaction latency and blocking time at 4x CPU (large scenario)', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  await signInAsLargeHost(page);
  const cdp = await warmUp(page);
  // Another build of Parley (BENCH_BASELINE_URL, served with its own mock backend and the `large` scenario)
  // measured in the same run, start for start: absolute times on these machines vary by a quarter between runs.
  const baselineUrl = process.env.BENCH_BASELINE_URL;
  const baselineContext = baselineUrl ? await browser.newContext({ baseURL: baselineUrl }) : null;
  const baseline = baselineContext ? await baselineContext.newPage() : null;
  if (baseline && baselineUrl) {
    await signInAsLargeHost(baseline, baselineUrl);
    await warmUp(baseline);
  }

  for (const target of [
    ['/dashboard', 'h1, h2, h3', 'Quick Actions'],
    // The table's rows render after its frame: the first rows are a row in a table and body no longer
    // pending (builds before the body carried `aria-busy` marked the table itself, so a baseline run works).
    ['/calls', 'table:not([aria-busy="true"]) tbody:not([aria-busy="true"]) tr', ''],
  ] as const) {
    const path = target[0];
    const current = { blocking: [] as number[], firstRows: [] as number[] };
    const before = { blocking: [] as number[], firstRows: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      const start = await startOnce(page, target);
      current.blocking.push(start.blocking);
      current.firstRows.push(start.firstRows);
      if (!baseline) continue;
      const baselineStart = await startOnce(baseline, target);
      before.blocking.push(baselineStart.blocking);
      before.firstRows.push(baselineStart.firstRows);
    }
    const round = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
    console.log(
      `bench: ${path} blocking ${round(current.blocking)} ms; first rows ${round(current.firstRows)} ms`,
    );
    recordBenchResult({
      name: `start, 4x CPU, large: ${path} Total Blocking Time to 2 s after first rows`,
      value: median(current.blocking),
      unit: 'ms',
      budget: BUDGETS.blocking,
    });
    if (!baseline) continue;
    console.log(
      `bench: ${path} on ${baselineUrl}: blocking ${round(before.blocking)} ms; first rows ${round(before.firstRows)} ms`,
    );
    recordBenchResult({
      name: `start, 4x CPU, large: ${path} first rows, this build / baseline`,
      value: median(current.firstRows) / median(before.firstRows),
      unit: 'ratio',
      budget: 1,
    });
  }
  await baselineContext?.close();

  const runs: number[][] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await hostInteractions(page));
  await throttle(cdp, 1);

  // Hold to Speak in a call, the sub-user's side at 4x.
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Bench Speaker');
  const userSide = await openAs(browser, user);
  await observe(userSide.page);
  await joinFromDashboard(userSide.page, meetingId);
  const talk = userSide.page.getByRole('button', { name: 'Hold to Speak' });
  await expect(talk).toBeEnabled();
  const userCdp = await userSide.context.newCDPSession(userSide.page);
  await throttle(userCdp, CPU_SLOWDOWN);
  for (let run = 0; run < RUNS; run += 1) {
    await settle(userSide.page);
    await takeInteractions(userSide.page);
    await talk.hover();
    await userSide.page.mouse.down();
    await userSide.page.waitForTimeout(600);
    await userSide.page.mouse.up();
    await settle(userSide.page);
    runs[run]?.push(...(await takeInteractions(userSide.page)));
  }
  await Promise.all([hostSide.context.close(), userSide.context.close()]);

  for (const [index, latencies] of runs.entries())
    console.log(`bench: interactions of run ${index + 1} (ms): ${latencies.join(', ')}`);
  expect(runs.every((latencies) => latencies.length > 0)).toBe(true);
  recordBenchResult({
    name: 'interaction latency, 4x CPU, large: p75 (searches, Next, details, Hold to Speak)',
    value: median(runs.map((latencies) => percentile(latencies, 0.75))),
    unit: 'ms',
    budget: BUDGETS.p75,
  });
  recordBenchResult({
    name: 'interaction latency, 4x CPU, large: worst (searches, Next, details, Hold to Speak)',
    value: median(runs.map((latencies) => Math.max(...latencies))),
    unit: 'ms',
    budget: BUDGETS.worst,
  });
});
