import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from '@/shared/lib/countdown';
import {
  $canResendSignupOtp,
  $resendSecondsLeft,
  $signupOtpEmail,
  sendSignupOtpFx,
  signupOtpRequested,
  signupOtpResendRequested,
  signupOtpReset,
} from './otp';

afterEach(() => vi.useRealTimers());

describe('createCountdown', () => {
  it('counts down once per second and stops at 0', async () => {
    vi.useFakeTimers();
    const countdown = createCountdown(3);
    const scope = fork();
    await allSettled(countdown.started, { scope });
    expect(scope.getState(countdown.$secondsLeft)).toBe(3);
    expect(scope.getState(countdown.$finished)).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState(countdown.$finished)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(0);
  });

  it('restarts from the full length', async () => {
    vi.useFakeTimers();
    const countdown = createCountdown(5);
    const scope = fork();
    await allSettled(countdown.started, { scope });
    await vi.advanceTimersByTimeAsync(4000);
    await allSettled(countdown.started, { scope });
    expect(scope.getState(countdown.$secondsLeft)).toBe(5);
    // One second per second from the restart: the earlier run no longer counts.
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(4);
    await vi.advanceTimersByTimeAsync(3000);
    expect(scope.getState(countdown.$secondsLeft)).toBe(1);
  });
});

describe('signup OTP', () => {
  it('sends, then allows a resend only after 30 seconds', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => undefined);
    const scope = fork({ handlers: [[sendSignupOtpFx, send]] });
    await allSettled(signupOtpRequested, { scope, params: { email: 'new@host.com' } });
    expect(send).toHaveBeenCalledWith({ email: 'new@host.com', fallback: 'Failed to send OTP' });
    expect(scope.getState($signupOtpEmail)).toBe('new@host.com');
    expect(scope.getState($resendSecondsLeft)).toBe(30);

    await allSettled(signupOtpResendRequested, { scope });
    expect(send).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(29_000);
    expect(scope.getState($canResendSignupOtp)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($canResendSignupOtp)).toBe(true);

    await allSettled(signupOtpResendRequested, { scope });
    expect(send).toHaveBeenLastCalledWith({ email: 'new@host.com', fallback: 'Failed to resend OTP' });
    expect(scope.getState($resendSecondsLeft)).toBe(30);
  });

  it('stays on the form when sending fails', async () => {
    const scope = fork({
      handlers: [
        [
          sendSignupOtpFx,
          async () => {
            throw new Error('Email already registered');
          },
        ],
      ],
    });
    await allSettled(signupOtpRequested, { scope, params: { email: 'taken@host.com' } });
    expect(scope.getState($signupOtpEmail)).toBeNull();
    expect(scope.getState($resendSecondsLeft)).toBe(0);
  });

  it('Edit details stops the countdown; sending again counts from 30, one second per second', async () => {
    vi.useFakeTimers();
    const scope = fork({ handlers: [[sendSignupOtpFx, async () => undefined]] });
    await allSettled(signupOtpRequested, { scope, params: { email: 'a@b.co' } });
    await vi.advanceTimersByTimeAsync(10_000);
    await allSettled(signupOtpReset, { scope });
    expect(scope.getState($resendSecondsLeft)).toBe(0);
    await allSettled(signupOtpRequested, { scope, params: { email: 'a@b.co' } });
    expect(scope.getState($resendSecondsLeft)).toBe(30);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($resendSecondsLeft)).toBe(29);
  });
});
