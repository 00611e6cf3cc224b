import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $hostCall, $hostRoomPhase, hostRoomExitRequested, hostRoomNoticeRaised } from '@/entities/host-room';
import { endCallConfirmed, endHostCallFx } from '@/features/host-controls';
import type { Call } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import './host-call-page';

/** navigateFx is attached to the router: a handler gets (navigator, params). */
const navigated = (navigate: ReturnType<typeof vi.fn>) => navigate.mock.calls.map((call) => call.at(-1));

const call = { _id: 'c1', meetingId: 'abc-defg-hij', status: 'active', hostId: 'h1' } as Call;

function setup(endRequest: () => Promise<unknown> = async () => ({ call })) {
  const toast = vi.fn();
  const navigate = vi.fn();
  const scope = fork({
    values: [
      [$hostCall, call],
      [$hostRoomPhase, 'live'],
    ],
    handlers: [
      [toastFx, toast],
      [navigateFx, navigate],
      [endHostCallFx, endRequest],
    ],
  });
  return { scope, toast, navigate };
}

describe('host call page: the room says, the page toasts and navigates', () => {
  it("shows the room's notices as toasts, tone and text unchanged", async () => {
    const { scope, toast, navigate } = setup();
    await allSettled(hostRoomNoticeRaised, { scope, params: { tone: 'success', text: 'User disabled' } });
    expect(toast.mock.calls.map(([params]) => params)).toEqual([{ tone: 'success', text: 'User disabled' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("follows the room's exit, with its replace flag", async () => {
    const { scope, toast, navigate } = setup();
    await allSettled(hostRoomExitRequested, { scope, params: { to: '/dashboard', replace: true } });
    expect(navigated(navigate)).toEqual([{ to: '/dashboard', replace: true }]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a failed end request: the reason as an error toast, then the dashboard in place of the room', async () => {
    const { scope, toast, navigate } = setup(async () => {
      throw new Error('Failed to end call');
    });
    await allSettled(endCallConfirmed, { scope });
    expect(toast.mock.calls.map(([params]) => params)).toEqual([
      { tone: 'error', text: 'Failed to end call' },
    ]);
    expect(navigated(navigate)).toEqual([{ to: '/dashboard', replace: true }]);
  });
});
