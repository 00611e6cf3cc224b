import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { expectAudioFlowing, joinFromDashboard, trackPeerConnections, type Session } from './call-kit';

/**
 * The offline dev server and the static demo build: no server process behind the API, whose backend runs in
 * each tab (msw) over IndexedDB, with one tab serving the realtime channel for all. Each mode starts its own
 * server here, so the rest of the suite does not wait for them. `E2E_OFFLINE_BASE_URL` / `E2E_DEMO_BASE_URL`
 * point at servers started by hand.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const offlinePort = Number(process.env.E2E_OFFLINE_PORT ?? 5175);
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4175);

interface Mode {
  name: string;
  baseURL: string;
  /** Commands run one after another; the last one serves. */
  commands: string[] | null;
}

const MODES: Mode[] = [
  {
    name: 'offline',
    baseURL: process.env.E2E_OFFLINE_BASE_URL ?? `http://127.0.0.1:${offlinePort}`,
    commands: process.env.E2E_OFFLINE_BASE_URL
      ? null
      : [`npx vite --mode offline --port ${offlinePort} --strictPort --host 127.0.0.1`],
  },
  {
    name: 'demo',
    baseURL: process.env.E2E_DEMO_BASE_URL ?? `http://127.0.0.1:${demoPort}`,
    // `npm test` builds the demo in an earlier step (E2E_DEMO_PREBUILT); a run of its own builds it here.
    commands: process.env.E2E_DEMO_BASE_URL
      ? null
      : [
          ...(process.env.E2E_DEMO_PREBUILT ? [] : ['npx vite build --mode demo --logLevel warn']),
          `npx vite preview --mode demo --port ${demoPort} --strictPort --host 127.0.0.1`,
        ],
  },
];

function run(command: string): ChildProcess {
  return spawn(command, { shell: true, stdio: 'ignore', detached: true });
}

async function serve(mode: Mode): Promise<ChildProcess | null> {
  if (!mode.commands) return null;
  const steps = [...mode.commands];
  const server = steps.pop()!;
  for (const step of steps) {
    const child = run(step);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`'${step}' failed with ${code}`);
  }
  const child = run(server);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${mode.baseURL}/app.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${mode.name} server did not start at ${mode.baseURL}`);
}

/** A request through the page's own backend (in these modes there is no server to ask directly). */
function inPage<T>(page: Page, path: string, init: { token?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, token, body }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, token: init.token, body: init.body },
  );
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByPlaceholder('Email or User ID').fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

for (const mode of MODES) {
  test.describe(`${mode.name} mode`, () => {
    let server: ChildProcess | null = null;
    test.use({ baseURL: mode.baseURL });
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await serve(mode);
    });
    test.afterAll(() => {
      if (server?.pid) process.kill(-server.pid);
    });

    test('what the visitor created and the session survive a reload', async ({ page }) => {
      await page.goto('/login');
      await signIn(page, 'host@parley.app', 'Parley@123');
      await expect(page).toHaveURL(/\/dashboard$/);
      const token = await storedToken(page);
      const created = await inPage<{ user: { userId: string } }>(page, '/api/users', {
        token,
        body: { name: 'Kept Across Reloads', isActive: true },
      });
      expect(created.status).toBe(201);

      await page.goto('/users');
      await expect(page.getByRole('row', { name: /Kept Across Reloads/ })).toBeVisible({ timeout: 60_000 });
      await page.reload();
      await expect(page).toHaveURL(/\/users$/);
      await expect(page.getByRole('row', { name: /Kept Across Reloads/ })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText(created.body.user.userId)).toBeVisible();
    });

    test("'Reset demo data' in one tab returns every tab to the seed and says so", async ({
      context,
      page,
    }) => {
      await page.goto('/login');
      await signIn(page, 'host@parley.app', 'Parley@123');
      await expect(page).toHaveURL(/\/dashboard$/);
      const created = await inPage(page, '/api/users', {
        token: await storedToken(page),
        body: { name: 'Gone After Reset', isActive: true },
      });
      expect(created.status).toBe(201);
      const other = await context.newPage();
      await other.goto('/users');
      await expect(other.getByRole('row', { name: /Gone After Reset/ })).toBeVisible({ timeout: 60_000 });

      // The seeded host is on trial: its dashboard first shows the once-per-host welcome over the page.
      await page
        .getByRole('dialog', { name: /^Welcome to / })
        .getByRole('button', { name: 'Get Started' })
        .click();
      await page.getByRole('button', { name: 'Reset demo data' }).click();
      await page
        .getByRole('alertdialog', { name: 'Reset demo data?' })
        .getByRole('button', { name: 'Reset' })
        .click();
      const notice = "Demo data reset: every open tab now starts from the 'default' scenario.";
      // Both tabs reload at once and each shows the notice for a few seconds: watched side by side, since
      // one tab's slower reload must not use up the other's notice.
      await Promise.all(
        [page, other].map(async (tab) => {
          await expect(tab.getByText(notice)).toBeVisible({ timeout: 60_000 });
          // The reset ended every session: a signed-out visitor on a host page is sent to the landing page.
          await expect(tab).toHaveURL(/:\d+\/$/);
        }),
      );
      await other.goto('/login');
      await signIn(other, 'host@parley.app', 'Parley@123');
      await expect(other).toHaveURL(/\/dashboard$/);
      await other.goto('/users');
      await expect(other.getByRole('row', { name: /Ravi Kumar/ })).toBeVisible({ timeout: 60_000 });
      await expect(other.getByRole('row', { name: /Gone After Reset/ })).toHaveCount(0);
    });

    test('a host tab and a user tab of one browser hold a call: audio both ways, a clip for both', async ({
      context,
      page: hostPage,
    }) => {
      await context.addInitScript(trackPeerConnections);
      await hostPage.goto('/login?scenario=expiring');
      await signIn(hostPage, 'expiring@parley.app', 'Parley@123');
      await expect(hostPage).toHaveURL(/\/dashboard$/);
      const hostToken = await storedToken(hostPage);
      const user = await inPage<Session>(hostPage, '/api/auth/user/login', {
        body: { userId: 'PE100001', password: 'meera123' },
      });
      expect(user.status).toBe(200);
      const started = await inPage<{ call: { meetingId: string } }>(hostPage, '/api/calls', {
        token: hostToken,
        body: { title: 'Two Tabs', type: 'audio' },
      });
      expect(started.status).toBe(201);
      const { meetingId } = started.body.call;
      await hostPage.evaluate(() => sessionStorage.setItem('callStarted', 'true'));
      await hostPage.goto(`/host/call/${meetingId}`);
      await expect(hostPage.getByText('Waiting for participants to join...')).toBeVisible({
        timeout: 20_000,
      });

      // The second tab shares the origin's storage: it starts as the sub-user (the host tab keeps its own
      // session in memory, as any signed-in tab does).
      const userPage = await context.newPage();
      await userPage.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        { token: user.body.token, user: JSON.stringify(user.body.user) },
      );
      await joinFromDashboard(userPage, meetingId, hostPage);
      const tile = hostPage.getByTestId('participant-tile').filter({ hasText: 'Meera' });
      await expect(tile).toBeVisible();
      await expectAudioFlowing(userPage, hostPage);
      await expectAudioFlowing(hostPage, userPage);

      // Hold to speak: the host sees it, and the clip is stored for both.
      const talk = userPage.getByRole('button', { name: 'Hold to Speak' });
      await talk.hover();
      await userPage.mouse.down();
      await expect(tile).toHaveAttribute('data-speaking', 'true');
      await userPage.waitForTimeout(1500);
      await userPage.mouse.up();
      await expect(tile).toHaveAttribute('data-speaking', 'false');

      // The host mutes the user, who sees it.
      await hostPage.getByRole('button', { name: /^Mute Meera/ }).click();
      await expect(userPage.getByText('The host has muted you')).toBeVisible();

      // Each tab asks with its own session: the host tab keeps its token in memory, since the user tab's
      // sign-in replaced the one in the origin's shared storage.
      const clips = async (page: Page, path: string, token: string) => {
        const response = await inPage<{ recordings: unknown }>(page, path, { token });
        return JSON.stringify(response.body.recordings);
      };
      const userToken = await storedToken(userPage);
      await expect.poll(() => clips(userPage, '/api/recordings/user', userToken)).toContain(meetingId);
      await expect.poll(() => clips(hostPage, '/api/recordings/host', hostToken)).toContain(meetingId);
    });
  });
}
