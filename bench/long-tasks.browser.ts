import { expect, test, type Page } from '@playwright/test';
import { SEEDED_ACCOUNTS } from '../mocks/data/accounts';
import { recordBenchResult } from './results';

/**
 * Smoothness of the host pages on the `large` scenario (1,000 users, 5,000 calls) with the CPU slowed 4x
 * (issue 17): the longest task the browser reports through PerformanceObserver('longtask') while /calls
 * loads, while it shows 100 rows per page and the next page, while /dashboard loads, and while a search is typed on /users.
 */
const BUDGET_MS = 50;
const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    __longTasks: number[];
  }
}

async function signInLargeHost(page: Page) {
  const { email, password } = SEEDED_ACCOUNTS.large.host;
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  await page.addInitScript(
    ({ token, user }) => {
      sessionStorage.setItem('pwa_installed', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem(`trialModalShown_${user._id}`, 'true');
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    },
    { token, user },
  );
}

const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...window.__longTasks));
const resetTasks = (page: Page) => page.evaluate(() => (window.__longTasks = []));
/** Lets pending renders and timers finish, so their long tasks are counted. */
const settle = (page: Page) => page.waitForTimeout(1500);

test('host pages: longest task with 4x CPU slowdown (large scenario)', async ({ page }) => {
  await signInLargeHost(page);
  // Warm the HTTP cache with the app shell once, unthrottled, as an installed app would have it.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.goto('/calls');
  await expect(page.getByRole('table', { name: 'Calls' })).toBeVisible({ timeout: 60_000 });
  await settle(page);
  const callsLoad = await longestTask(page);
  await resetTasks(page);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  await expect(page.getByText(/Page 1 of 50/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of 50/)).toBeVisible({ timeout: 60_000 });
  await settle(page);
  const callsPages = await longestTask(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible({ timeout: 60_000 });
  await settle(page);
  const dashboard = await longestTask(page);

  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await resetTasks(page);
  await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially('PL1009', { delay: 120 });
  await settle(page);
  const typing = await longestTask(page);

  for (const [name, value] of [
    ['/calls load', callsLoad],
    ['/calls 100 rows per page, then Next', callsPages],
    ['/dashboard load', dashboard],
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
