// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../auth/session';
import { db } from '../data/db';
import { backendEvents, type BackendEventMap, type BackendEventName } from '../data/events';
import { REALTIME_EVENTS as E } from '../realtime/server';
import { applyBrowserScenario, getBrowserRealtime } from './index';
import {
  createRealtimeRelay,
  localRealtimeEndpoint,
  type RealtimeEndpoint,
  type RelayChannel,
  type RelayEvents,
  type RelayTransport,
} from './realtime-relay';

/**
 * Two tabs as two ends of one `BroadcastChannel`: the leader runs the page's realtime server, the follower
 * relays its sockets and its backend events to it.
 */
const CHANNEL = 'parley-test/realtime';
const opened: BroadcastChannel[] = [];

function channel(): RelayChannel {
  const end = new BroadcastChannel(CHANNEL);
  opened.push(end);
  return end as unknown as RelayChannel;
}

/** A tab's own backend event bus (each tab has its own module instance in a browser). */
function eventBus(): RelayEvents {
  const listeners = new Map<BackendEventName, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(name, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit<K extends BackendEventName>(name: K, payload: BackendEventMap[K]) {
      for (const listener of listeners.get(name) ?? [])
        (listener as (value: BackendEventMap[K]) => void)(payload);
    },
  };
}

function recordingTransport() {
  const delivered: Array<{ event: string; payload: unknown }> = [];
  const state = { closed: false, dropped: false };
  const transport: RelayTransport = {
    deliver: (event, payload) => delivered.push({ event, payload }),
    close: () => void (state.closed = true),
    drop: () => void (state.dropped = true),
  };
  return { transport, delivered, state };
}

const unusedLocal: RealtimeEndpoint = {
  connect: () => Promise.reject(new Error('a follower never serves its own sockets')),
};

async function hostToken() {
  const host = db.hosts.findFirst((q) => q.where({ email: 'host@parley.app' }))!;
  return { host, token: await startSession(host, 'host') };
}

describe('realtime relay between tabs', () => {
  const goneTabs = new Map<string, () => void>();

  beforeEach(async () => {
    await applyBrowserScenario('default');
    goneTabs.clear();
  });
  afterEach(() => {
    // The tabs' sockets end before their channels close.
    getBrowserRealtime().server.disconnectAll();
    for (const end of opened.splice(0)) end.close();
  });

  function leaderTab(tab = 'leader') {
    const relay = createRealtimeRelay({
      channel: channel(),
      tab,
      local: localRealtimeEndpoint(),
      events: backendEvents,
      watchTab: (other, gone) => goneTabs.set(other, gone),
    });
    relay.becomeLeader();
    return relay;
  }

  function followerTab(tab = 'follower', events = eventBus()) {
    const relay = createRealtimeRelay({
      channel: channel(),
      tab,
      local: unusedLocal,
      events,
      watchTab: () => {},
      connectTimeoutMs: 300,
    });
    return { relay, events };
  }

  it("serves a follower tab's socket on the leader's server, with acknowledgements and broadcasts", async () => {
    leaderTab();
    const { relay } = followerTab();
    const { host, token } = await hostToken();
    const { transport, delivered } = recordingTransport();

    const result = await relay.endpoint.connect({ token }, transport);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(getBrowserRealtime().server.socketsById.has(result.connection.id)).toBe(true);

    const call = db.calls.findFirst((q) => q.where({ hostId: host._id, status: 'active' }))!;
    const ack = await new Promise((resolve) =>
      result.connection.receive(E.createRoom, { roomName: call.meetingId, hostId: host._id }, resolve),
    );
    expect(ack).toMatchObject({ ok: true });

    // A backend event raised by the follower's REST handlers reaches the leader's realtime logic.
    const { events } = followerTab('second-follower');
    events.emit('call-started', { callId: call._id, meetingId: call.meetingId, hostId: host._id });
    await expect.poll(() => delivered.map((entry) => entry.event)).toContain(E.callStarted);
  });

  it('refuses a bad token, and frees the sockets of a tab that closed', async () => {
    leaderTab();
    const { relay } = followerTab();
    const refused = await relay.endpoint.connect({ token: 'forged' }, recordingTransport().transport);
    expect(refused).toEqual({ ok: false, reason: 'refused' });

    const { token } = await hostToken();
    const accepted = await relay.endpoint.connect({ token }, recordingTransport().transport);
    expect(accepted.ok).toBe(true);
    expect(getBrowserRealtime().server.socketsById.size).toBe(1);
    goneTabs.get('follower')!();
    expect(getBrowserRealtime().server.socketsById.size).toBe(0);
  });

  it('without a leader the socket is unavailable; a new leader makes relayed sockets reconnect', async () => {
    const { relay } = followerTab();
    const { token } = await hostToken();
    expect(await relay.endpoint.connect({ token }, recordingTransport().transport)).toEqual({
      ok: false,
      reason: 'unavailable',
    });

    leaderTab('first-leader');
    // A handshake still pending when a leader announces itself starts over; this one starts after.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const link = recordingTransport();
    expect((await relay.endpoint.connect({ token }, link.transport)).ok).toBe(true);
    leaderTab('next-leader');
    await expect.poll(() => link.state.dropped).toBe(true);
  });
});
