import { SEEDED_ACCOUNTS } from '../../mocks/data/accounts';
import { APP_TAGLINE } from '../../src/shared/config/app';
import { LOCAL_KEYS, SESSION_KEYS } from '../../src/shared/config/storage-keys';
import { expect, test, type Page } from './fixtures';

// The public pages are built into the HTML (scripts/prerender-plugin.ts): a phone paints them before the
// app's JavaScript arrives, and the app then takes over without the page doubling or moving.

/** Whether the static copy was still in the document when the HTML finished parsing (before any app code). */
async function copyAtDomReady(page: Page, path: string): Promise<boolean> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { copyAtDomReady: boolean }).copyAtDomReady = Boolean(
        document.getElementById('prerendered'),
      );
    });
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => (window as unknown as { copyAtDomReady: boolean }).copyAtDomReady);
}

test('the landing page and /about are readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#prerendered h1')).toHaveText(APP_TAGLINE);
  await page.goto('/about');
  await expect(page.locator('#prerendered h1')).toBeVisible();
  await expect(page.locator('#prerendered h1')).not.toHaveText(APP_TAGLINE);
  await context.close();
});

test('the app replaces the copy: one page, one heading, and it responds', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: APP_TAGLINE })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the copy stays only on its own path, for signed-out visitors', async ({ page }) => {
  expect(await copyAtDomReady(page, '/')).toBe(true);
  // Every other route gets the landing page's HTML as its SPA fallback: the copy goes before it is painted.
  expect(await copyAtDomReady(page, '/forgot-password')).toBe(false);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('/login outside the installed app is the landing page before any app code runs, and stays it', async ({
  page,
}) => {
  // The guard script sends an installed-only path to `/` while the HTML parses, as the app's guard would.
  expect(await copyAtDomReady(page, '/login')).toBe(true);
  expect(await page.evaluate(() => location.pathname)).toBe('/');
  await expect(page.getByRole('heading', { level: 1, name: APP_TAGLINE })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Inside the installed app the same path is the sign-in page.
  await page.evaluate((key) => sessionStorage.setItem(key, 'true'), SESSION_KEYS.pwaInstalled);
  expect(await copyAtDomReady(page, '/login')).toBe(false);
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in visitor of the installed app never sees the landing copy on the way to the dashboard', async ({
  page,
}) => {
  const { host } = SEEDED_ACCOUNTS.default;
  const reply = await page.request.post('/api/auth/login', {
    data: { email: host.email, password: host.password },
  });
  const session = (await reply.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ({ keys, installedKey, token, user }) => {
      // The installed app (a stored session does not outlive a browser tab in the production build).
      sessionStorage.setItem(installedKey, 'true');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: LOCAL_KEYS, installedKey: SESSION_KEYS.pwaInstalled, token: session.token, user: session.user },
  );
  expect(await copyAtDomReady(page, '/')).toBe(false);
  await expect(page).toHaveURL(/\/dashboard$/);
});
