import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Call } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { $backStepBlocked } from './room-exit';
import { $hostCall, $hostRoomPhase, endCallConfirmed, endHostCallFx } from './host-room';

const call = { _id: 'c1', meetingId: 'abc-defg-hij', status: 'active', hostId: 'h1' } as Call;

async function endCall(endRequest: () => Promise<unknown>) {
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$hostCall, call],
      [$hostRoomPhase, 'live'],
    ],
    handlers: [[endHostCallFx, endRequest]],
  });
  const unwatch = navigateFx.watch(({ to }) => navigations.push(to));
  await allSettled(endCallConfirmed, { scope });
  unwatch();
  return { scope, navigations };
}

describe('host ends the call (spec 02 §4, spec 01 §4)', () => {
  it('goes to the dashboard, which then blocks one Back', async () => {
    const { scope, navigations } = await endCall(async () => ({ call }));
    expect(navigations).toEqual(['/dashboard']);
    expect(scope.getState($backStepBlocked)).toBe(true);
  });

  it('still goes to the dashboard when the end request fails', async () => {
    const { scope, navigations } = await endCall(async () => {
      throw new Error('Failed to end call');
    });
    expect(navigations).toEqual(['/dashboard']);
    expect(scope.getState($backStepBlocked)).toBe(true);
  });
});
