import { allSettled, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeMessageReceived } from '@/shared/api';
import { $hostPeers, $participants, hostRoomClosed } from '@/entities/host-room/model';
import { $userPeer, userRoomClosed } from '@/entities/user-room/model';
import { deliver, FakePeerConnection, hostScope, mountTwice, named, user, userScope } from './room-test-kit';

/**
 * Peers never pile up: a superseded, failed or departed peer is closed and forgotten at once,
 * and each join gets exactly one peer and one offer, however often the page mounts.
 */

const joined = (socketId: string) => ({
  userId: user.userId,
  userName: user.name,
  userMongoId: user._id,
  socketId,
});

describe('host peers', () => {
  beforeEach(() => {
    FakePeerConnection.created = [];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a participant who leaves has its peer closed and forgotten; the rejoin gets one new peer and offer', async () => {
    const { scope, emitted } = hostScope();
    await mountTwice(scope, 'host');
    await deliver(scope, 'user-joined', joined('s1'));
    await deliver(scope, 'user-disconnected', { userId: user.userId, socketId: 's1' });
    expect(FakePeerConnection.live()).toHaveLength(0);
    expect(scope.getState($hostPeers)).toEqual({});
    expect(scope.getState($participants)).toEqual([]);

    await deliver(scope, 'user-joined', joined('s2'));
    expect(FakePeerConnection.created).toHaveLength(2);
    expect(FakePeerConnection.live()).toHaveLength(1);
    expect(named(emitted, 'host-to-user-offer').map((offer) => offer.payload.socketId)).toEqual(['s1', 's2']);
  });

  it('a failed peer announced again is closed and replaced by one new peer with one offer', async () => {
    const { scope, emitted } = hostScope();
    await mountTwice(scope, 'host');
    await deliver(scope, 'user-joined', joined('s1'));
    const [failed] = FakePeerConnection.created;
    // The user's page announces itself again before the 500 ms ICE restart of the failed peer is due.
    failed?.fail();
    await deliver(scope, 'user-joined', joined('s1'));
    expect(failed?.signalingState).toBe('closed');
    expect(FakePeerConnection.live()).toHaveLength(1);
    expect(scope.getState($hostPeers).s1?.pc).toBe(FakePeerConnection.created[1]);
    // The first join's offer, then exactly one for the new peer: no ICE restart offer of the closed one.
    expect(named(emitted, 'host-to-user-offer')).toHaveLength(2);
  });

  it('leaving the room closes every peer and forgets them', async () => {
    const { scope } = hostScope();
    await mountTwice(scope, 'host');
    await deliver(scope, 'user-joined', joined('s1'));
    await allSettled(hostRoomClosed, { scope });
    expect(FakePeerConnection.live()).toHaveLength(0);
    expect(scope.getState($hostPeers)).toEqual({});
  });

  it('back and forward to the room (closed, then opened in the same task) keeps the peer and its offer', async () => {
    const { scope, emitted } = hostScope();
    await mountTwice(scope, 'host');
    await deliver(scope, 'user-joined', joined('s1'));
    await mountTwice(scope, 'host');
    expect(named(emitted, 'create-room')).toHaveLength(1);
    expect(named(emitted, 'host-to-user-offer')).toHaveLength(1);
    expect(FakePeerConnection.live()).toHaveLength(1);
  });
});

describe('user peer', () => {
  beforeEach(() => {
    FakePeerConnection.created = [];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });
  afterEach(() => vi.unstubAllGlobals());

  const offer = (id: string) => ({ type: 'offer', sdp: `v=0\na=fingerprint:sha-256 HOST${id}` });

  it('leaving closes the peer; the rejoin answers the new offer with one new peer', async () => {
    const { scope, emitted } = userScope();
    await mountTwice(scope, 'user');
    await deliver(scope, 'host-to-user-offer', { userId: user.userId, offer: offer('1') });
    await allSettled(userRoomClosed, { scope });
    expect(FakePeerConnection.live()).toHaveLength(0);
    expect(scope.getState($userPeer)).toBeNull();

    await mountTwice(scope, 'user');
    const message = scopeBind(realtimeMessageReceived, { scope });
    message({ event: 'host-to-user-offer', payload: { userId: user.userId, offer: offer('2') } });
    await allSettled(scope);
    expect(named(emitted, 'join-room')).toHaveLength(2);
    expect(named(emitted, 'user-to-host-answer')).toHaveLength(2);
    expect(FakePeerConnection.live()).toHaveLength(1);
    expect(scope.getState($userPeer)?.pc.remoteDescription?.sdp).toContain('HOST2');
  });
});
