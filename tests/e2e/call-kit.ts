import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Helpers for the live-call e2e and benchmark: a fresh host per run (never the seeded accounts), sub-users
 * signed in through the API, installed-app sessions, and peer connections observed by wrapping
 * RTCPeerConnection in an init script (no test hook ships in the app).
 */
export interface Session {
  token: string;
  user: Record<string, unknown> & { _id: string; name: string };
}

export function trackPeerConnections() {
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

export async function api<T>(
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

export async function registerHost(page: Page): Promise<Session> {
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

export async function createUser(page: Page, host: Session, name: string): Promise<Session> {
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

export async function openAs(browser: Browser, session: Session, extra: Record<string, string> = {}) {
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
export function inboundBytes(page: Page): Promise<number> {
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

export function describePeers(page: Page) {
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

export async function expectAudioFlowing(page: Page) {
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

export async function startCall(browser: Browser) {
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

export async function joinFromDashboard(page: Page, meetingId: string) {
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Active Call' });
  await expect(card).toContainText(meetingId);
  await card.getByRole('button', { name: 'Join Call' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await expect(page.getByTestId('host-status')).toHaveText('Connected', { timeout: 20_000 });
}
