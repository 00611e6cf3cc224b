import { INBUILT_BACKGROUND_COUNT } from '../../mocks/assets/backgrounds';
import { expect, test, type Browser, type Page } from './fixtures';
import { focusObscured } from './focus';
import { systemDrawsOverEdges } from './safe-area';

/**
 * The host workspace against the production build on the Node mock backend: users (create, copy the
 * credentials, sign the new user in elsewhere, edit, delete) and calls (start from the dashboard and the
 * calls page, with and without the expiring-soon prompt, resume and end). Each test registers its own host
 * so it never collides with other suites or the seeded scenario.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Session {
  token: string;
  user: Record<string, unknown> & { _id: string; name: string };
}

async function api<T>(
  page: Page,
  path: string,
  init: { token?: string; body?: unknown; method?: string } = {},
) {
  const response = await page.request.fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { accept: 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    data: init.body,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

async function registerHost(page: Page, name: string): Promise<Session> {
  const email = `ws-${Date.now()}-${Math.floor(Math.random() * 1e6)}@parley.test`;
  expect((await api(page, '/api/auth/signup/send-otp', { body: { email } })).status).toBe(200);
  const outbox = await api<{ messages: Array<{ otp: string }> }>(
    page,
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  const otp = outbox.body.messages[0]?.otp;
  const registered = await api<Session>(page, '/api/auth/register', {
    body: { name, email, password: 'E2e@12345', isHost: true, otp },
  });
  expect(registered.status).toBe(201);
  return registered.body;
}

/** Installed app, signed in, the trial welcome already seen. */
async function signInAs(page: Page, session: Session) {
  await page.addInitScript(
    ({ token, user }) => {
      sessionStorage.setItem('pwa_installed', 'true');
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
      localStorage.setItem(`trialModalShown_${user._id}`, 'true');
    },
    { token: session.token, user: session.user },
  );
}

/** The seeded host of the mock backend, whose users and calls fill the pages. */
async function signInAsSeededHost(page: Page) {
  const login = await api<Session>(page, '/api/auth/login', {
    body: { email: 'host@parley.app', password: 'Parley@123' },
  });
  expect(login.status).toBe(200);
  await signInAs(page, login.body);
}

/** Makes the server's view of the subscription end `days` from now (for the expiring-soon prompt). */
async function expireIn(page: Page, days: number) {
  const endDate = new Date(Date.now() + days * 86_400_000).toISOString();
  await page.route('**/api/auth/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => null)) as { user?: { subscription?: object } } | null;
    if (body?.user?.subscription) body.user.subscription = { ...body.user.subscription, endDate };
    await route.fulfill({ response, json: body });
  });
}

async function signInUserElsewhere(browser: Browser, userId: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('pwa_installed', 'true'));
  await page.goto('/login');
  await page.getByPlaceholder('Email or User ID').fill(userId);
  await page.getByPlaceholder('Your password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/, { timeout: 15_000 });
  await context.close();
}

test('a host creates a user, copies the credentials, the user signs in; then edit and delete', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const host = await registerHost(page, 'Workspace Host');
  await signInAs(page, host);
  await page.goto('/users');

  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText('No users yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create User' }).first().click();

  const form = page.getByRole('dialog', { name: 'Create User' });
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Kabir Sen');
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully', { exact: true })).toBeVisible();

  const credentials = page.getByRole('dialog', { name: 'User Created Successfully' });
  const userId = (await credentials
    .getByRole('group', { name: 'User ID' })
    .getByTestId('copy-value')
    .textContent())!;
  const password = (await credentials
    .getByRole('group', { name: 'Password' })
    .getByTestId('copy-value')
    .textContent())!;
  expect(userId).toBeTruthy();
  expect(password).toHaveLength(8);
  await credentials.getByRole('button', { name: 'Copy User ID' }).click();
  await expect(page.getByText('User ID copied to clipboard', { exact: true })).toBeVisible();
  await credentials.getByRole('button', { name: 'Copy All' }).click();
  await expect(page.getByText('All details copied to clipboard', { exact: true })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain(userId);
  expect(clipboard).toContain(password);
  await credentials.getByRole('button', { name: 'Done' }).click();

  await signInUserElsewhere(browser, userId, password);

  // Search, then edit: rename and deactivate.
  await page.getByPlaceholder('Search users...').fill(userId.toLowerCase());
  await expect(page.getByRole('cell', { name: 'Kabir Sen', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Kabir Sen' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Name')).toHaveValue('Kabir Sen');
  await edit.getByLabel('Name').fill('Kabir Sen Gupta');
  await edit.getByText('Active', { exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kabir Sen Gupta', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Kabir Sen Gupta/ }).getByText('Inactive')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Kabir Sen Gupta' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await page.getByPlaceholder('Search users...').fill('');
  await expect(page.getByText('No users yet')).toBeVisible();
});

test('starts a call from the dashboard, resumes it from the calls page and ends it', async ({ page }) => {
  const host = await registerHost(page, 'Dashboard Host');
  await signInAs(page, host);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByText(/Excellent|Good|Poor/)).toBeVisible();

  await page.getByRole('button', { name: 'New Call' }).click();
  await expect(page).toHaveURL(/\/host\/call\/[^/]+$/);
  const callId = page.url().split('/').pop()!;
  expect(await page.evaluate(() => sessionStorage.getItem('callStarted'))).toBe('true');

  await page.evaluate(() => sessionStorage.removeItem('callStarted'));
  await page.goto('/calls');
  const card = page.getByRole('region', { name: 'Active call' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Join Active Call' }).click();
  await expect(page).toHaveURL(new RegExp(`/host/call/${callId}$`));
  expect(await page.evaluate(() => sessionStorage.getItem('callStarted'))).toBe('true');

  // 'New Call' while one runs resumes it.
  await page.goto('/calls');
  await expect(page.getByRole('region', { name: 'Active call' })).toBeVisible();
  await page.getByRole('button', { name: 'New Call' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/host/call/${callId}$`));

  await page.goto('/calls');
  await page
    .getByRole('region', { name: 'Active call' })
    .getByRole('button', { name: 'End Active Call' })
    .click();
  await expect(page.getByRole('region', { name: 'Active call' })).toBeHidden();
  await page.getByLabel('Filter by status').selectOption('ended');
  await expect(page.getByText(/Page \d+ of/)).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Ended', exact: true })).toHaveCount(1);
});

test('with fewer than 10 days left New Call asks first: Cancel abandons, OK starts', async ({ page }) => {
  const host = await registerHost(page, 'Expiring Host');
  await expireIn(page, 5);
  await signInAs(page, {
    ...host,
    user: {
      ...host.user,
      subscription: {
        ...(host.user.subscription as object),
        endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      },
    },
  });
  await page.goto('/calls');
  await expect(page.getByText('No calls yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Call' }).first().click();
  const prompt = page.getByRole('alertdialog', { name: 'Subscription Expiring Soon' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(/hours remaining/)).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/calls$/);
  expect(
    (await api<{ call: unknown }>(page, '/api/calls/active', { token: host.token })).body.call,
  ).toBeNull();

  await page.getByRole('button', { name: 'New Call' }).first().click();
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/host\/call\/[^/]+$/);
  expect(
    (await api<{ call: { status: string } }>(page, '/api/calls/active', { token: host.token })).body.call
      ?.status,
  ).toBe('active');
});

/** The inbuilt backgrounds arrive after the page and lengthen it, so its end is known only once they are listed. */
async function backgroundsListed(page: Page): Promise<void> {
  await expect(
    page.getByRole('group', { name: 'Backgrounds' }).getByRole('button', { name: /Inbuilt/ }),
  ).toHaveCount(INBUILT_BACKGROUND_COUNT);
}

/** The controls the floating support link covers once the page is scrolled to its end, by name. */
async function controlsUnderSupportLink(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const support = document.querySelector('a[aria-label*="support"]');
    if (!support) throw new Error('the support link is not rendered');
    const link = support.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'a, button, input, select, textarea, [role=button], [role=slider]',
    );
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const covered =
        control !== support &&
        box.width > 0 &&
        box.height > 0 &&
        box.left < link.right &&
        link.left < box.right &&
        box.top < link.bottom &&
        link.top < box.bottom;
      return covered ? [(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()] : [];
    });
  });
}

test('the floating support link covers no control at the end of a page, on a desktop and on a phone', async ({
  page,
  browser,
}) => {
  await signInAsSeededHost(page);

  // A desktop: the calls table's Next button at the bottom right.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/calls');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Calls' }).getByRole('row')).not.toHaveCount(1);
  expect(await controlsUnderSupportLink(page)).toEqual([]);

  // A phone: the link stands above the host's tab bar, and the pages end clear of it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/users');
  await expect(page.getByText('PA100001')).toBeVisible();
  expect(await controlsUnderSupportLink(page)).toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Save Background' })).toBeVisible();
  await backgroundsListed(page);
  expect(await controlsUnderSupportLink(page)).toEqual([]);

  // A sub-user's profile on a phone, where no tab bar is: Save Background ends the page at the right.
  const owner = await registerHost(page, 'Support Link Host');
  const created = await api<{ user: { userId: string; tempPassword: string } }>(page, '/api/users', {
    token: owner.token,
    body: { name: 'Mira Das', isActive: true },
  });
  const user = await api<Session>(page, '/api/auth/user/login', {
    body: { userId: created.body.user.userId, password: created.body.user.tempPassword },
  });
  expect(user.status).toBe(200);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const userPage = await phone.newPage();
  await signInAs(userPage, user.body);
  await userPage.goto('/user-profile');
  await expect(userPage.getByRole('button', { name: 'Save Background' })).toBeVisible();
  await backgroundsListed(userPage);
  expect(await controlsUnderSupportLink(userPage)).toEqual([]);
  await phone.close();
});

test('keyboard focus never stops under the top bar, the tab bar or the support link, on a phone', async ({
  page,
}) => {
  await signInAsSeededHost(page);
  await page.setViewportSize({ width: 390, height: 700 });

  // The users' rows end in their actions, beside the support link and above the tab bar.
  await page.goto('/users');
  await expect(page.getByText('PA100001')).toBeVisible();
  expect(await focusObscured(page, 'Tab', 45)).toEqual([]);
  expect(await focusObscured(page, 'Shift+Tab', 45)).toEqual([]);

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Save Background' })).toBeVisible();
  await backgroundsListed(page);
  expect(await focusObscured(page, 'Tab', 45)).toEqual([]);
  expect(await focusObscured(page, 'Shift+Tab', 45)).toEqual([]);
});

test("the workspace's skip link takes the keyboard past the sidebar and the top bar", async ({ page }) => {
  await signInAsSeededHost(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/users');
  await expect(page.getByText('PA100001')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first control of the page itself, past seven navigation links and the top bar's buttons.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  await expect(page).toHaveURL(/\/users$/);
});

/** The background the page paints at a point: of the topmost element there, or its nearest ancestor, with one. */
const paintAt = (target: Page, x: number, y: number) =>
  target.evaluate(
    ([x, y]) => {
      for (let element = document.elementFromPoint(x, y); element; element = element.parentElement) {
        const { backgroundColor, backgroundImage } = getComputedStyle(element);
        if (backgroundColor !== 'rgba(0, 0, 0, 0)' || backgroundImage !== 'none')
          return `${backgroundColor} ${backgroundImage}`;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    },
    [x, y] as const,
  );

test('on a phone on its side, the public pages and the app keep their controls clear of the notch and run their backgrounds under it', async ({
  page,
  browser,
}) => {
  const [width, side] = [844, 47];
  /** A notched phone held sideways: the system draws over both sides and the bottom edge. */
  const sideways = async (target: Page) => {
    await target.setViewportSize({ width, height: 390 });
    await systemDrawsOverEdges(target, { top: 0, right: side, bottom: 21, left: side });
  };
  /** The first control named `left` starts right of the left inset; those named `right` end left of the right one. */
  const clearOfSides = async (target: Page, left: RegExp, right: RegExp[]) => {
    const box = async (name: RegExp) => {
      const control = target.getByRole('link', { name }).or(target.getByRole('button', { name })).first();
      const found = await control.boundingBox();
      if (!found) throw new Error(`${name} is not on screen`);
      return found;
    };
    expect((await box(left)).x).toBeGreaterThanOrEqual(side);
    for (const name of right) {
      const found = await box(name);
      expect(found.x + found.width, String(name)).toBeLessThanOrEqual(width - side);
    }
  };

  // A visitor's browser tab: the static landing page.
  const tab = await browser.newContext();
  const visitor = await tab.newPage();
  await sideways(visitor);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await clearOfSides(visitor, / home$/, [/^Open menu$/, /support/]);
  // Its header and the hero's band run under the notch.
  for (const y of [32, 120])
    for (const x of [side / 2, width - side / 2])
      expect(await paintAt(visitor, x, y)).toBe(await paintAt(visitor, width / 2, y));
  await tab.close();

  // The installed app: the host's sidebar and top bar.
  const login = await api<Session>(page, '/api/auth/login', {
    body: { email: 'host@parley.app', password: 'Parley@123' },
  });
  await signInAs(page, login.body);
  await sideways(page);
  await page.goto('/users');
  await expect(page.getByText('PA100001')).toBeVisible();
  await clearOfSides(page, /^Dashboard$/, [/^Refresh$/, /support/]);
  // The sidebar, the top bar and the page's background run under the notch: no strip of another colour there.
  expect((await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())?.x).toBe(0);
  for (const y of [32, 100])
    expect(await paintAt(page, width - side / 2, y)).toBe(await paintAt(page, width - side - 8, y));

  // A sub-user's dashboard: its header and background as well.
  const userLogin = await api<Session>(page, '/api/auth/user/login', {
    body: { userId: 'PA100001', password: 'ravi1234' },
  });
  const phone = await browser.newContext();
  const userPage = await phone.newPage();
  await signInAs(userPage, userLogin.body);
  await sideways(userPage);
  await userPage.goto('/user-dashboard');
  await expect(userPage.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  for (const y of [32, 100])
    for (const x of [side / 2, width - side / 2])
      expect(await paintAt(userPage, x, y)).toBe(await paintAt(userPage, width / 2, y));
  await phone.close();
});
