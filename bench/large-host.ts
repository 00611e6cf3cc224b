import { expect, type Page } from '@playwright/test';
import { SEEDED_ACCOUNTS } from '../mocks/data/accounts.ts';

/**
 * Signs `page` in as the `large` scenario's host the way an installed app starts: the session in storage,
 * the trial dialog already seen. `origin` is for callers without Playwright's `baseURL` (scripts).
 * Measurements a bench adds at document start go in init scripts of their own, registered after this one.
 */
export async function signInAsLargeHost(page: Page, origin = ''): Promise<void> {
  const { email, password } = SEEDED_ACCOUNTS.large.host;
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  await page.addInitScript(
    ({ token, user }) => {
      sessionStorage.setItem('pwa_installed', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem(`trialModalShown_${user._id}`, 'true');
    },
    { token, user },
  );
}
