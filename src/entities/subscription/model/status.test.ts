import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/user/@x/subscription';
import { $isTrialActive, $subscriptionStatus, subscriptionClockRequested } from './status';

describe('subscription model', () => {
  it('derives the status from the signed-in user and the clock', async () => {
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const scope = fork({
      values: [
        [
          $user,
          {
            _id: 'h1',
            name: 'Host',
            isHost: true,
            subscription: {
              isActive: true,
              isTrial: true,
              plan: 'basic',
              startDate: '2025-03-09T12:00:00.000Z',
              endDate: '2025-03-12T12:00:00.000Z',
            },
          },
        ],
      ],
    });
    await allSettled(subscriptionClockRequested, { scope });
    expect(scope.getState($subscriptionStatus)).toEqual({
      isActive: true,
      daysRemaining: 2,
      hoursRemaining: 48,
      status: 'warning',
    });
    expect(scope.getState($isTrialActive)).toBe(true);

    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-03-13T00:00:00.000Z'));
    await allSettled(subscriptionClockRequested, { scope });
    expect(scope.getState($subscriptionStatus).status).toBe('expired');
    expect(scope.getState($isTrialActive)).toBe(false);
  });

  it('is expired without a user', () => {
    expect(fork().getState($subscriptionStatus).status).toBe('expired');
  });
});
