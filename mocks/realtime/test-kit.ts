import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import { createNodeMockBackend, type NodeMockBackend } from '../node/backend';

/**
 * Node-side test kit: the whole mock backend on a real HTTP server (ephemeral port) with real socket.io,
 * plus small REST and socket helpers. Used by the realtime tests.
 */
export interface TestBackend {
  base: string;
  backend: NodeMockBackend;
  server: Server;
  sockets: Socket[];
  /** What the backend logged (failures, with their stack), for tests that check a request failed cleanly. */
  logs: string[];
  close(): Promise<void>;
}

export async function startTestBackend(scenario = 'default'): Promise<TestBackend> {
  const logs: string[] = [];
  const backend = await createNodeMockBackend({ scenario, announce: false, log: (line) => logs.push(line) });
  const server = createServer((req, res) =>
    backend.middleware(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  backend.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sockets: Socket[] = [];
  return {
    base: `http://127.0.0.1:${port}`,
    backend,
    server,
    sockets,
    logs,
    async close() {
      for (const socket of sockets) socket.disconnect();
      await backend.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function api<T = Record<string, unknown>>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

interface LoginBody {
  token: string;
  user: { _id: string; userId?: string; name: string };
}

export async function loginHost(base: string) {
  const { host } = SEEDED_ACCOUNTS.default;
  const { status, body } = await api<LoginBody>(base, '/api/auth/login', {
    body: { email: host.email, password: host.password },
  });
  if (status !== 200) throw new Error(`host login failed: ${status}`);
  return body;
}

export const seededUser = (index: number) => {
  const user = SEEDED_ACCOUNTS.default.users[index];
  if (!user) throw new Error(`no seeded user ${index}`);
  return user;
};

export async function loginUser(base: string, index: number) {
  const user = seededUser(index);
  const { status, body } = await api<LoginBody>(base, '/api/auth/user/login', {
    body: { userId: user.userId, password: user.password },
  });
  if (status !== 200) throw new Error(`user login failed: ${status}`);
  return body;
}

/** The host's active call (started when there is none). */
export async function activeCall(base: string, token: string): Promise<{ _id: string; meetingId: string }> {
  const active = await api<{ call: { _id: string; meetingId: string } | null }>(base, '/api/calls/active', {
    token,
  });
  if (active.body.call) return active.body.call;
  const created = await api<{ call: { _id: string; meetingId: string } }>(base, '/api/calls', {
    token,
    body: { title: 'New Call', type: 'audio' },
  });
  if (created.status !== 201) throw new Error(`call start failed: ${created.status}`);
  return created.body.call;
}

export function connectSocket(kit: TestBackend, token: string): Promise<Socket> {
  const socket = io(kit.base, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  kit.sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The payload of the next `event` on `socket`. */
export function nextEvent<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Resolves true when `event` does NOT arrive within `ms`. */
export function silence(socket: Socket, event: string, ms = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const onEvent = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      resolve(true);
    }, ms);
    socket.once(event, onEvent);
  });
}
