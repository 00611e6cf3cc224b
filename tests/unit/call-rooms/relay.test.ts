import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $roomNotice, $userCall } from '@/entities/user-room/model';
import {
  call,
  deliver,
  FakePeerConnection,
  hostScope,
  mountTwice,
  named,
  relayServers,
  user,
  userScope,
} from './room-test-kit';

/**
 * The relay (spec 02 §7: audio through a relay server, relay-only on iOS): each join asks the backend for
 * its TURN servers first, links gather with them, an ICE restart asks for fresh credentials, and an iPhone
 * without a relay is told so instead of sitting in a silent call.
 */
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const hostOffer = { type: 'offer' as const, sdp: 'v=0\na=fingerprint:sha-256 HOST-1' };
const fresh: RTCIceServer[] = [
  { urls: ['turn:relay.test:3478?transport=tcp'], username: '9999999999:fresh', credential: 'fresh' },
];
const configOf = (index: number) => FakePeerConnection.created[index]?.getConfiguration();

beforeEach(() => {
  FakePeerConnection.created = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a user joining', () => {
  it('asks for the relay before join-room, and answers the host with a peer that gathers through it', async () => {
    const { scope, emitted, fetchIceServers } = userScope();
    await mountTwice(scope, 'user');
    expect(fetchIceServers).toHaveBeenCalledOnce();
    expect(named(emitted, 'join-room')).toHaveLength(1);

    await deliver(scope, 'host-to-user-offer', { offer: hostOffer, userId: user.userId });
    expect(named(emitted, 'user-to-host-answer')).toHaveLength(1);
    expect(configOf(0)?.iceServers).toEqual(relayServers);
    expect(configOf(0)?.iceTransportPolicy).toBeUndefined();
  });

  it('asks for the relay while its join request is on the way, and announces once both answers are in', async () => {
    const { scope, emitted, join, fetchIceServers } = userScope();
    let admit = (_joined: typeof call) => undefined as void;
    join.mockImplementation(() => new Promise((resolve) => (admit = resolve)));
    const mounted = mountTwice(scope, 'user');
    await vi.waitFor(() => expect(fetchIceServers).toHaveBeenCalledOnce());
    expect(join).toHaveBeenCalledOnce();
    expect(named(emitted, 'join-room')).toHaveLength(0);
    admit(call);
    await mounted;
    expect(named(emitted, 'join-room')).toHaveLength(1);
  });

  it('when the relay answers after the join, announces only then', async () => {
    const { scope, emitted, join, fetchIceServers } = userScope();
    let answer = (_servers: { iceServers: RTCIceServer[]; expiresAt: number }) => undefined as void;
    fetchIceServers.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const mounted = mountTwice(scope, 'user');
    await vi.waitFor(() => expect(join).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(scope.getState($userCall)).toEqual(call));
    expect(named(emitted, 'join-room')).toHaveLength(0);
    answer({ iceServers: relayServers, expiresAt: Date.now() + 3_600_000 });
    await mounted;
    expect(named(emitted, 'join-room')).toHaveLength(1);
  });

  it('on an iPhone, goes through the relay only', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const { scope, emitted } = userScope();
    await mountTwice(scope, 'user');
    await deliver(scope, 'host-to-user-offer', { offer: hostOffer, userId: user.userId });
    expect(named(emitted, 'user-to-host-answer')).toHaveLength(1);
    expect(configOf(0)?.iceTransportPolicy).toBe('relay');
    expect(configOf(0)?.iceServers).toEqual(relayServers);
  });

  it('on an iPhone with no relay from the backend, never joins the room and says why', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const { scope, emitted, fetchIceServers } = userScope();
    fetchIceServers.mockResolvedValue({ iceServers: [], expiresAt: Date.now() + 3_600_000 });
    await mountTwice(scope, 'user');
    expect(named(emitted, 'join-room')).toHaveLength(0);
    expect(scope.getState($roomNotice)).toBe('relay-missing');
  });

  it('without an answer from the backend, a desktop still joins (a direct path may work)', async () => {
    const { scope, emitted, fetchIceServers } = userScope();
    fetchIceServers.mockRejectedValue(new Error('Failed to load relay servers'));
    await mountTwice(scope, 'user');
    expect(named(emitted, 'join-room')).toHaveLength(1);
  });
});

/** A peer whose relay refuses the kit's first credentials (401), as coturn does once they expired. */
class RefusedFirstPeer extends FakePeerConnection {
  override async setLocalDescription(description: RTCSessionDescriptionInit) {
    await super.setLocalDescription(description);
    if (this.getConfiguration().iceServers?.[0]?.credential !== relayServers[0]?.credential) return;
    const refusal = Object.assign(new Event('icecandidateerror'), {
      errorCode: 401,
      url: 'turn:relay.test:3478?transport=udp',
    });
    this.dispatchEvent(refusal);
  }
}

describe('expired credentials refused by the relay', () => {
  beforeEach(() => vi.stubGlobal('RTCPeerConnection', RefusedFirstPeer));

  it('the user fetches fresh ones and answers the same offer once, from a new peer that uses them', async () => {
    const { scope, emitted, fetchIceServers } = userScope();
    await mountTwice(scope, 'user');
    fetchIceServers.mockResolvedValue({ iceServers: fresh, expiresAt: Date.now() + 3_600_000 });
    await deliver(scope, 'host-to-user-offer', { offer: hostOffer, userId: user.userId });
    expect(fetchIceServers).toHaveBeenCalledTimes(2);
    expect(FakePeerConnection.created).toHaveLength(2);
    expect(FakePeerConnection.created[0]?.signalingState).toBe('closed');
    expect(configOf(1)?.iceServers).toEqual(fresh);
    expect(named(emitted, 'user-to-host-answer')).toHaveLength(1);
  });

  it('the host gathers again with fresh ones before its one offer goes out', async () => {
    const { scope, emitted, fetchIceServers } = hostScope();
    await mountTwice(scope, 'host');
    fetchIceServers.mockResolvedValue({ iceServers: fresh, expiresAt: Date.now() + 3_600_000 });
    await deliver(scope, 'user-joined', {
      userId: user.userId,
      userName: user.name,
      userMongoId: user._id,
      socketId: 's1',
    });
    expect(fetchIceServers).toHaveBeenCalledTimes(2);
    expect(configOf(0)?.iceServers).toEqual(fresh);
    expect(named(emitted, 'host-to-user-offer')).toHaveLength(1);
  });
});

describe('the host', () => {
  const joined = { userId: user.userId, userName: user.name, userMongoId: user._id, socketId: 's1' };

  it('asks for the relay before create-room; an ICE restart asks for fresh credentials', async () => {
    const { scope, emitted, fetchIceServers } = hostScope();
    await mountTwice(scope, 'host');
    expect(fetchIceServers).toHaveBeenCalledOnce();
    expect(named(emitted, 'create-room')).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ roomName: call.meetingId }) }),
    ]);
    await deliver(scope, 'user-joined', joined);
    expect(configOf(0)?.iceServers).toEqual(relayServers);

    fetchIceServers.mockResolvedValue({ iceServers: fresh, expiresAt: Date.now() + 3_600_000 });
    FakePeerConnection.created[0]?.fail();
    await allSettled(scope);
    expect(fetchIceServers).toHaveBeenCalledTimes(2);
    expect(configOf(0)?.iceServers).toEqual(fresh);
    expect(named(emitted, 'host-to-user-offer')).toHaveLength(2);
  });

  it('replaces credentials about to expire before a new participant links with them', async () => {
    const { scope, fetchIceServers } = hostScope();
    fetchIceServers.mockResolvedValueOnce({ iceServers: relayServers, expiresAt: Date.now() + 5_000 });
    fetchIceServers.mockResolvedValue({ iceServers: fresh, expiresAt: Date.now() + 3_600_000 });
    await mountTwice(scope, 'host');
    await deliver(scope, 'user-joined', joined);
    expect(fetchIceServers).toHaveBeenCalledTimes(2);
    expect(configOf(0)?.iceServers).toEqual(fresh);
  });
});
