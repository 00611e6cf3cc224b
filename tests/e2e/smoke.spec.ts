import { expect, test } from './fixtures';

test('the landing page renders with the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Parley/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the chosen theme persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visit to /dashboard goes to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('/login is reachable only inside the installed app', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => sessionStorage.setItem('pwa_installed', 'true'));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
});
