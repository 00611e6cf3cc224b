import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $userRoomPhase, userRoomExitRequested, userRoomNoticeRaised } from '@/entities/user-room';
import { $user } from '@/entities/user';
import { realtimeMessageReceived } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import './user-call-page';

const user = { _id: 'm1', userId: 'U-1', name: 'Asha', isHost: false };

function setup() {
  const toast = vi.fn();
  const navigate = vi.fn();
  const scope = fork({
    values: [
      [$user, user],
      [$userRoomPhase, 'connected'],
    ],
    handlers: [
      [toastFx, toast],
      [navigateFx, navigate],
    ],
  });
  // Each call's last argument: navigateFx is attached to the router, so its handler gets (navigator, params).
  const calls = (fn: typeof toast) => fn.mock.calls.map((call) => call.at(-1));
  return { scope, toast, navigate, calls };
}

describe('user call page: the room says, the page toasts and navigates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the room's notices as toasts and follows its exits, unchanged", async () => {
    const { scope, toast, navigate, calls } = setup();
    await allSettled(userRoomNoticeRaised, {
      scope,
      params: { tone: 'info', text: 'Host has ended the call' },
    });
    expect(calls(toast)).toEqual([{ tone: 'info', text: 'Host has ended the call' }]);
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(userRoomExitRequested, { scope, params: { to: '/user-dashboard', replace: true } });
    expect(calls(navigate)).toEqual([{ to: '/user-dashboard', replace: true }]);
    expect(toast).toHaveBeenCalledOnce();
  });

  it('kicked: the error toast at once, the dashboard in place of the room after 800 ms', async () => {
    const { scope, toast, navigate, calls } = setup();
    const settled = allSettled(realtimeMessageReceived, {
      scope,
      params: { event: 'kicked-from-call', payload: {} },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(toast)).toEqual([{ tone: 'error', text: 'You have been kicked from the call' }]);
    await vi.advanceTimersByTimeAsync(799);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(calls(navigate)).toEqual([{ to: '/user-dashboard', replace: true }]);
  });
});
