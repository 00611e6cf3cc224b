import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Live call rooms with two (or three) browser contexts and Chromium's fake microphones, against the
 * production build on the Node mock backend. Each test registers its own host, so it never collides with
 * other suites. Peer connections are observed by wrapping RTCPeerConnection in an init script (no test
 * hook ships in the app).
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

interface Session {
  token: string;
  user: Record<string, unknown> & { _id: string; name: string };
}

function trackPeerConnections() {
  const Native = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = peers;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      peers.push(this);
    }
  } as typeof RTCPeerConnection;
}

async function api<T>(
  page: Page,
  path: string,
  init: { token?: string; body?: unknown; method?: string } = {},
) {
  const response = await page.request.fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      accept: 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    data: init.body,
  });
  return { status: response.status(), body: (await response.json()) as T };
}

async function registerHost(page: Page): Promise<Session> {
  const email = `call-${Date.now()}-${Math.floor(Math.random() * 1e6)}@parley.test`;
  expect((await api(page, '/api/auth/signup/send-otp', { body: { email } })).status).toBe(200);
  const outbox = await api<{ messages: Array<{ otp: string }> }>(
    page,
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  );
  const otp = outbox.body.messages[0]?.otp;
  const registered = await api<Session>(page, '/api/auth/register', {
    body: { name: 'Call Host', email, password: 'E2e@12345', isHost: true, otp },
  });
  expect(registered.status).toBe(201);
  return registered.body;
}

async function createUser(page: Page, host: Session, name: string): Promise<Session> {
  const created = await api<{ user: { userId: string; tempPassword: string } }>(page, '/api/users', {
    token: host.token,
    body: { name, isActive: true },
  });
  expect(created.status).toBe(201);
  const login = await api<Session>(page, '/api/auth/user/login', {
    body: { userId: created.body.user.userId, password: created.body.user.tempPassword },
  });
  expect(login.status).toBe(200);
  return login.body;
}

async function openAs(browser: Browser, session: Session, extra: Record<string, string> = {}) {
  const context = await browser.newContext({ permissions: ['microphone'] });
  await context.addInitScript(trackPeerConnections);
  await context.addInitScript(
    ({ token, user, extra }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      sessionStorage.setItem('pwa_installed', 'true');
      for (const [key, value] of Object.entries(extra)) sessionStorage.setItem(key, value);
    },
    { token: session.token, user: JSON.stringify(session.user), extra },
  );
  const page = await context.newPage();
  return { context, page };
}

/** Sum of inbound audio bytes over the page's live peer connections. */
function inboundBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs ?? [];
    let total = 0;
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio') total += report.bytesReceived ?? 0;
      });
    }
    return total;
  });
}

function describePeers(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs ?? [];
    return Promise.all(
      peers.map(async (pc) => {
        const reports: unknown[] = [];
        (await pc.getStats()).forEach((report: { type: string; state?: string; kind?: string }) => {
          if (report.type === 'inbound-rtp' || report.type === 'outbound-rtp') reports.push(report);
          if (report.type === 'candidate-pair' && report.state === 'succeeded') reports.push(report);
        });
        return {
          connection: pc.connectionState,
          ice: pc.iceConnectionState,
          signaling: pc.signalingState,
          senders: pc.getSenders().map((sender) => sender.track?.readyState ?? null),
          reports,
        };
      }),
    );
  });
}

async function expectAudioFlowing(page: Page) {
  if (process.env.CALL_DEBUG) console.log(JSON.stringify(await describePeers(page), null, 1).slice(0, 4000));
  // Growth over one second, retried: robust to a peer being replaced meanwhile.
  await expect
    .poll(
      async () => {
        const before = await inboundBytes(page);
        await page.waitForTimeout(1000);
        return (await inboundBytes(page)) - before;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(200);
}

async function startCall(browser: Browser) {
  const { context: setup, page: setupPage } = await openAs(browser, {
    token: '',
    user: { _id: '', name: '' },
  });
  const host = await registerHost(setupPage);
  await setup.close();
  const hostSide = await openAs(browser, host, { callStarted: 'true' });
  const started = await api<{ call: { _id: string; meetingId: string } }>(hostSide.page, '/api/calls', {
    token: host.token,
    body: { title: 'New Call', type: 'audio' },
  });
  expect(started.status).toBeLessThan(300);
  const meetingId = started.body.call.meetingId;
  await hostSide.page.goto(`/host/call/${meetingId}`);
  await expect(hostSide.page.getByText('Waiting for participants to join...')).toBeVisible({
    timeout: 20_000,
  });
  return { host, hostSide, meetingId };
}

async function joinFromDashboard(page: Page, meetingId: string) {
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Active Call' });
  await expect(card).toContainText(meetingId);
  await card.getByRole('button', { name: 'Join Call' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await expect(page.getByTestId('host-status')).toHaveText('Connected', { timeout: 20_000 });
}

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((context) => context.close()));

test('host and user talk: audio both ways, hold to speak, mute, room-full, reconnect, host ends', async ({
  browser,
}) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Ravi Caller');
  const other = await createUser(hostSide.page, host, 'Second Caller');
  const userSide = await openAs(browser, user);
  const hostPage = hostSide.page;
  const userPage = userSide.page;

  await joinFromDashboard(userPage, meetingId);
  const tile = hostPage.getByTestId('participant-tile').filter({ hasText: 'Ravi Caller' });
  await expect(tile).toBeVisible();

  // Audio flows both ways (the host's microphone is on; the user's track runs muted by default).
  await expectAudioFlowing(userPage);
  await expectAudioFlowing(hostPage);

  // Hold to speak: the host's tile shows speaking; releasing ends it (after 500 ms).
  const talk = userPage.getByRole('button', { name: 'Hold to Speak' });
  await talk.hover();
  await userPage.mouse.down();
  await expect(userPage.getByRole('button', { name: 'Speaking' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile).toHaveAttribute('data-speaking', 'true');
  await expectAudioFlowing(hostPage);
  await userPage.mouse.up();
  await expect(tile).toHaveAttribute('data-speaking', 'false');

  // The host mutes the user, who sees it; unmuting gives the control back.
  await hostPage.getByRole('button', { name: 'Mute Ravi Caller' }).click();
  await expect(userPage.getByText('The host has muted you')).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Hold to Speak' })).toBeDisabled();
  await hostPage.getByRole('button', { name: 'Unmute Ravi Caller' }).click();
  await expect(userPage.getByRole('button', { name: 'Hold to Speak' })).toBeEnabled();

  // Host mute is announced to the user.
  await hostPage.getByRole('button', { name: 'Unmuted' }).click();
  await expect(userPage.getByTestId('host-status')).toHaveText('Muted');
  await hostPage.getByRole('button', { name: 'Muted' }).click();
  await expect(userPage.getByTestId('host-status')).toHaveText('Connected');

  // A second user gets room-full.
  const otherSide = await openAs(browser, other);
  await otherSide.page.goto(`/user/call/${meetingId}`);
  await expect(
    otherSide.page.getByText('This call already has a participant. Please try again later.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await otherSide.page.getByRole('button', { name: 'OK' }).click();
  await expect(otherSide.page).toHaveURL(/\/user-dashboard$/);

  // A network cut on the user side shows reconnecting; the call recovers.
  await userSide.context.setOffline(true);
  await expect(userPage.getByRole('dialog', { name: 'Reconnecting...' })).toBeVisible({ timeout: 20_000 });
  await userSide.context.setOffline(false);
  await expect(userPage.getByRole('dialog', { name: 'Reconnecting...' })).toBeHidden({ timeout: 30_000 });
  await expect(tile).toBeVisible();
  await expectAudioFlowing(userPage);

  // The host ends the call: the user is told and redirected.
  await hostPage.getByRole('button', { name: 'End Call' }).click();
  await hostPage.getByRole('alertdialog').getByRole('button', { name: 'End Call' }).click();
  await expect(hostPage).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(userPage.getByText('Host has ended the call').first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });

  await closeAll(hostSide.context, userSide.context, otherSide.context);
});

test('the host kicks and then disables a user', async ({ browser }) => {
  const { host, hostSide, meetingId } = await startCall(browser);
  const user = await createUser(hostSide.page, host, 'Kicked Caller');
  const userSide = await openAs(browser, user);
  const hostPage = hostSide.page;
  const userPage = userSide.page;

  await joinFromDashboard(userPage, meetingId);
  await hostPage.getByRole('button', { name: 'Kick Kicked Caller' }).click();
  await expect(hostPage.getByText('User kicked from call')).toBeVisible();
  await expect(userPage.getByText('You have been kicked from the call').first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/user-dashboard$/, { timeout: 10_000 });
  await expect(hostPage.getByText('Waiting for participants to join...')).toBeVisible();

  await joinFromDashboard(userPage, meetingId);
  await hostPage.getByRole('button', { name: 'Disable Kicked Caller' }).click();
  await expect(userPage.getByText('Your account has been disabled').first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(hostPage.getByText('Waiting for participants to join...')).toBeVisible();

  await closeAll(hostSide.context, userSide.context);
});
