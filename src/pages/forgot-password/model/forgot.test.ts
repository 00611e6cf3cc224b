import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { parseIdentifier } from '../lib/identifier';
import {
  $canResend,
  $forgotError,
  $forgotStep,
  identifierSubmitted,
  newCodeRequested,
  newPasswordSubmitted,
  otpSubmitted,
  resendClicked,
  resetPasswordFx,
  sendResetOtpFx,
  verifyResetOtpFx,
} from './forgot';

afterEach(() => vi.useRealTimers());

describe('parseIdentifier', () => {
  it.each([
    ['  ', null],
    ['+91 98765-43210', { phone: '919876543210' }],
    ['9876543210', { phone: '9876543210' }],
    ['12345', { email: '12345' }],
    [' asha@studio.in ', { email: 'asha@studio.in' }],
    ['1234567890123456', { email: '1234567890123456' }],
    ['team2024.0987654321@studio.in', { email: 'team2024.0987654321@studio.in' }],
  ])('%s → %o', (raw, expected) => {
    expect(parseIdentifier(raw)).toEqual(expected);
  });
});

describe('forgot password flow', () => {
  it('rejects a blank identifier', async () => {
    const scope = fork();
    await allSettled(identifierSubmitted, { scope, params: ' ' });
    expect(scope.getState($forgotError)).toBe('Please enter your email or phone number');
  });

  it('goes input → otp (30 s resend) → reset → /login', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => undefined);
    const verify = vi.fn(async () => 'reset-token');
    const reset = vi.fn(async () => undefined);
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        [sendResetOtpFx, send],
        [verifyResetOtpFx, verify],
        [resetPasswordFx, reset],
        [navigateFx, navigate],
      ],
    });
    await allSettled(identifierSubmitted, { scope, params: '98765 43210' });
    expect(send).toHaveBeenCalledWith({
      identifier: { phone: '9876543210' },
      fallback: 'Failed to send OTP',
    });
    expect(scope.getState($forgotStep)).toBe('otp');
    expect(scope.getState($canResend)).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scope.getState($canResend)).toBe(true);
    await allSettled(resendClicked, { scope });
    expect(send).toHaveBeenLastCalledWith({
      identifier: { phone: '9876543210' },
      fallback: 'Failed to resend OTP',
    });

    await allSettled(otpSubmitted, { scope, params: '123' });
    expect(scope.getState($forgotError)).toBe('Please enter the complete OTP');
    await allSettled(otpSubmitted, { scope, params: '123456' });
    expect(verify).toHaveBeenCalledWith({ identifier: { phone: '9876543210' }, otp: '123456' });
    expect(scope.getState($forgotStep)).toBe('reset');

    await allSettled(newPasswordSubmitted, { scope, params: { password: 'a', confirmPassword: 'b' } });
    expect(scope.getState($forgotError)).toBe('Passwords do not match');
    await allSettled(newPasswordSubmitted, {
      scope,
      params: { password: 'new-pass', confirmPassword: 'new-pass' },
    });
    expect(reset).toHaveBeenCalledWith({ resetToken: 'reset-token', newPassword: 'new-pass' });
    expect(navigate.mock.calls.at(-1)?.at(-1)).toEqual({ to: '/login', replace: true });
  });

  it('a refused reset token is no dead end: a new code goes to the same address and back to the code step', async () => {
    const send = vi.fn(async () => undefined);
    const scope = fork({
      handlers: [
        [sendResetOtpFx, send],
        [verifyResetOtpFx, async () => 'stale-token'],
        [
          resetPasswordFx,
          async () => {
            throw new ApiError(400, 'Invalid or expired reset token');
          },
        ],
      ],
    });
    await allSettled(identifierSubmitted, { scope, params: 'asha@studio.in' });
    await allSettled(otpSubmitted, { scope, params: '123456' });
    await allSettled(newPasswordSubmitted, {
      scope,
      params: { password: 'new-pass', confirmPassword: 'new-pass' },
    });
    expect(scope.getState($forgotError)).toBe('Invalid or expired reset token');
    expect(scope.getState($forgotStep)).toBe('reset');

    await allSettled(newCodeRequested, { scope });
    expect(send).toHaveBeenLastCalledWith({
      identifier: { email: 'asha@studio.in' },
      fallback: 'Failed to resend OTP',
    });
    expect(scope.getState($forgotStep)).toBe('otp');
    expect(scope.getState($forgotError)).toBeNull();
  });
});
