// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  activeCallResponseSchema,
  callResponseSchema,
  hostCallsResponseSchema,
} from '../../src/shared/api/schemas';
import { SEEDED_ACCOUNTS } from '../data/accounts';
import { backendEvents } from '../data/events';
import {
  HOST,
  api,
  local,
  loginHost,
  loginUser,
  tokens,
  setupContractServer,
  seedScenarioEachTest,
} from './harness';

setupContractServer();

async function endActiveCall(token: string): Promise<void> {
  const active = await api('GET', '/api/calls/active', { token });
  if (active.body.call) await api('POST', `/api/calls/${active.body.call._id}/end`, { token });
}

describe('calls lifecycle', () => {
  it('the seeded host has one active call, visible to its users', async () => {
    const { host, user, other } = await tokens();
    const reply = await api('GET', '/api/calls/active', { token: host });
    const { call } = activeCallResponseSchema.parse(reply.body);
    expect(call).toMatchObject({ status: 'active', hostName: HOST.name });
    const forUser = await api('GET', '/api/calls/active', { token: user });
    expect(forUser.body.call._id).toBe(call!._id);
    const forOther = await api('GET', '/api/calls/active', { token: other });
    expect(forOther.body.call).toBeNull();
    expect((await api('GET', '/api/calls/active')).status).toBe(401);
  });

  it('creates a call with defaults; a second one is refused', async () => {
    const host = await loginHost();
    await endActiveCall(host);
    const started: unknown[] = [];
    const off = backendEvents.on('call-started', (event) => started.push(event));
    const reply = await api('POST', '/api/calls', { token: host });
    off();
    expect(reply.status).toBe(201);
    const { call } = callResponseSchema.parse(reply.body);
    expect(call).toMatchObject({ title: 'New Call', type: 'audio', status: 'active', participants: [] });
    expect(call.meetingId).toMatch(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    if (local) expect(started).toEqual([expect.objectContaining({ meetingId: call.meetingId })]);
    const second = await api('POST', '/api/calls', { token: host, body: { title: 'Room', type: 'audio' } });
    expect(second).toMatchObject({ status: 400, body: { message: 'You already have an active call' } });
    const user = await loginUser();
    expect((await api('POST', '/api/calls', { token: user })).status).toBe(403);
    expect((await api('POST', '/api/calls')).status).toBe(401);
  });

  it('takes title and type from the call room', async () => {
    const host = await loginHost();
    await endActiveCall(host);
    const reply = await api('POST', '/api/calls', { token: host, body: { title: 'Standup', type: 'audio' } });
    expect(reply.body.call).toMatchObject({ title: 'Standup', type: 'audio' });
    const bad = await api('POST', '/api/calls', { token: host, body: { type: 'video' } });
    expect(bad.status).toBe(400);
  });

  it('gets a call by id or meeting id; another host gets 404', async () => {
    const { host, user, other } = await tokens();
    const { call } = (await api('GET', '/api/calls/active', { token: host })).body;
    for (const id of [call._id, call.meetingId]) {
      const reply = await api('GET', `/api/calls/${id}`, { token: host });
      expect(reply.body.call.meetingId).toBe(call.meetingId);
    }
    expect((await api('GET', `/api/calls/${call._id}`, { token: user })).status).toBe(200);
    expect(await api('GET', `/api/calls/${call._id}`, { token: other })).toMatchObject({
      status: 404,
      body: { message: 'Call not found' },
    });
  });

  it('a user joins and leaves; the host ends; joining an ended call is refused', async () => {
    const { host, user, other } = await tokens();
    const { call } = (await api('GET', '/api/calls/active', { token: host })).body;
    const joined = await api('POST', `/api/calls/${call._id}/join`, { token: user });
    expect(joined.status).toBe(200);
    expect(joined.body.call).toMatchObject({
      status: 'active',
      meetingId: call.meetingId,
      hostName: HOST.name,
      hostProfilePicture: expect.stringMatching(/^uploads\//),
    });
    expect(joined.body.call.participants).toEqual([expect.objectContaining({ leftAt: null })]);
    expect((await api('POST', `/api/calls/${call._id}/join`, { token: other })).status).toBe(404);
    const left = await api('POST', `/api/calls/${call._id}/leave`, { token: user });
    expect(left.body.call.participants[0].leftAt).toEqual(expect.any(String));

    expect((await api('POST', `/api/calls/${call._id}/end`, { token: user })).status).toBe(403);
    expect((await api('POST', `/api/calls/${call._id}/end`, { token: other })).status).toBe(404);
    const ended = await api('POST', `/api/calls/${call._id}/end`, { token: host });
    expect(ended.body.call).toMatchObject({ status: 'ended', endTime: expect.any(String) });
    expect(await api('POST', `/api/calls/${call._id}/join`, { token: user })).toMatchObject({
      status: 400,
      body: { message: 'Call is not active' },
    });
    expect((await api('GET', '/api/calls/active', { token: user })).body.call).toBeNull();
  });

  it("a sub-user sees only their own entries among a call's participants; the host sees everyone", async () => {
    const { host, user } = await tokens();
    const colleague = await loginUser(SEEDED_ACCOUNTS.default.users[1]!);
    const { call } = (await api('GET', '/api/calls/active', { token: host })).body;
    await api('POST', `/api/calls/${call._id}/join`, { token: colleague });
    const joined = await api('POST', `/api/calls/${call._id}/join`, { token: user });
    const mine = { userId: SEEDED_ACCOUNTS.default.users[0]!.userId };
    expect(joined.body.call.participants).toEqual([expect.objectContaining(mine)]);
    for (const path of ['/api/calls/active', `/api/calls/${call._id}`]) {
      expect((await api('GET', path, { token: user })).body.call.participants).toEqual([
        expect.objectContaining(mine),
      ]);
    }
    const left = await api('POST', `/api/calls/${call._id}/leave`, { token: user });
    expect(left.body.call.participants).toEqual([expect.objectContaining(mine)]);
    const seenByHost = (await api('GET', `/api/calls/${call._id}`, { token: host })).body.call;
    expect(seenByHost.participants).toHaveLength(2);
  });
});

describe('GET /api/calls/host/calls', () => {
  it('lists the host’s calls newest first with limit, including the double-slash variant', async () => {
    const { host, user, other } = await tokens();
    const reply = await api('GET', '/api/calls/host/calls', { token: host });
    const body = hostCallsResponseSchema.parse(reply.body);
    expect(body.calls).toHaveLength(25);
    expect(body.total).toBe(25);
    const starts = body.calls.map((call) => call.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.calls.some((call) => call.recordingUrl)).toBe(true);
    const limited = await api('GET', '/api/calls/host/calls?limit=5', { token: host });
    expect(limited.body.calls).toHaveLength(5);
    const doubled = await api('GET', '/api/calls//host/calls?limit=5', { token: host });
    expect(doubled.body.total).toBe(25);
    expect((await api('GET', '/api/calls/host/calls', { token: other })).body.total).toBe(2);
    expect((await api('GET', '/api/calls/host/calls', { token: user })).status).toBe(403);
  });

  it('answers one page of the matching calls, in the asked order, with how many match', async () => {
    const { host } = await tokens();
    const all = hostCallsResponseSchema.parse(
      (await api('GET', '/api/calls/host/calls', { token: host })).body,
    );
    const page2 = await api('GET', '/api/calls/host/calls?limit=10&page=2', { token: host });
    expect(page2.body).toEqual({ calls: all.calls.slice(10, 20), total: 25 });
    const last = await api('GET', '/api/calls/host/calls?limit=10&page=3', { token: host });
    expect(last.body.calls).toHaveLength(5);

    const meetingId = all.calls[3]!.meetingId;
    const found = await api('GET', `/api/calls/host/calls?search=${meetingId.toUpperCase()}`, {
      token: host,
    });
    expect(found.body).toMatchObject({ total: 1, calls: [{ meetingId }] });
    const active = await api('GET', '/api/calls/host/calls?status=active', { token: host });
    const activeCount = all.calls.filter((call) => call.status === 'active').length;
    expect(active.body.total).toBe(activeCount);

    const byId = await api('GET', '/api/calls/host/calls?sort=meetingId&order=asc&limit=5', { token: host });
    const ids = all.calls.map((call) => call.meetingId).sort();
    expect(byId.body.calls.map((call: { meetingId: string }) => call.meetingId)).toEqual(ids.slice(0, 5));
    expect(byId.body.total).toBe(25);
  });

  it('says what is wrong with a bad list query', async () => {
    const { host } = await tokens();
    const bad = (query: string) => api('GET', `/api/calls/host/calls?${query}`, { token: host });
    expect(await bad('page=0&limit=10')).toMatchObject({
      status: 400,
      body: { message: 'page must be at least 1' },
    });
    expect(await bad('limit=ten')).toMatchObject({
      status: 400,
      body: { message: 'limit must be a number' },
    });
    expect(await bad('sort=title')).toMatchObject({
      status: 400,
      body: { message: 'sort must be one of meetingId, status, startTime, endTime, participants' },
    });
    expect(await bad('status=paused')).toMatchObject({
      status: 400,
      body: { message: 'status must be one of all, active, ended' },
    });
    expect(await bad(`search=${'x'.repeat(101)}`)).toMatchObject({ status: 400 });
  });
});

describe('GET /api/ping', () => {
  it('answers without a token and is never cached', async () => {
    const reply = await api('GET', '/api/ping');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('no-store');
  });
});

describe.runIf(local)('expired subscription', () => {
  seedScenarioEachTest('expired');
  it('refuses a new call with subscriptionExpired', async () => {
    const host = await loginHost(SEEDED_ACCOUNTS.expired.host);
    expect(await api('POST', '/api/calls', { token: host })).toMatchObject({
      status: 403,
      body: { subscriptionExpired: true },
    });
  });
});
