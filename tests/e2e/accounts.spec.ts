import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from './fixtures';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { SEEDED_ACCOUNTS } from '../../mocks/data/accounts';

const { host, users } = SEEDED_ACCOUNTS.default;

interface OutboxMessage {
  to: string;
  purpose: string;
  otp: string;
  createdAt: string;
}

/** The newest code the mock backend "sent" to this address. */
async function latestOtp(page: Page, to: string, previous?: string): Promise<string> {
  let otp = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const newest = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
        otp = newest?.otp ?? '';
        return otp !== '' && otp !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return otp;
}

async function installedPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('pwa_installed', 'true'));
  return { context, page };
}

async function typeOtp(page: Page, otp: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(otp, { delay: 30 });
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('Email or User ID').fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@e2e.test`;

test('a new host signs up with the e-mailed code and lands on the dashboard', async ({ browser }) => {
  const { context, page } = await installedPage(browser);
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel(/Full Name/).fill('Kavya Menon');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng!pass');
  await page.getByRole('textbox', { name: /Confirm Password/ }).fill('Str0ng!pass');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await typeOtp(page, await latestOtp(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  const dialog = page.getByRole('dialog', { name: 'Congratulations' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await context.close();
});

test('a seeded host signs in with e-mail and reaches /dashboard', async ({ browser }) => {
  const { context, page } = await installedPage(browser);
  await signIn(page, host.email, host.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await context.close();
});

test('a seeded sub-user signs in with a User ID and reaches /user-dashboard', async ({ browser }) => {
  const { context, page } = await installedPage(browser);
  await signIn(page, users[1]!.userId, users[1]!.password);
  await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });
  await context.close();
});

test('wrong credentials keep the visitor on /login with a message', async ({ browser }) => {
  const { context, page } = await installedPage(browser);
  await signIn(page, host.email, 'definitely-wrong');
  await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('signing in elsewhere invalidates the first session: notice, then /login', async ({ browser }) => {
  const account = users[2]!;
  const first = await installedPage(browser);
  await signIn(first.page, account.userId, account.password);
  await expect(first.page).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });
  // Give the first session's realtime connection time to come up.
  await first.page.waitForTimeout(1000);

  const second = await installedPage(browser);
  await signIn(second.page, account.userId, account.password);
  await expect(second.page).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });

  await expect(
    first.page.getByText('Session Invalidated: You have been logged out due to login from another device.'),
  ).toBeVisible({ timeout: 10_000 });
  await expect(first.page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(await first.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(second.page).toHaveURL(/\/user-dashboard$/);
  await first.context.close();
  await second.context.close();
});

test('forgot password end to end: code, new password, sign in with it', async ({ browser }) => {
  const { context, page } = await installedPage(browser);
  // A fresh host so no seeded password changes under other suites.
  const email = uniqueEmail('reset');
  await page.goto('/');
  await page.request.post('/api/auth/signup/send-otp', { data: { email } });
  const signupOtp = await latestOtp(page, email);
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Reset Tester', email, password: 'Old-pass1', isHost: true, otp: signupOtp },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/forgot-password');
  await page.getByLabel(/Email or phone number/).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await typeOtp(page, await latestOtp(page, email, signupOtp));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('New-pass2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('New-pass2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, 'New-pass2');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await context.close();
});

test('the production build is installable, served by /service-worker.js, and loads offline', async ({
  baseURL,
}) => {
  // Chromium never offers installing from an incognito-like context, so this test uses a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'parley-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
        timeout: 15_000,
      })
      .toMatch(/\/service-worker\.js$/);
    // The worker serves the app's shell, and the app (not the static landing copy) runs the page.
    await expect(page.locator('#root > *').first()).toBeAttached();
    await expect(page.locator('#prerendered')).toHaveCount(0);
    // Not precached (the precache holds the shell alone): the font and the dialogs' code are cached by the
    // first start under the worker, the dialogs' when the page is idle.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cached = (await (await caches.open('assets')).keys()).map((request) => request.url);
            return ['/assets/inter-latin-wght-normal-', '/assets/ModalDialog-'].map((prefix) =>
              cached.some((url) => url.includes(prefix)),
            );
          }),
        { timeout: 15_000 },
      )
      .toEqual([true, true]);
    // Pictures people upload are never kept by the worker: their address changes with every load (the
    // cache could only grow, up to 5 MB a background) and they belong to whoever is signed in.
    const signedIn = await page.request.post('/api/auth/login', {
      data: { email: host.email, password: host.password },
    });
    const picture = ((await signedIn.json()) as { user: { profilePicture: string } }).user.profilePicture;
    expect(picture).toMatch(/^uploads\//);
    // Beside them, one of the app's own images, which the worker does keep: once it is stored, so would be
    // the pictures.
    const statuses = await page.evaluate(async (path) => {
      const answers = await Promise.all(
        [`/${path}?t=1`, `/${path}?t=2`, '/favicon.svg?probe=1'].map((url) => fetch(url)),
      );
      return answers.map((answer) => answer.status);
    }, picture);
    expect(statuses).toEqual([200, 200, 200]);
    const imagesCached = () =>
      page.evaluate(async () =>
        (await caches.keys()).includes('images')
          ? (await (await caches.open('images')).keys()).map((request) => new URL(request.url).pathname)
          : [],
      );
    await expect.poll(imagesCached, { timeout: 10_000 }).toContain('/favicon.svg');
    expect((await imagesCached()).filter((path) => path.startsWith('/uploads/'))).toEqual([]);
    // Under the worker, the shell opens a route the app loads on demand.
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.goto('/');

    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () => {
          const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          };
          return installabilityErrors.map((error) => error.errorId);
        },
        { timeout: 15_000 },
      )
      .toEqual([]);

    await context.setOffline(true);
    await expect(page.getByText('You are offline.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Crystal clear audio calls for modern teams',
    );
    // Styled offline by the cached sheet: the theme's tokens are there.
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg').trim(),
      ),
    ).not.toBe('');
    // The installed app's first launch offline: its start, sign-in, never opened here, is on the device.
    await page.evaluate(() => sessionStorage.setItem('pwa_installed', 'true'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
