import { SEEDED_ACCOUNTS } from '../../mocks/data/accounts';
import { APP_NAME, APP_TAGLINE } from '../../src/shared/config/app';
import { LOCAL_KEYS, SESSION_KEYS } from '../../src/shared/config/storage-keys';
import { expect, test, type Page } from './fixtures';
import { focusObscured } from './focus';

// The public pages are static pages (scripts/prerender-plugin.ts, src/app/prerender/island.ts): a signed-out
// visitor reads and uses them without the app, which loads only for a control that needs it.

/**
 * Whether the static copy was still in the document when the HTML finished parsing (before any app code),
 * and whether it could be seen the moment the parser put it there (before any later script ran).
 */
async function copyAtDomReady(page: Page, path: string): Promise<boolean> {
  await page.addInitScript(() => {
    const seen = window as unknown as { copyAtDomReady: boolean; copyShownWhenParsed: boolean | null };
    seen.copyShownWhenParsed = null;
    new MutationObserver((changes, observer) => {
      const copy = changes
        .flatMap((change) => [...change.addedNodes])
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.id === 'prerendered');
      if (!copy) return;
      seen.copyShownWhenParsed = getComputedStyle(copy).display !== 'none';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.copyAtDomReady = Boolean(document.getElementById('prerendered'));
    });
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => {
    const seen = window as unknown as { copyAtDomReady: boolean; copyShownWhenParsed: boolean | null };
    // A copy that goes must never have been shown; one that stays was shown from the start. (None at all: an
    // active service worker served the app shell.)
    if ((seen.copyShownWhenParsed ?? false) !== seen.copyAtDomReady)
      throw new Error('the copy showed before it went');
    return seen.copyAtDomReady;
  });
}

test('the landing page and /about are readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#prerendered h1')).toHaveText(APP_TAGLINE);
  await expect(page).toHaveTitle(APP_NAME);
  await page.goto('/about');
  await expect(page.locator('#prerendered h1')).toBeVisible();
  await expect(page.locator('#prerendered h1')).not.toHaveText(APP_TAGLINE);
  // Each static page names its tab, before any script runs.
  await expect(page).toHaveTitle(`About · ${APP_NAME}`);
  await context.close();
});

/** Whether the page's text is set in Inter, the design's face, rather than a fallback. */
const interLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded');
  });

test('static pages and the app set their text in Inter', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('#prerendered h1')).toBeVisible();
  expect(await interLoaded(page)).toBe(true);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await interLoaded(page)).toBe(true);
});

/** Records the app's scripts a page requests (the static page's own script is inline). */
function appScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/'))
      requested.push(request.url());
  });
  return requested;
}

test.describe('a first visit', () => {
  // Once the service worker is active (a few seconds after the first page), it serves the app shell for every
  // navigation, and the app renders the next public page: these tests are about the visit before that.
  test.use({ serviceWorkers: 'block' });

  test('a public page works without the app: theme, phone menu, FAQ and links load no app code', async ({
    page,
  }) => {
    const requested = appScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: APP_TAGLINE })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.theme)).toBe('dark');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#public-mobile-nav');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The theme chosen on the last page holds on this one, labels included.
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    // The FAQ's questions are the browser's own disclosures: they open and close with no script.
    const question = page.locator('details').filter({ hasText: 'What affects the price?' });
    const answer = question.locator('summary + *');
    await expect(answer).toBeHidden();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await question.locator('summary').press('Enter');
    await expect(answer).toBeHidden();

    await expect(page.locator('#prerendered')).toHaveCount(1);
    expect(requested).toEqual([]);
  });
});

test("a control that needs the app loads it, and the app's page opens what was pressed", async ({ page }) => {
  const requested = appScripts(page);
  await page.goto('/careers');
  await expect(page.locator('#prerendered')).toHaveCount(1);
  expect(requested).toEqual([]);
  const apply = page.getByRole('button', { name: /^Apply Now for / }).first();
  const job = ((await apply.getAttribute('aria-label')) ?? '').replace('Apply Now for ', '');
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${job}` });
  await expect(dialog).toBeVisible();
  // The press travelled in the URL: a link to the form works the same.
  await expect(page).toHaveURL(/\/careers#apply:/);
  expect(requested.length).toBeGreaterThan(0);
  // The app's page replaced the static one: one page, and the dialog hands focus back to its button.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Apply Now for ${job}` })).toBeFocused();
  await expect(page).toHaveURL(/\/careers$/);
});

test('on a static page, the skip link shows over the header and keyboard focus never stops under it or the support link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  // Its centre is the link itself, not the header it sits over.
  expect(
    await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(true);
  // The questions' answers open below the fold: Shift+Tab climbs back to them under the sticky header.
  expect(await focusObscured(page, 'Tab', 40)).toEqual([]);
  expect(await focusObscured(page, 'Shift+Tab', 40)).toEqual([]);
});

test('Install on a static page opens the install steps once the app has loaded', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Install App' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
});

test('the copy stays only on its own path, for signed-out visitors', async ({ page }) => {
  expect(await copyAtDomReady(page, '/')).toBe(true);
  // Every other route gets the landing page's HTML as its SPA fallback: the copy never shows there.
  expect(await copyAtDomReady(page, '/dashboard')).toBe(false);
  // The page's own chunks were asked for beside the app's, not after the app ran.
  await expect(page.locator('link[rel="modulepreload"][href*="/dashboard-"]')).toHaveCount(1);
  // Signed out, the app's guard sends the visitor home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: APP_TAGLINE })).toBeVisible();
});

test.describe('a first visit to /login', () => {
  // The second visit must get the server's page: an active service worker would serve the app shell.
  test.use({ serviceWorkers: 'block' });

  test('/login outside the installed app is the landing page before any app code runs', async ({ page }) => {
    const requested = appScripts(page);
    // The landing HTML is every route's fallback: its script sends an installed-only path to `/` while the
    // HTML parses, as the app's guard would.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#prerendered h1')).toHaveText(APP_TAGLINE);
    expect(requested).toEqual([]);
  });
});

test.describe('the sign-in form of the installed app', () => {
  const { host } = SEEDED_ACCOUNTS.default;

  test('is the app at /login, and keeps every key typed from the first frame it shows, on a 4x slowed CPU', async ({
    page,
  }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), SESSION_KEYS.pwaInstalled);
    // No static copy on the way: the landing HTML, the route's fallback, hides itself before it parses.
    expect(await copyAtDomReady(page, '/login')).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login', { waitUntil: 'commit' });
    const identifier = page.getByPlaceholder('Email or User ID');
    // Typed the moment the field exists, while the app may still be starting around it.
    await identifier.waitFor({ state: 'attached', timeout: 30_000 });
    await identifier.pressSequentially(host.email);
    await page.getByPlaceholder('Your password').pressSequentially(host.password);
    await expect(identifier).toHaveValue(host.email);
    await expect(page.getByPlaceholder('Your password')).toHaveValue(host.password);
    await page.getByPlaceholder('Your password').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('is where the installed app starts a signed-out visitor, who reaches sign-up from it and back', async ({
    page,
  }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), SESSION_KEYS.pwaInstalled);
    // The manifest's start_url: the landing page's only call to action, installing, is done already.
    expect(await copyAtDomReady(page, '/')).toBe(false);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await page.getByRole('link', { name: 'create a new account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
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

test('the app shell the service worker serves themes the page in both colour modes', async ({ page }) => {
  // The shell as the worker serves it (its navigation fallback), in the visit before the worker installs.
  const shell = await (await page.request.get('/app.html')).text();
  await page.route('/', (route) => route.fulfill({ body: shell, contentType: 'text/html' }));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: APP_TAGLINE })).toBeVisible();
  const styles = await page.evaluate(() => {
    const tokens = () => ({
      background: getComputedStyle(document.body).backgroundColor,
      bgToken: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg').trim(),
    });
    const light = tokens();
    document.documentElement.classList.replace('light', 'dark');
    const dark = tokens();
    document.documentElement.classList.replace('dark', 'light');
    return { light, dark };
  });
  expect(styles.light.bgToken).not.toBe('');
  expect(styles.light.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(styles.dark.background).not.toBe(styles.light.background);
});
