import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $hostRoomPhase, $participants } from '@/entities/host-room';
import { type RoomParticipant } from '@/entities/call-room';
import { realtimeEmitted } from '@/shared/api';
import { toastFx } from '@/shared/ui';
import {
  participantDisableRequested,
  participantKickRequested,
  participantMuteToggled,
} from './participant-controls';

const asha: RoomParticipant = {
  key: 's1',
  userId: 'U-Asha',
  userName: 'Asha',
  userMongoId: 'm-Asha',
  status: 'connected',
  muted: false,
};

function liveRoom() {
  const toast = vi.fn();
  const emitted: unknown[] = [];
  const scope = fork({
    values: [
      [$hostRoomPhase, 'live'],
      [$participants, [asha]],
    ],
    handlers: [[toastFx, toast]],
  });
  const unwatch = createWatch({ unit: realtimeEmitted, scope, fn: (message) => emitted.push(message) });
  return { scope, emitted, unwatch, toasts: () => toast.mock.calls.map(([params]) => params) };
}

describe('host controls over one participant (spec 02 §4)', () => {
  it('mutes and unmutes: the server is told, the tile follows', async () => {
    const { scope, emitted, unwatch, toasts } = liveRoom();
    await allSettled(participantMuteToggled, { scope, params: 's1' });
    expect(scope.getState($participants)[0]?.muted).toBe(true);
    await allSettled(participantMuteToggled, { scope, params: 's1' });
    expect(scope.getState($participants)[0]?.muted).toBe(false);
    // Nobody by that key: nothing happens.
    await allSettled(participantMuteToggled, { scope, params: 's9' });
    expect(emitted).toEqual([
      { event: 'user-muted-by-host', payload: 'U-Asha' },
      { event: 'user-unmuted-by-host', payload: 'U-Asha' },
    ]);
    expect(toasts()).toEqual([]);
    unwatch();
  });

  it('kicks and disables by user and socket id, and says so', async () => {
    const { scope, emitted, unwatch, toasts } = liveRoom();
    await allSettled(participantKickRequested, { scope, params: 's1' });
    await allSettled(participantDisableRequested, { scope, params: 's1' });
    expect(emitted).toEqual([
      { event: 'kick-user', payload: { userId: 'U-Asha', socketId: 's1' } },
      { event: 'disable-user', payload: { userId: 'U-Asha', socketId: 's1' } },
    ]);
    expect(toasts()).toEqual([
      { tone: 'success', text: 'User kicked from call' },
      { tone: 'success', text: 'User disabled' },
    ]);
    unwatch();
  });

  it("says 'User not found' for a participant who already left", async () => {
    const { scope, emitted, unwatch, toasts } = liveRoom();
    await allSettled(participantKickRequested, { scope, params: 's9' });
    expect(emitted).toEqual([]);
    expect(toasts()).toEqual([{ tone: 'error', text: 'User not found' }]);
    unwatch();
  });
});
