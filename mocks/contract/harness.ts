import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SEEDED_ACCOUNTS, type ScenarioName } from '../data/accounts';
import { resetDatabase } from '../data/seed';
import { handlers } from '../handlers';

/**
 * The contract suite talks HTTP to `CONTRACT_BASE_URL`; unset, msw's `setupServer` intercepts
 * `http://localhost` in-process. Scenario-dependent checks only run locally (`local`).
 */
export const remoteBase = process.env.CONTRACT_BASE_URL;
export const local = !remoteBase;
export const BASE_URL = (remoteBase ?? 'http://localhost').replace(/\/$/, '');

export const HOST = SEEDED_ACCOUNTS.default.host;
export const OTHER_HOST = SEEDED_ACCOUNTS.other.host;
export const USER = SEEDED_ACCOUNTS.default.users[0];
export const INACTIVE_USER = SEEDED_ACCOUNTS.default.users[5];
export const OTHER_USER = SEEDED_ACCOUNTS.other.users[0];

/** Starts msw (local runs) and reseeds `scenario` before every test. */
export function setupContractServer(scenario: ScenarioName = 'default'): void {
  const server = local ? setupServer(...handlers) : null;
  beforeAll(() => server?.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server?.close());
  beforeEach(async () => {
    if (local) await resetDatabase(scenario);
  });
}

/** Reseeds another scenario for one describe block (runs after the outer default reseed). */
export function seedScenarioEachTest(scenario: ScenarioName): void {
  beforeEach(async () => {
    if (local) await resetDatabase(scenario);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are asserted field by field
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Reply
export async function api<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export async function loginHost(account: { email: string; password: string } = HOST): Promise<string> {
  const reply = await api('POST', '/api/auth/login', {
    body: { email: account.email, password: account.password },
  });
  if (reply.status !== 200)
    throw new Error(`host login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.token as string;
}

export async function loginUser(account: { userId: string; password: string } = USER): Promise<string> {
  const reply = await api('POST', '/api/auth/user/login', {
    body: { userId: account.userId, password: account.password },
  });
  if (reply.status !== 200)
    throw new Error(`user login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.token as string;
}

/** Reads the latest OTP sent to an address from the dev outbox (like reading e-mail in e2e). */
export async function latestOtp(to: string): Promise<string> {
  const reply = await api('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const otp = reply.body.messages?.[0]?.otp as string | undefined;
  if (!otp) throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}

/** Leading bytes the server recognises images by (it never trusts the declared type). */
export const IMAGE_MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)),
};

/** A file of `size` bytes that starts like a real image of `type` (or with nothing recognisable). */
export function imageFile(name = 'picture.png', type = 'image/png', size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set((IMAGE_MAGIC[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
}

/** A code guaranteed to differ from `otp`. */
export function wrongOtp(otp: string): string {
  return otp
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
}

/** The 401/403/404 matrix every protected route is checked against. */
export async function tokens() {
  const [host, user, other] = await Promise.all([loginHost(), loginUser(), loginHost(OTHER_HOST)]);
  return { host, user, other };
}
