import { expect, test, type Page } from './fixtures';

/**
 * The Node mock backend behind `vite preview` is one shared server: two browser contexts (two "devices")
 * see each other's REST writes and meet on the realtime channel. API-level on purpose (fetch and a raw
 * socket.io websocket from the page), independent of the UI. Each run registers its own host, so it never
 * collides with other suites using the seeded accounts.
 */

/** Installs `window.__rt`: a minimal socket.io v5 client over the page's own WebSocket (engine.io v4 framing). */
function installRealtimeProbe() {
  type Waiter = { event: string; resolve: (payload: unknown) => void };
  const state = {
    ws: null as WebSocket | null,
    received: [] as Array<[string, unknown]>,
    waiters: [] as Waiter[],
  };
  const deliver = (event: string, payload: unknown) => {
    state.received.push([event, payload]);
    const index = state.waiters.findIndex((waiter) => waiter.event === event);
    if (index >= 0) state.waiters.splice(index, 1)[0]!.resolve(payload);
  };
  (window as unknown as { __rt: unknown }).__rt = {
    connect(token: string) {
      return new Promise<string>((resolve, reject) => {
        const url = `${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
        const ws = new WebSocket(url);
        state.ws = ws;
        ws.onmessage = ({ data }) => {
          const frame = String(data);
          if (frame.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`);
          else if (frame === '2') ws.send('3');
          else if (frame.startsWith('40')) resolve((JSON.parse(frame.slice(2)) as { sid: string }).sid);
          else if (frame.startsWith('44'))
            reject(new Error((JSON.parse(frame.slice(2)) as { message: string }).message));
          else if (frame.startsWith('41')) deliver('disconnect', 'io server disconnect');
          else if (frame.startsWith('42')) {
            const [event, payload] = JSON.parse(frame.slice(2)) as [string, unknown];
            deliver(event, payload);
          }
        };
        ws.onerror = () => reject(new Error('websocket error'));
      });
    },
    emit(event: string, payload?: unknown) {
      state.ws?.send(`42${JSON.stringify(payload === undefined ? [event] : [event, payload])}`);
    },
    next(event: string, timeoutMs = 5000) {
      const seen = state.received.findIndex(([name]) => name === event);
      if (seen >= 0) return Promise.resolve(state.received.splice(seen, 1)[0]![1]);
      return new Promise((resolve, reject) => {
        const waiter = { event, resolve };
        state.waiters.push(waiter);
        setTimeout(() => {
          const index = state.waiters.indexOf(waiter);
          if (index >= 0) {
            state.waiters.splice(index, 1);
            reject(new Error(`no '${event}' within ${timeoutMs} ms`));
          }
        }, timeoutMs);
      });
    },
  };
}

interface Probe {
  connect(token: string): Promise<string>;
  emit(event: string, payload?: unknown): void;
  next(event: string, timeoutMs?: number): Promise<unknown>;
}
declare global {
  interface Window {
    __rt: Probe;
  }
}

async function call<T>(
  page: Page,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, init },
  ) as Promise<{ status: number; body: T }>;
}

async function registerHost(page: Page) {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@parley.test`;
  expect((await call(page, '/api/auth/signup/send-otp', { body: { email } })).status).toBe(200);
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: Array<{ otp: string }> };
  const otp = messages[0]?.otp;
  expect(otp).toMatch(/^\d{6}$/);
  const registered = await call<{ token: string; user: { _id: string } }>(page, '/api/auth/register', {
    body: { name: 'E2E Host', email, password: 'E2e@12345', isHost: true, otp },
  });
  expect(registered.status).toBe(201);
  return registered.body;
}

test('two contexts share the Node backend: a sub-user created in A signs in from B and they meet in a call', async ({
  browser,
}) => {
  const a = await browser.newContext();
  const b = await browser.newContext();
  const hostPage = await a.newPage();
  const userPage = await b.newPage();
  await hostPage.addInitScript(installRealtimeProbe);
  await userPage.addInitScript(installRealtimeProbe);
  await hostPage.goto('/');
  await userPage.goto('/');

  // REST across contexts: A creates the user, B signs in with the returned credentials.
  const host = await registerHost(hostPage);
  const created = await call<{ user: { userId: string; name: string; tempPassword: string } }>(
    hostPage,
    '/api/users',
    {
      token: host.token,
      body: { name: 'Guest From B', isActive: true },
    },
  );
  expect(created.status).toBe(201);
  const { userId, tempPassword } = created.body.user;
  const login = await call<{ token: string; user: { _id: string; name: string } }>(
    userPage,
    '/api/auth/user/login',
    {
      body: { userId, password: tempPassword },
    },
  );
  expect(login.status).toBe(200);

  const started = await call<{ call: { meetingId: string } }>(hostPage, '/api/calls', {
    token: host.token,
    body: { title: 'New Call', type: 'audio' },
  });
  expect(started.status).toBe(201);
  const { meetingId } = started.body.call;

  // Realtime across contexts.
  await hostPage.evaluate((token) => window.__rt.connect(token), host.token);
  await userPage.evaluate((token) => window.__rt.connect(token), login.body.token);
  await hostPage.evaluate((roomName) => window.__rt.emit('create-room', { roomName }), meetingId);
  await hostPage.evaluate(() => window.__rt.next('room-created'));
  await userPage.evaluate(
    (roomName) => window.__rt.emit('join-room', { roomName, userName: 'Guest From B' }),
    meetingId,
  );
  const joined = await hostPage.evaluate(() => window.__rt.next('user-joined'));
  expect(joined).toMatchObject({ userId, userName: 'Guest From B', userMongoId: login.body.user._id });

  await hostPage.evaluate(() => window.__rt.emit('host-muted'));
  await expect(userPage.evaluate(() => window.__rt.next('host-muted'))).resolves.toBeTruthy();

  await userPage.evaluate(() => window.__rt.emit('user-speaking', { userName: 'Guest From B' }));
  expect(await hostPage.evaluate(() => window.__rt.next('user-speaking'))).toMatchObject({ userId });

  // Ending the call over REST in A reaches the participant in B.
  await call(hostPage, `/api/calls/${encodeURIComponent(meetingId)}/end`, {
    method: 'POST',
    token: host.token,
  });
  expect(await userPage.evaluate(() => window.__rt.next('host-disconnected'))).toMatchObject({ meetingId });

  await a.close();
  await b.close();
});

test('signing in on a second device invalidates the first session over the socket', async ({ browser }) => {
  const a = await browser.newContext();
  const b = await browser.newContext();
  const first = await a.newPage();
  const second = await b.newPage();
  await first.addInitScript(installRealtimeProbe);
  await first.goto('/');
  await second.goto('/');
  const host = await registerHost(first);
  const created = await call<{ user: { userId: string; tempPassword: string } }>(first, '/api/users', {
    token: host.token,
    body: { name: 'Two Devices', isActive: true },
  });
  const credentials = { userId: created.body.user.userId, password: created.body.user.tempPassword };

  const firstLogin = await call<{ token: string }>(first, '/api/auth/user/login', { body: credentials });
  await first.evaluate((token) => window.__rt.connect(token), firstLogin.body.token);
  const secondLogin = await call<{ token: string }>(second, '/api/auth/user/login', { body: credentials });
  expect(secondLogin.status).toBe(200);

  expect(await first.evaluate(() => window.__rt.next('session-invalidated'))).toMatchObject({
    userId: credentials.userId,
  });
  expect(await first.evaluate(() => window.__rt.next('disconnect'))).toBe('io server disconnect');
  // The old token is refused by REST as well.
  expect((await call(first, '/api/auth/me', { token: firstLogin.body.token })).status).toBe(401);

  await a.close();
  await b.close();
});
