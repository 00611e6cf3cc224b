import { api, registerHost } from './call-kit';
import { expect, test } from './fixtures';

/**
 * The sub-user's home against the production build on the Node mock backend: a fresh host and
 * sub-user, a call started so the sub-user has an unread notification; the sub-user reads it (and it stays
 * read after a reload), opens Profile from the menu, comes back and logs out. A host on a 375 px phone
 * logs out from the top bar. Each test registers its own host, so it never collides with other suites.
 */
test.describe.configure({ timeout: 120_000 });

test('a sub-user reads a notification, opens Profile from the menu, comes back and logs out', async ({
  page,
}) => {
  const host = await registerHost(page, 'Meera Iyer');
  const created = await api<{ user: { userId: string } }>(page, '/api/users', {
    token: host.token,
    body: { name: 'Kiran Rao', isActive: true, password: 'Kiran@123' },
  });
  expect(created.status).toBe(201);
  const { userId } = created.body.user;
  // Starting a call tells every active sub-user: 'Meera Iyer started a call'.
  expect(
    (await api(page, '/api/calls', { token: host.token, body: { title: 'New Call', type: 'audio' } })).status,
  ).toBe(201);

  await page.addInitScript(() => sessionStorage.setItem('pwa_installed', 'true'));
  await page.goto('/login');
  await page.getByPlaceholder('Email or User ID').fill(userId);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kiran@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 15_000 });

  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread notification');
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(page.getByRole('region', { name: 'Active Call' })).toContainText('Meera Iyer');
  await panel.getByRole('button', { name: 'Unread: Meera Iyer started a call' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, No unread notifications');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);

  await page.reload();
  await expect(panel.getByRole('button', { name: /Meera Iyer started a call/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, No unread notifications');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Kiran Rao');
  await expect(menu).toContainText(userId);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a host on a 375 px phone logs out from the top bar', async ({ page }) => {
  const host = await registerHost(page, 'Tara Nair');
  await page.addInitScript(
    ({ token, user }) => {
      sessionStorage.setItem('pwa_installed', 'true');
      if (!sessionStorage.getItem('e2e-started')) {
        sessionStorage.setItem('e2e-started', 'true');
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
      localStorage.setItem(`trialModalShown_${user._id}`, 'true');
    },
    { token: host.token, user: host.user },
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The sidebar (and its Logout) is hidden on phones; exactly one Logout is visible: the top bar's.
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toHaveCount(1);
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
