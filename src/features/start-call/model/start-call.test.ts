import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/user';
import { subscriptionClockRequested } from '@/entities/subscription';
import { ApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $expiringModalOpen,
  $startCallBusy,
  expiringCallCancelled,
  expiringCallConfirmed,
  newCallClicked,
  startCallFx,
} from './start-call';

const DAY = 86_400_000;
const host = (days: number) => ({
  _id: 'h1',
  name: 'Host',
  isHost: true,
  subscription: {
    isActive: true,
    plan: 'basic',
    startDate: '2025-01-01T00:00:00Z',
    endDate: new Date(Date.now() + days * DAY).toISOString(),
  },
});

function setup(days: number, start = vi.fn(async () => ({ callId: 'c1', resumed: false }))) {
  const navigate = vi.fn();
  const scope = fork({
    values: [[$user, host(days)]],
    handlers: [
      [startCallFx, start],
      [navigateFx, navigate],
    ],
  });
  return { scope, start, navigate };
}

describe('start call', () => {
  it('starts straight away with 10 or more days left, sets callStarted and opens the room', async () => {
    const { scope, start, navigate } = setup(30);
    await allSettled(subscriptionClockRequested, { scope });
    await allSettled(newCallClicked, { scope });
    expect(start).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('callStarted')).toBe('true');
    expect(navigate).toHaveBeenCalledWith(null, { to: '/host/call/c1' });
    expect(scope.getState($startCallBusy)).toBe(false);
  });

  it('asks first with fewer than 10 days left; Cancel abandons, OK continues', async () => {
    const { scope, start, navigate } = setup(9.5);
    await allSettled(subscriptionClockRequested, { scope });
    await allSettled(newCallClicked, { scope });
    expect(scope.getState($expiringModalOpen)).toBe(true);
    expect(start).not.toHaveBeenCalled();
    await allSettled(expiringCallCancelled, { scope });
    expect(scope.getState($expiringModalOpen)).toBe(false);
    expect(start).not.toHaveBeenCalled();

    await allSettled(newCallClicked, { scope });
    await allSettled(expiringCallConfirmed, { scope });
    expect(start).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(null, { to: '/host/call/c1' });
  });

  it.each([
    [new ApiError(500, 'Server error: 500'), 'Server error: 500', '/'],
    [
      new ApiError(200, 'Invalid call data received from server'),
      'Invalid call data received from server',
      '/',
    ],
    [new Error('offline'), 'Failed to initiate call', '/'],
    [new ApiError(401, 'Not authenticated'), 'Not authenticated', '/login'],
  ])('reports %s and goes to %s', async (failure, message, to) => {
    const error = toastsShown('error');
    const { scope, navigate } = setup(
      30,
      vi.fn(async () => {
        throw failure;
      }),
    );
    await allSettled(subscriptionClockRequested, { scope });
    await allSettled(newCallClicked, { scope });
    expect(error).toHaveBeenCalledWith(message);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(null, { to });
    expect(scope.getState($startCallBusy)).toBe(false);
  });
});
