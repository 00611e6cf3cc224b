import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $callBackgroundUrl, callBackgroundRequested, fetchInbuiltBackgroundsFx } from './call-background';
import { $user } from './session';
import type { SessionUser } from './types';

const user = (callPageBackground?: string): SessionUser => ({
  _id: 'u1',
  name: 'Ravi Kumar',
  isHost: false,
  callPageBackground,
});

const INBUILT = ['https://cdn.test/bg-0.jpg', 'https://cdn.test/bg-1.jpg'];

async function setup(stored?: string) {
  const fetchInbuilt = vi.fn(async () => INBUILT);
  const scope = fork({ handlers: [[fetchInbuiltBackgroundsFx, fetchInbuilt]] });
  // Set through the store (not fork values) so the derived background follows, as after a sign-in.
  await allSettled($user, { scope, params: user(stored) });
  return { scope, fetchInbuilt };
}

describe('call background', () => {
  it('an inbuilt id fetches the list once and resolves to its image', async () => {
    const { scope, fetchInbuilt } = await setup('inbuilt-1');
    await allSettled(callBackgroundRequested, { scope });
    expect(scope.getState($callBackgroundUrl)).toBe(INBUILT[1]);
    await allSettled(callBackgroundRequested, { scope });
    expect(fetchInbuilt).toHaveBeenCalledTimes(1);
  });

  it('an uploaded path resolves without fetching the inbuilt list', async () => {
    const { scope, fetchInbuilt } = await setup('uploads/backgrounds/ravi.jpg');
    await allSettled(callBackgroundRequested, { scope });
    expect(fetchInbuilt).not.toHaveBeenCalled();
    expect(scope.getState($callBackgroundUrl)).toMatch(/\/uploads\/backgrounds\/ravi\.jpg(\?|$)/);
  });

  it.each([undefined, '', 'default', 'inbuilt-9'])('%s shows no background', async (stored) => {
    const { scope } = await setup(stored);
    await allSettled(callBackgroundRequested, { scope });
    expect(scope.getState($callBackgroundUrl)).toBeNull();
  });
});
