import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $token, type SessionUser } from '@/entities/user';
import { navigateFx } from '@/shared/lib';
import {
  $registrationError,
  $registrationPhase,
  registerFx,
  registrationFinished,
  registrationRequested,
} from './registration';

const host: SessionUser = { _id: 'h9', name: 'Neha Kapoor', email: 'neha@studio.in', isHost: true };
const values = { name: 'Neha Kapoor', email: 'neha@studio.in', password: 'pw-123', otp: '123456' };

afterEach(() => vi.useRealTimers());

describe('registration', () => {
  it('spinner for 2 s, Congratulations, then /dashboard with history replaced', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        [registerFx, async () => ({ token: 'new-token', user: host })],
        [navigateFx, navigate],
      ],
    });
    const settled = allSettled(registrationRequested, { scope, params: values });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($registrationPhase)).toBe('spinner');
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    expect(scope.getState($registrationPhase)).toBe('congratulations');
    expect(scope.getState($token)).toBeNull();

    await allSettled(registrationFinished, { scope });
    expect(scope.getState($token)).toBe('new-token');
    expect(navigate.mock.calls.at(-1)?.at(-1)).toEqual({ to: '/dashboard', replace: true });
    expect(scope.getState($registrationPhase)).toBe('idle');
  });

  it('keeps step 2 with the server message on failure', async () => {
    const scope = fork({
      handlers: [
        [
          registerFx,
          async () => {
            throw new Error('Invalid or expired OTP');
          },
        ],
      ],
    });
    await allSettled(registrationRequested, { scope, params: values });
    expect(scope.getState($registrationPhase)).toBe('idle');
    expect(scope.getState($registrationError)).toBe('Invalid or expired OTP');
  });
});
