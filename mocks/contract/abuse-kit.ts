import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { io, type Socket } from 'socket.io-client';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import { startTestBackend, type TestBackend } from '../realtime/test-kit';

export { nextEvent, silence } from '../realtime/test-kit';
import { remoteBase } from './harness';

/**
 * The abuse part of the contract suite talks to a real HTTP + socket.io server: `CONTRACT_BASE_URL` when set
 * (a dev server, a real backend), otherwise the Node mock backend exactly as the dev server mounts it, on an
 * ephemeral port. It reseeds nothing: every attack must leave the seeded data as it was.
 */
export interface AbuseServer {
  base: string;
  /** The in-process backend (local runs only), for the few checks that need to look inside. */
  local: TestBackend | null;
  close(): Promise<void>;
}

const sockets = new Set<Socket>();

export async function startAbuseServer(): Promise<AbuseServer> {
  if (remoteBase) return { base: remoteBase.replace(/\/$/, ''), local: null, close: async () => {} };
  const kit = await startTestBackend('default');
  return { base: kit.base, local: kit, close: () => kit.close() };
}

/** Disconnects every socket opened here and gives the server a moment to process it (rooms free up). */
export async function closeSockets(): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  sockets.clear();
  await new Promise((resolve) => setTimeout(resolve, 150));
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are asserted field by field
  body: any;
  headers: Headers;
}

export async function send(
  base: string,
  method: string,
  path: string,
  init: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(base + path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/**
 * One request through Node's HTTP client, for what `fetch` refuses to send (methods such as TRACE), with the
 * body parsed like `send`'s.
 */
export function sendRaw(base: string, method: string, path: string): Promise<Reply> {
  const url = new URL(base + path);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(
      url.origin,
      { method, path: url.pathname + url.search, headers: { accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, headers });
        });
      },
    )
      .on('error', reject)
      .end();
  });
}

export interface Login {
  token: string;
  user: { _id: string; userId?: string; name: string };
}

export const HOST = SEEDED_ACCOUNTS.default.host;
export const OTHER_HOST = SEEDED_ACCOUNTS.other.host;
export const OTHER_USER = SEEDED_ACCOUNTS.other.users[0]!;
export const seededUser = (index: number) => SEEDED_ACCOUNTS.default.users[index]!;

export async function hostLogin(
  base: string,
  account: { email: string; password: string } = HOST,
): Promise<Login> {
  const reply = await send(base, 'POST', '/api/auth/login', {
    json: { email: account.email, password: account.password },
  });
  if (reply.status !== 200)
    throw new Error(`host login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as Login;
}

export async function userLogin(base: string, account: { userId: string; password: string }): Promise<Login> {
  const reply = await send(base, 'POST', '/api/auth/user/login', {
    json: { userId: account.userId, password: account.password },
  });
  if (reply.status !== 200)
    throw new Error(`user login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as Login;
}

export function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Fields that change on every sign-in (not seeded data). */
const VOLATILE = new Set(['lastLogin', 'lastActive']);

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !VOLATILE.has(key))
        .map(([key, inner]) => [key, stable(inner)]),
    );
  }
  return value;
}

/**
 * Everything the seeded accounts can read about their data: profiles, users (with passwords), calls,
 * recordings, notifications, settings, for both tenants and a sub-user.
 */
export async function seededSnapshot(base: string): Promise<unknown> {
  const host = await hostLogin(base);
  const other = await hostLogin(base, OTHER_HOST);
  const user = await userLogin(base, seededUser(2));
  const read = async (token: string, path: string) => stable((await send(base, 'GET', path, { token })).body);
  return {
    host: {
      me: await read(host.token, '/api/auth/me'),
      users: await read(host.token, '/api/users'),
      calls: await read(host.token, '/api/calls/host/calls?limit=1000'),
      recordings: await read(host.token, '/api/recordings/host'),
      notifications: await read(host.token, '/api/notifications'),
      settings: await read(host.token, `/api/hosts/${host.user._id}`),
    },
    other: {
      me: await read(other.token, '/api/auth/me'),
      users: await read(other.token, '/api/users'),
      calls: await read(other.token, '/api/calls/host/calls?limit=1000'),
      recordings: await read(other.token, '/api/recordings/host'),
    },
    user: {
      me: await read(user.token, '/api/auth/me'),
      recordings: await read(user.token, '/api/recordings/user'),
      notifications: await read(user.token, '/api/notifications'),
    },
  };
}
