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

test('the home-screen icons fill their square: the launcher shapes them, with no white frame around a smaller tile', async ({
  page,
}) => {
  await page.goto('/');
  const corners = await page.evaluate(async () => {
    const cornerOf = async (src: string) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(1, 1, 1, 1).data];
    };
    return Promise.all(['/maskable-icon-512x512.png', '/apple-touch-icon.png'].map(cornerOf));
  });
  for (const [red, green, blue, alpha] of corners) {
    // The brand's indigo, opaque, at the very corner.
    expect(alpha).toBe(255);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(140);
    expect(green).toBeLessThan(140);
  }
});

test('the installed app turns with the device: the call rooms and the workspace have sideways layouts', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '/manifest.webmanifest')).json()) as {
    orientation?: string;
  };
  expect(manifest.orientation ?? 'any').toBe('any');
});
