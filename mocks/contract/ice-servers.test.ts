// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, iceServersResponseSchema } from '../../src/shared/api/schemas';
import { startTurnServer, type RunningTurnServer } from '../node/turn-server';
import { setRelay } from '../relay/relay';
import { turnAllocate, type StunTarget } from '../relay/stun-client';
import { api, local, loginUser, setupContractServer } from './harness';

/**
 * GET /api/ice-servers: the relay (TURN REST API, short-lived HMAC credentials) a signed-in account may use.
 * Checked against coturn itself: locally the mock backend hands out the credentials of a coturn this suite
 * starts; with `CONTRACT_BASE_URL`, the relay the real backend names.
 */
setupContractServer();

let turn: RunningTurnServer | null = null;
beforeAll(async () => {
  if (!local) return;
  turn = await startTurnServer({ log: () => undefined });
  if (turn) setRelay(turn.relay);
}, 20_000);
afterAll(async () => {
  setRelay(null);
  await turn?.stop();
});
/** Locally the checks need coturn (`apt-get install coturn`; `./parley test` installs it). */
const relayAvailable = () => !local || turn !== null;

/** `turn:host:port?transport=tcp` as a STUN target. */
function targetOf(url: string): StunTarget {
  const match = /^turns?:(\[[^\]]+\]|[^:?]+)(?::(\d+))?(?:\?transport=(udp|tcp))?$/i.exec(url);
  if (!match) throw new Error(`not a TURN URL: ${url}`);
  const host = (match[1] ?? '').replace(/^\[|\]$/g, '');
  return { host, port: Number(match[2] ?? 3478), transport: match[3] === 'tcp' ? 'tcp' : 'udp' };
}

async function relayFor(token: string, query = '') {
  const reply = await api('GET', `${API_PATHS.iceServers}${query}`, { token });
  expect(reply.status).toBe(200);
  const parsed = iceServersResponseSchema.parse(reply.body);
  const server = parsed.iceServers.find((entry) => [entry.urls].flat().some((url) => /^turn:/i.test(url)));
  if (!server?.username || !server.credential) throw new Error('no TURN server with credentials');
  const urls = [server.urls].flat().filter((url) => /^turn:/i.test(url));
  return { ttl: parsed.ttl, urls, credentials: { username: server.username, credential: server.credential } };
}

describe('GET /api/ice-servers', () => {
  it('requires a token', async () => {
    const missing = await api('GET', API_PATHS.iceServers);
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('Authentication required');
    const forged = await api('GET', API_PATHS.iceServers, { token: 'not-a-token' });
    expect(forged.status).toBe(401);
  });

  it('refuses a ttl that is not a positive whole number of seconds', async () => {
    const token = await loginUser();
    const reply = await api('GET', `${API_PATHS.iceServers}?ttl=0`, { token });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('ttl must be at least 1 second');
  });

  it('hands out credentials the relay accepts, over UDP and over TCP, for about an hour', async (context) => {
    if (!relayAvailable()) context.skip();
    const { ttl, urls, credentials } = await relayFor(await loginUser());
    expect(ttl).toBeGreaterThan(60);
    expect(urls.some((url) => url.endsWith('?transport=tcp'))).toBe(true);
    const expiry = Number(credentials.username.split(':')[0]) * 1000;
    expect(Math.abs(expiry - Date.now() - ttl * 1000)).toBeLessThan(5000);
    for (const url of urls) expect(await turnAllocate(targetOf(url), credentials)).toEqual({ ok: true });
    const forged = { ...credentials, credential: `${credentials.credential}x` };
    expect(await turnAllocate(targetOf(urls[0] as string), forged)).toMatchObject({ ok: false, code: 401 });
  }, 20_000);

  it('credentials stop working once their time is up', async (context) => {
    if (!relayAvailable()) context.skip();
    const { ttl, urls, credentials } = await relayFor(await loginUser(), '?ttl=1');
    expect(ttl).toBe(1);
    const target = targetOf(urls[0] as string);
    expect(await turnAllocate(target, credentials)).toEqual({ ok: true });
    const expiry = Number(credentials.username.split(':')[0]) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiry - Date.now()) + 1500));
    expect(await turnAllocate(target, credentials)).toMatchObject({ ok: false, code: 401 });
  }, 20_000);
});
