import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeEmitted, realtimeMessageReceived } from '@/shared/api';
import {
  $hostRoomPhase,
  $participants,
  $participantCount,
  participantMuteSet,
} from '@/entities/host-room/model';
import { fetchIceServersFx } from '@/entities/call-room/model/relay';
import {
  joinParticipant,
  removeParticipant,
  updateParticipant,
} from '@/entities/call-room/model/room-participants';
import { FakePeerConnection } from './room-test-kit';

const joinedMessage = (socketId: string, userName: string, userMongoId = `m-${userName}`) => ({
  event: 'user-joined',
  payload: { userId: `U-${userName}`, userName, userMongoId, socketId },
});

describe('participant list rules', () => {
  it('a user joining under the same name replaces the older tile', () => {
    const first = joinParticipant([], {
      userId: 'U-1',
      userName: 'Asha',
      userMongoId: 'MU-1',
      socketId: 's1',
    });
    const second = joinParticipant(first, {
      userId: 'U-1',
      userName: 'Asha',
      userMongoId: 'MU-1',
      socketId: 's2',
    });
    expect(second.map((item) => item.key)).toEqual(['s2']);
  });

  it('a user the host muted earlier in the call joins again muted, as the server still holds them', () => {
    const joined = { userId: 'U-1', userName: 'Asha', userMongoId: 'MU-1', socketId: 's1' };
    expect(joinParticipant([], { ...joined, mutedByHost: true })[0]?.muted).toBe(true);
    expect(joinParticipant([], joined)[0]?.muted).toBe(false);
  });

  it('removes by socket id or account id and updates speaking/muted', () => {
    const list = joinParticipant(
      joinParticipant([], { userId: 'U-1', userName: 'Asha', userMongoId: 'MU-1', socketId: 's1' }),
      {
        userId: 'U-2',
        userName: 'Ben',
        userMongoId: 'MU-2',
        socketId: 's2',
      },
    );
    expect(updateParticipant(list, { userId: 'U-2' }, { status: 'speaking' })[1]?.status).toBe('speaking');
    expect(removeParticipant(list, { socketId: 's1' }).map((item) => item.userName)).toEqual(['Ben']);
    expect(removeParticipant(list, { userId: 'U-2' }).map((item) => item.userName)).toEqual(['Asha']);
  });
});

describe('host room participants (model)', () => {
  beforeEach(() => vi.stubGlobal('RTCPeerConnection', FakePeerConnection));
  afterEach(() => vi.unstubAllGlobals());

  it('adds, marks speaking, replaces on rejoin and removes on disconnect', async () => {
    const scope = fork({
      values: [[$hostRoomPhase, 'live']],
      handlers: [[fetchIceServersFx, async () => ({ iceServers: [], expiresAt: Date.now() + 3_600_000 })]],
    });
    const emitted: string[] = [];
    const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: ({ event }) => emitted.push(event) });

    await allSettled(realtimeMessageReceived, { scope, params: joinedMessage('s1', 'Asha') });
    expect(scope.getState($participantCount)).toBe(1);
    expect(emitted).toContain('host-to-user-offer');

    await allSettled(realtimeMessageReceived, {
      scope,
      params: {
        event: 'user-speaking',
        payload: { userName: 'Asha', userId: 'U-Asha', _id: 'm-Asha', socketId: 's1' },
      },
    });
    expect(scope.getState($participants)[0]?.status).toBe('speaking');
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'user-stopped-speaking', payload: { userData: { userName: 'Asha' }, socketId: 's1' } },
    });
    expect(scope.getState($participants)[0]?.status).toBe('connected');

    // Speaking again before the previous press's clip arrives: the clip (with audio) does not end speaking.
    await allSettled(realtimeMessageReceived, {
      scope,
      params: {
        event: 'user-speaking',
        payload: { userName: 'Asha', userId: 'U-Asha', _id: 'm-Asha', socketId: 's1' },
      },
    });
    await allSettled(realtimeMessageReceived, {
      scope,
      params: {
        event: 'user-stopped-speaking',
        payload: { userData: { userName: 'Asha' }, socketId: 's1', hasAudio: true },
      },
    });
    expect(scope.getState($participants)[0]?.status).toBe('speaking');
    await allSettled(realtimeMessageReceived, {
      scope,
      params: {
        event: 'user-stopped-speaking',
        payload: { userData: { userName: 'Asha' }, socketId: 's1', hasAudio: false },
      },
    });
    expect(scope.getState($participants)[0]?.status).toBe('connected');

    await allSettled(realtimeMessageReceived, { scope, params: joinedMessage('s9', 'Asha') });
    expect(scope.getState($participants).map((item) => item.key)).toEqual(['s9']);

    await allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'user-disconnected', payload: { userId: 'U-Asha', socketId: 's9' } },
    });
    expect(scope.getState($participants)).toEqual([]);
    unwatch();
  });

  it("follows the host's mute of one participant and removes a kicked one", async () => {
    const scope = fork({
      values: [[$hostRoomPhase, 'live']],
      handlers: [[fetchIceServersFx, async () => ({ iceServers: [], expiresAt: Date.now() + 3_600_000 })]],
    });
    await allSettled(realtimeMessageReceived, { scope, params: joinedMessage('s1', 'Asha') });
    // features/host-controls tells the server; the tile follows.
    await allSettled(participantMuteSet, { scope, params: { key: 's1', muted: true } });
    expect(scope.getState($participants)[0]?.muted).toBe(true);
    await allSettled(participantMuteSet, { scope, params: { key: 's1', muted: false } });
    expect(scope.getState($participants)[0]?.muted).toBe(false);
    await allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'user-kicked', payload: { userId: 'U-Asha' } },
    });
    expect(scope.getState($participants)).toEqual([]);
  });

  it('ignores joins outside a live room', async () => {
    const scope = fork();
    await allSettled(realtimeMessageReceived, { scope, params: joinedMessage('s1', 'Asha') });
    expect(scope.getState($participants)).toEqual([]);
  });
});
