import { allSettled, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeMessageReceived } from '@/shared/api';
import { $hostPeers } from '@/entities/host-room/model';
import { $userPeer, userRoomClosed, userRoomOpened } from '@/entities/user-room/model';
import {
  call,
  deliver,
  FakePeerConnection,
  hostScope,
  mountTwice,
  named,
  user,
  userScope,
} from './room-test-kit';

/**
 * Opening a room is idempotent: React's StrictMode in `npm run dev` mounts, unmounts and mounts the call
 * page at once. A second join would make the server announce the user twice and the host send two offers
 * for one join; the user would answer both and the call would stay silent.
 */

describe('opening a call room (StrictMode double mount)', () => {
  beforeEach(() => {
    FakePeerConnection.created = [];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('host and user mounted twice: one create-room, one join-room, one peer each, one offer and one answer', async () => {
    const hostSide = hostScope();
    const userSide = userScope();

    // The host room opens by the call's `_id` (its route) and creates the room the meeting id names.
    await mountTwice(hostSide.scope, 'host');
    expect(hostSide.fetchCall).toHaveBeenCalledOnce();
    expect(hostSide.fetchCall).toHaveBeenCalledWith(call._id);
    expect(named(hostSide.emitted, 'create-room').map(({ payload }) => payload.roomName)).toEqual([
      call.meetingId,
    ]);

    // The user room opens and joins by the meeting id (its route).
    await mountTwice(userSide.scope, 'user');
    expect(userSide.join).toHaveBeenCalledOnce();
    expect(userSide.join).toHaveBeenCalledWith(call.meetingId);
    const joins = named(userSide.emitted, 'join-room');
    expect(joins).toHaveLength(1);

    // The mock server announces every join-room to the host.
    for (const join of joins) {
      await deliver(hostSide.scope, 'user-joined', {
        userId: user.userId,
        userName: join.payload.userName,
        userMongoId: user._id,
        socketId: 'user-socket',
      });
    }
    const offers = named(hostSide.emitted, 'host-to-user-offer');
    expect(offers).toHaveLength(1);
    expect(Object.keys(hostSide.scope.getState($hostPeers))).toEqual(['user-socket']);

    for (const offer of offers) await deliver(userSide.scope, 'host-to-user-offer', offer.payload);
    const answers = named(userSide.emitted, 'user-to-host-answer');
    expect(answers).toHaveLength(1);
    for (const answer of answers) {
      await deliver(hostSide.scope, 'user-to-host-answer', { ...answer.payload, socketId: 'user-socket' });
    }
    // Two peers in all (one per side), both negotiated.
    expect(FakePeerConnection.live()).toHaveLength(2);
    expect(FakePeerConnection.live().every((pc) => pc.signalingState === 'stable')).toBe(true);
  });

  it('the host announced the same connection twice at once keeps one peer and sends one offer', async () => {
    const { scope, emitted } = hostScope();
    await mountTwice(scope, 'host');
    const message = scopeBind(realtimeMessageReceived, { scope });
    const joined = { userId: user.userId, userName: user.name, userMongoId: user._id, socketId: 's1' };
    message({ event: 'user-joined', payload: joined });
    message({ event: 'user-joined', payload: joined });
    await allSettled(scope);
    expect(named(emitted, 'host-to-user-offer')).toHaveLength(1);
    expect(FakePeerConnection.live()).toHaveLength(1);
  });

  it('a rejoin from a new connection closes the old peer at once and offers once', async () => {
    const { scope, emitted } = hostScope();
    await mountTwice(scope, 'host');
    const joined = { userId: user.userId, userName: user.name, userMongoId: user._id };
    await deliver(scope, 'user-joined', { ...joined, socketId: 's1' });
    const [first] = FakePeerConnection.created;
    await deliver(scope, 'user-joined', { ...joined, socketId: 's2' });
    expect(first?.signalingState).toBe('closed');
    expect(FakePeerConnection.live()).toHaveLength(1);
    expect(Object.keys(scope.getState($hostPeers))).toEqual(['s2']);
    expect(named(emitted, 'host-to-user-offer').map((offer) => offer.payload.socketId)).toEqual(['s1', 's2']);
  });

  it('an offer arriving while the user answers an earlier one supersedes it: one answer, one live peer', async () => {
    const { scope, emitted } = userScope();
    await mountTwice(scope, 'user');
    const message = scopeBind(realtimeMessageReceived, { scope });
    const offer = (id: string) => ({ type: 'offer', sdp: `v=0\na=fingerprint:sha-256 HOST${id}` });
    message({ event: 'host-to-user-offer', payload: { userId: user.userId, offer: offer('1') } });
    message({ event: 'host-to-user-offer', payload: { userId: user.userId, offer: offer('2') } });
    await allSettled(scope);
    expect(named(emitted, 'user-to-host-answer')).toHaveLength(1);
    expect(FakePeerConnection.live()).toHaveLength(1);
    expect(scope.getState($userPeer)?.pc.remoteDescription?.sdp).toContain('HOST2');
  });

  it('leaving for real (unmount with no mount after it) tears the room down once', async () => {
    const { scope, emitted } = userScope();
    await mountTwice(scope, 'user');
    await allSettled(userRoomClosed, { scope });
    expect(named(emitted, 'leave-room')).toHaveLength(1);
    await allSettled(userRoomOpened, { scope, params: { meetingId: call.meetingId } });
    expect(named(emitted, 'join-room')).toHaveLength(2);
  });
});
