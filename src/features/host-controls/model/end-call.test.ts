import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $hostCall, $hostRoomPhase, hostRoomExitRequested } from '@/entities/host-room';
import { type RoomExit } from '@/entities/call-room';
import { returnedFromCall } from '@/entities/open-room';
import { realtimeEmitted, type Call } from '@/shared/api';
import { toastFx } from '@/shared/ui';
import { endCallConfirmed, endHostCallFx } from './end-call';

const call = { _id: 'c1', meetingId: 'abc-defg-hij', status: 'active', hostId: 'h1' } as Call;

async function endCall(endRequest: () => Promise<unknown>) {
  const exits: RoomExit[] = [];
  const emitted: unknown[] = [];
  const toast = vi.fn();
  const returned = vi.fn();
  const ended = vi.fn(endRequest);
  const scope = fork({
    values: [
      [$hostCall, call],
      [$hostRoomPhase, 'live'],
    ],
    handlers: [
      [endHostCallFx, ended],
      [toastFx, toast],
    ],
  });
  // The room says where the host goes; the page navigates (pages/host-call).
  const watches = [
    createWatch({ unit: hostRoomExitRequested, scope, fn: (exit) => exits.push(exit) }),
    createWatch({ unit: realtimeEmitted, scope, fn: (message) => emitted.push(message) }),
    createWatch({ unit: returnedFromCall, scope, fn: returned }),
  ];
  await allSettled(endCallConfirmed, { scope });
  for (const unwatch of watches) unwatch();
  return { scope, ended, exits, emitted, returned, toasts: toast.mock.calls.map(([params]) => params) };
}

describe('host ends the call (spec 02 §4, spec 01 §4)', () => {
  it("ends the call by its _id, tells the room's participant, and goes to the dashboard", async () => {
    const { scope, ended, exits, emitted, returned, toasts } = await endCall(async () => ({ call }));
    expect(ended).toHaveBeenCalledWith('c1');
    expect(emitted).toEqual([{ event: 'host-disconnected', payload: { meetingId: 'abc-defg-hij' } }]);
    expect(exits).toEqual([{ to: '/dashboard', replace: true }]);
    // The dashboard then blocks one Back (app/model/back-step).
    expect(returned).toHaveBeenCalledOnce();
    expect(toasts).toEqual([]);
    expect(scope.getState($hostRoomPhase)).toBe('leaving');
  });

  it('still goes to the dashboard when the end request fails, saying why', async () => {
    const { exits, returned, toasts } = await endCall(async () => {
      throw new Error('Failed to end call');
    });
    expect(exits).toEqual([{ to: '/dashboard', replace: true }]);
    expect(toasts).toEqual([{ tone: 'error', text: 'Failed to end call' }]);
    expect(returned).toHaveBeenCalledOnce();
  });

  it('asks once: a second confirmation while leaving sends nothing', async () => {
    const ended = vi.fn(async () => undefined);
    const scope = fork({
      values: [
        [$hostCall, call],
        [$hostRoomPhase, 'leaving'],
      ],
      handlers: [[endHostCallFx, ended]],
    });
    await allSettled(endCallConfirmed, { scope });
    expect(ended).not.toHaveBeenCalled();
  });
});
