import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/shared/api';
import { $backStepBlocked } from './room-exit';
import type { RoomExit, RoomNotice } from './room-types';
import {
  $hostCall,
  $hostRoomPhase,
  endCallConfirmed,
  endHostCallFx,
  hostRoomExitRequested,
  hostRoomNoticeRaised,
} from './host-room';

const call = { _id: 'c1', meetingId: 'abc-defg-hij', status: 'active', hostId: 'h1' } as Call;

async function endCall(endRequest: () => Promise<unknown>) {
  const exits: RoomExit[] = [];
  const notices: RoomNotice[] = [];
  const scope = fork({
    values: [
      [$hostCall, call],
      [$hostRoomPhase, 'live'],
    ],
    handlers: [[endHostCallFx, endRequest]],
  });
  // The room says where the host goes; the page navigates (pages/host-call).
  const exitWatch = createWatch({ unit: hostRoomExitRequested, scope, fn: (exit) => exits.push(exit) });
  const noticeWatch = createWatch({
    unit: hostRoomNoticeRaised,
    scope,
    fn: (notice) => notices.push(notice),
  });
  await allSettled(endCallConfirmed, { scope });
  exitWatch();
  noticeWatch();
  return { scope, exits, notices };
}

describe('host ends the call (spec 02 §4, spec 01 §4)', () => {
  it('goes to the dashboard, which then blocks one Back', async () => {
    const { scope, exits, notices } = await endCall(async () => ({ call }));
    expect(exits).toEqual([{ to: '/dashboard', replace: true }]);
    expect(notices).toEqual([]);
    expect(scope.getState($backStepBlocked)).toBe(true);
  });

  it('still goes to the dashboard when the end request fails', async () => {
    const { scope, exits, notices } = await endCall(async () => {
      throw new Error('Failed to end call');
    });
    expect(exits).toEqual([{ to: '/dashboard', replace: true }]);
    expect(notices).toEqual([{ tone: 'error', text: 'Failed to end call' }]);
    expect(scope.getState($backStepBlocked)).toBe(true);
  });
});
