import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** A step given `ms`, or the project's `stepMs` when that is longer (the dev-server project's slower pages). */
const stepTimeout = (ms: number) => Math.max(ms, Number(test.info().project.metadata.stepMs ?? 0));

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
  const log: string[] = [];
  const started = performance.now();
  (window as unknown as { __pcs: RTCPeerConnection[]; __pcLog: string[] }).__pcs = peers;
  (window as unknown as { __pcLog: string[] }).__pcLog = log;
  const note = (index: number, text: string) =>
    log.push(`${Math.round(performance.now() - started)}ms pc${index} ${text}`);
  const directions = (pc: RTCPeerConnection) =>
    pc
      .getTransceivers()
      .map(
        (t) =>
          `${t.mid ?? '-'}:${t.direction}/${t.currentDirection ?? '-'}:${t.sender.track ? 'track' : 'none'}`,
      )
      .join(',');
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      const index = peers.push(this) - 1;
      note(index, 'created');
      this.addEventListener('connectionstatechange', () => note(index, `connection ${this.connectionState}`));
      this.addEventListener('track', () => note(index, `track [${directions(this)}]`));
    }
    override async setLocalDescription(description?: RTCLocalSessionDescriptionInit) {
      await super.setLocalDescription(description);
      note(peers.indexOf(this), `local ${description?.type ?? 'implicit'} [${directions(this)}]`);
    }
    override async setRemoteDescription(description: RTCSessionDescriptionInit) {
      await super.setRemoteDescription(description);
      note(peers.indexOf(this), `remote ${description.type} [${directions(this)}]`);
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

export async function registerHost(page: Page, name = 'Call Host'): Promise<Session> {
  const email = `call-${Date.now()}-${Math.floor(Math.random() * 1e6)}@parley.test`;
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

/** A signed-in, installed-app context; `device` is a device's context options (an iPhone's user agent). */
export async function openAs(
  browser: Browser,
  session: Session,
  extra: Record<string, string> = {},
  device: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...device, permissions: ['microphone'] });
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

/** Inbound audio bytes on `page` grow; `sender` is the other side, whose log is printed too on failure. */
export async function expectAudioFlowing(page: Page, sender?: Page) {
  // Growth over one second, retried: robust to a peer being replaced meanwhile. On failure the signalling
  // log of this page says which descriptions and directions its peers went through.
  await expect
    .poll(
      async () => {
        const before = await inboundBytes(page);
        await page.waitForTimeout(1000);
        return (await inboundBytes(page)) - before;
      },
      { timeout: stepTimeout(20_000) },
    )
    .toBeGreaterThan(200)
    .catch(async (error: unknown) => {
      await printSignalling(sender ? [page, sender] : [page]);
      throw error;
    });
}

/** Prints each page's signalling log and peer states: which descriptions and directions its peers went through. */
export async function printSignalling(pages: Page[]) {
  for (const side of pages) {
    if (side.isClosed()) continue;
    const log = await side.evaluate(() => (window as unknown as { __pcLog?: string[] }).__pcLog ?? []);
    console.log(`signalling log of ${side.url()}:\n${log.join('\n')}`);
    console.log(JSON.stringify(await describePeers(side), null, 1).slice(0, 4000));
  }
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
    timeout: stepTimeout(20_000),
  });
  return { host, hostSide, meetingId };
}

/** Joins from the user dashboard's Active Call card; `host` is the other side, whose log is printed on failure. */
export async function joinFromDashboard(page: Page, meetingId: string, host?: Page) {
  await page.goto('/user-dashboard');
  const card = page.getByRole('region', { name: 'Active Call' });
  await expect(card).toContainText(meetingId);
  await card.getByRole('button', { name: 'Join Call' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/call/${meetingId}$`));
  await expectConnected(page, host);
}

/** Opens the call page directly (a shared link, a rejoin), without waiting for the dashboard's first load. */
export async function joinByLink(page: Page, meetingId: string, host?: Page) {
  await page.goto(`/user/call/${meetingId}`);
  await expectConnected(page, host);
}

/** In the room with the host's status shown (Connected, or Speaking and Muted: the fake microphone is a tone). */
export async function expectConnected(page: Page, host?: Page) {
  await expect(page.getByTestId('host-status'))
    .toHaveText(/^(Connected|Speaking|Muted)$/, { timeout: stepTimeout(20_000) })
    .catch(async (error: unknown) => {
      await printSignalling(host ? [page, host] : [page]);
      throw error;
    });
}
