import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchInbuiltFx } from '@/features/crop-upload';
import { $user, type SessionUser } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import { validateNewEmail, validatePasswords } from '../lib/validate';
import {
  $canResendOtp,
  $emailDialogOpen,
  $emailError,
  $nameDialogOpen,
  $nameError,
  $otpError,
  $otpOpen,
  $otpSecondsLeft,
  $passwordDialogOpen,
  $passwordError,
  $passwordValues,
  $renewOpen,
  SettingsGate,
  emailChanged,
  emailDialogOpened,
  emailSubmitted,
  nameChanged,
  nameDialogOpened,
  nameSubmitted,
  otpChanged,
  otpResendRequested,
  otpSubmitted,
  passwordDialogOpened,
  passwordFieldChanged,
  passwordSubmitted,
  sendOtpFx,
  updateEmailFx,
  updateNameFx,
  updatePasswordFx,
  verifyOtpFx,
} from './settings-page';

const host: SessionUser = { _id: 'h1', name: 'Asha Verma', email: 'host@parley.app', isHost: true };

let success: ReturnType<typeof toastsShown>;
let error: ReturnType<typeof toastsShown>;
beforeEach(() => {
  success = toastsShown('success');
  error = toastsShown('error');
});
afterEach(() => vi.useRealTimers());

describe('form rules (spec 02 §5)', () => {
  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Please enter a valid email'],
    ['HOST@parley.app ', 'This email is already your current email'],
    ['new@parley.app', null],
  ])('e-mail %j', (email, expected) => {
    expect(validateNewEmail(email, 'host@parley.app')).toBe(expected);
  });

  it.each([
    [
      { oldPassword: '', newPassword: 'a', confirmPassword: 'a' },
      'oldPassword',
      'Please fill in all required fields',
    ],
    [
      { oldPassword: 'x', newPassword: '', confirmPassword: 'a' },
      'newPassword',
      'Please fill in all required fields',
    ],
    [
      { oldPassword: 'x', newPassword: 'a', confirmPassword: '' },
      'confirmPassword',
      'Please fill in all required fields',
    ],
    [
      { oldPassword: 'x', newPassword: 'a', confirmPassword: 'b' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('passwords %j', (values, field, message) => {
    expect(validatePasswords(values)).toEqual({ field, message });
  });
});

describe('edit name', () => {
  it('requires a name, then saves, updates the stored user and closes', async () => {
    const update = vi.fn(async (name: string) => ({
      message: 'Name updated successfully',
      user: { ...host, name },
    }));
    const scope = fork({ values: [[$user, host]], handlers: [[updateNameFx, update]] });
    await allSettled(nameDialogOpened, { scope });
    await allSettled(nameChanged, { scope, params: '  ' });
    await allSettled(nameSubmitted, { scope });
    expect(scope.getState($nameError)).toBe('Name is required');
    expect(update).not.toHaveBeenCalled();
    await allSettled(nameChanged, { scope, params: ' Asha Rao ' });
    await allSettled(nameSubmitted, { scope });
    expect(update).toHaveBeenCalledWith('Asha Rao');
    expect(scope.getState($user)?.name).toBe('Asha Rao');
    expect(scope.getState($nameDialogOpen)).toBe(false);
    expect(success).toHaveBeenCalledWith('Name updated successfully');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Asha Rao');
  });

  it('keeps the dialog and the typed name when the server refuses', async () => {
    const scope = fork({
      values: [[$user, host]],
      handlers: [[updateNameFx, async () => Promise.reject(new ApiError(0, 'Failed to update name'))]],
    });
    await allSettled(nameDialogOpened, { scope });
    await allSettled(nameChanged, { scope, params: 'New Name' });
    await allSettled(nameSubmitted, { scope });
    expect(scope.getState($nameDialogOpen)).toBe(true);
    expect(scope.getState($nameError)).toBe('Failed to update name');
    expect(error).toHaveBeenCalledWith('Failed to update name');
    expect(scope.getState($user)?.name).toBe('Asha Verma');
  });
});

describe('e-mail change with OTP (spec 02 §4)', () => {
  function setup() {
    const send = vi.fn(async () => ({ message: 'OTP sent to your email' }));
    const verify = vi.fn(async ({ otp }: { email: string; otp: string }) => {
      if (otp !== '123456') throw new ApiError(400, 'Invalid OTP');
      return { message: 'OTP verified successfully', verified: true };
    });
    const update = vi.fn(async (email: string) => ({
      message: 'Email updated successfully',
      user: { ...host, email },
    }));
    const scope = fork({
      values: [[$user, host]],
      handlers: [
        [sendOtpFx, send],
        [verifyOtpFx, verify],
        [updateEmailFx, update],
      ],
    });
    return { scope, send, verify, update };
  }

  it('refuses the current address before sending anything', async () => {
    const { scope, send } = setup();
    await allSettled(emailDialogOpened, { scope });
    await allSettled(emailChanged, { scope, params: 'host@parley.app' });
    await allSettled(emailSubmitted, { scope });
    expect(scope.getState($emailError)).toBe('This email is already your current email');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the code, counts 60 s down before a resend, verifies and updates, closing every modal', async () => {
    vi.useFakeTimers();
    const { scope, send, verify, update } = setup();
    await allSettled(emailDialogOpened, { scope });
    await allSettled(emailChanged, { scope, params: ' New@Parley.app' });
    await allSettled(emailSubmitted, { scope });
    expect(send).toHaveBeenCalledWith({ email: 'new@parley.app', fallback: 'Failed to send OTP' });
    expect(scope.getState($otpOpen)).toBe(true);
    expect(success).toHaveBeenCalledWith('OTP sent to your email');
    expect(scope.getState($otpSecondsLeft)).toBe(60);

    await allSettled(otpResendRequested, { scope });
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(scope.getState($canResendOtp)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($canResendOtp)).toBe(true);
    await allSettled(otpResendRequested, { scope });
    expect(send).toHaveBeenLastCalledWith({ email: 'new@parley.app', fallback: 'Failed to resend OTP' });
    expect(success).toHaveBeenCalledWith('OTP resent successfully');
    expect(scope.getState($otpSecondsLeft)).toBe(60);

    await allSettled(otpChanged, { scope, params: '123' });
    await allSettled(otpSubmitted, { scope });
    expect(scope.getState($otpError)).toBe('Please enter the complete OTP');
    expect(verify).not.toHaveBeenCalled();

    await allSettled(otpChanged, { scope, params: '999999' });
    await allSettled(otpSubmitted, { scope });
    expect(scope.getState($otpError)).toBe('Invalid OTP');
    expect(error).toHaveBeenCalledWith('Invalid OTP');
    expect(scope.getState($otpOpen)).toBe(true);

    await allSettled(otpChanged, { scope, params: '123456' });
    await allSettled(otpSubmitted, { scope });
    expect(verify).toHaveBeenLastCalledWith({ email: 'new@parley.app', otp: '123456' });
    expect(update).toHaveBeenCalledWith('new@parley.app');
    expect(scope.getState($user)?.email).toBe('new@parley.app');
    expect(scope.getState($otpOpen)).toBe(false);
    expect(scope.getState($emailDialogOpen)).toBe(false);
    expect(success).toHaveBeenLastCalledWith('Email updated successfully');
    expect(scope.getState($otpSecondsLeft)).toBe(0);
  });

  it('shows the server message and stays on the form when sending fails', async () => {
    const scope = fork({
      values: [[$user, host]],
      handlers: [[sendOtpFx, async () => Promise.reject(new ApiError(400, 'This email is already in use'))]],
    });
    await allSettled(emailDialogOpened, { scope });
    await allSettled(emailChanged, { scope, params: 'taken@parley.app' });
    await allSettled(emailSubmitted, { scope });
    expect(scope.getState($otpOpen)).toBe(false);
    expect(scope.getState($emailError)).toBe('This email is already in use');
    expect(error).toHaveBeenCalledWith('This email is already in use');
  });
});

describe('e-mail change: the code was right, the update failed', () => {
  it('names the update in the code dialog, as the toast does, and keeps the code for a retry', async () => {
    const scope = fork({
      values: [[$user, host]],
      handlers: [
        [sendOtpFx, async () => ({ message: 'OTP sent to your email' })],
        [verifyOtpFx, async () => ({ message: 'OTP verified successfully', verified: true })],
        [updateEmailFx, async () => Promise.reject(new ApiError(0, ''))],
      ],
    });
    await allSettled(emailDialogOpened, { scope });
    await allSettled(emailChanged, { scope, params: 'new@parley.app' });
    await allSettled(emailSubmitted, { scope });
    await allSettled(otpChanged, { scope, params: '123456' });
    await allSettled(otpSubmitted, { scope });
    expect(scope.getState($otpError)).toBe('Failed to update email');
    expect(error).toHaveBeenCalledWith('Failed to update email');
    expect(scope.getState($otpOpen)).toBe(true);
  });
});

describe('update password', () => {
  it('checks the rules, keeps what was typed on a refusal, and closes on success', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Current password is incorrect'))
      .mockResolvedValueOnce({ message: 'Password updated successfully' });
    const scope = fork({ values: [[$user, host]], handlers: [[updatePasswordFx, update]] });
    await allSettled(passwordDialogOpened, { scope });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'oldPassword', value: 'old' } });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'newPassword', value: 'new-one' } });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'confirmPassword', value: 'new-two' } });
    await allSettled(passwordSubmitted, { scope });
    expect(scope.getState($passwordError)).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
    expect(update).not.toHaveBeenCalled();

    await allSettled(passwordFieldChanged, { scope, params: { field: 'confirmPassword', value: 'new-one' } });
    await allSettled(passwordSubmitted, { scope });
    expect(error).toHaveBeenCalledWith('Current password is incorrect');
    expect(scope.getState($passwordDialogOpen)).toBe(true);
    expect(scope.getState($passwordValues).newPassword).toBe('new-one');

    await allSettled(passwordSubmitted, { scope });
    expect(update).toHaveBeenLastCalledWith({
      oldPassword: 'old',
      newPassword: 'new-one',
      confirmPassword: 'new-one',
    });
    expect(success).toHaveBeenCalledWith('Password updated successfully');
    expect(scope.getState($passwordDialogOpen)).toBe(false);
  });
});

describe('renew modal', () => {
  it("opens when the sidebar's showRenewModal state arrives", async () => {
    const scope = fork({ values: [[$user, host]], handlers: [[fetchInbuiltFx, async () => []]] });
    await allSettled(SettingsGate.open, { scope, params: { showRenewModal: true } });
    expect(scope.getState($renewOpen)).toBe(true);
    await allSettled(SettingsGate.close, { scope, params: { showRenewModal: true } });
    await allSettled(SettingsGate.open, { scope, params: { showRenewModal: false } });
    expect(scope.getState($renewOpen)).toBe(false);
  });
});
