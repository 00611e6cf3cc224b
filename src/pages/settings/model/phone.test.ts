import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, type SessionUser } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import {
  $canResendPhoneOtp,
  $phoneDialogOpen,
  $phoneError,
  $phoneOtpError,
  $phoneOtpOpen,
  $phoneOtpSecondsLeft,
  $phoneOtpTarget,
  phoneChanged,
  phoneDialogOpened,
  phoneOtpChanged,
  phoneOtpResendRequested,
  phoneOtpSubmitted,
  phoneSubmitted,
  phoneWhatsappChanged,
  sendPhoneOtpFx,
  verifyPhoneOtpFx,
} from './settings-page';

const host: SessionUser = {
  _id: 'h1',
  name: 'Asha Verma',
  email: 'host@parley.app',
  phone: '9876500001',
  isHost: true,
};

let success: ReturnType<typeof toastsShown>;
let error: ReturnType<typeof toastsShown>;
beforeEach(() => {
  success = toastsShown('success');
  error = toastsShown('error');
});
afterEach(() => vi.useRealTimers());

function setup(options: { verifyAnswersUser?: boolean; sendError?: ApiError } = {}) {
  const send = vi.fn(async () => {
    if (options.sendError) throw options.sendError;
    return { message: 'OTP sent to your phone' };
  });
  const verify = vi.fn(async ({ phone, otp }: { phone: string; otp: string }) => {
    if (otp !== '123456') throw new ApiError(400, 'Invalid OTP');
    return {
      message: 'Verified and updated successfully',
      verified: true,
      user: options.verifyAnswersUser === false ? undefined : { ...host, phone },
    };
  });
  const scope = fork({
    values: [[$user, host]],
    handlers: [
      [sendPhoneOtpFx, send],
      [verifyPhoneOtpFx, verify],
    ],
  });
  return { scope, send, verify };
}

async function submitPhone(scope: ReturnType<typeof fork>, phone: string, whatsapp = false) {
  await allSettled(phoneDialogOpened, { scope });
  await allSettled(phoneChanged, { scope, params: phone });
  if (whatsapp) await allSettled(phoneWhatsappChanged, { scope, params: true });
  await allSettled(phoneSubmitted, { scope });
}

describe('phone change with OTP by SMS or WhatsApp (spec 02 §4, §5, §7)', () => {
  it('refuses the current number, however it is written, before sending anything', async () => {
    const { scope, send } = setup();
    await submitPhone(scope, '98765 00001');
    expect(scope.getState($phoneError)).toBe('This phone number is already your current phone number');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a number with letters or outside 10 to 15 digits', async () => {
    const { scope, send } = setup();
    for (const phone of ['', '912345678', '9123456789012345', '91234abc56780']) {
      await submitPhone(scope, phone);
      expect(scope.getState($phoneError)).toBe('Please enter a valid phone number');
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the code by WhatsApp as { phone, sendOtpOnWhatsapp }, resends after 60 s, verifies and updates', async () => {
    vi.useFakeTimers();
    const { scope, send, verify } = setup();
    await submitPhone(scope, '+91 91234-56780', true);
    expect(send).toHaveBeenCalledWith({
      phone: '919123456780',
      sendOtpOnWhatsapp: true,
      fallback: 'Failed to send OTP',
    });
    expect(scope.getState($phoneOtpOpen)).toBe(true);
    expect(scope.getState($phoneOtpTarget)).toEqual({ phone: '919123456780', sendOtpOnWhatsapp: true });
    expect(success).toHaveBeenCalledWith('OTP sent to your phone');
    expect(scope.getState($phoneOtpSecondsLeft)).toBe(60);

    await allSettled(phoneOtpResendRequested, { scope });
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scope.getState($canResendPhoneOtp)).toBe(true);
    await allSettled(phoneOtpResendRequested, { scope });
    expect(send).toHaveBeenLastCalledWith({
      phone: '919123456780',
      sendOtpOnWhatsapp: true,
      fallback: 'Failed to resend OTP',
    });
    expect(success).toHaveBeenCalledWith('OTP resent successfully');

    await allSettled(phoneOtpChanged, { scope, params: '12' });
    await allSettled(phoneOtpSubmitted, { scope });
    expect(scope.getState($phoneOtpError)).toBe('Please enter the complete OTP');
    expect(verify).not.toHaveBeenCalled();

    await allSettled(phoneOtpChanged, { scope, params: '999999' });
    await allSettled(phoneOtpSubmitted, { scope });
    expect(scope.getState($phoneOtpError)).toBe('Invalid OTP');
    expect(error).toHaveBeenCalledWith('Invalid OTP');
    expect(scope.getState($user)?.phone).toBe('9876500001');

    await allSettled(phoneOtpChanged, { scope, params: '123456' });
    await allSettled(phoneOtpSubmitted, { scope });
    expect(verify).toHaveBeenLastCalledWith({ phone: '919123456780', otp: '123456' });
    expect(scope.getState($user)?.phone).toBe('919123456780');
    expect(scope.getState($phoneOtpOpen)).toBe(false);
    expect(scope.getState($phoneDialogOpen)).toBe(false);
    expect(success).toHaveBeenLastCalledWith('Verified and updated successfully');
    expect(scope.getState($phoneOtpSecondsLeft)).toBe(0);
  });

  it('sends by SMS without the WhatsApp flag, and keeps the number when the answer carries no user', async () => {
    const { scope, send } = setup({ verifyAnswersUser: false });
    await submitPhone(scope, '9123456780');
    expect(send).toHaveBeenCalledWith({
      phone: '9123456780',
      sendOtpOnWhatsapp: false,
      fallback: 'Failed to send OTP',
    });
    await allSettled(phoneOtpChanged, { scope, params: '123456' });
    await allSettled(phoneOtpSubmitted, { scope });
    expect(scope.getState($user)).toEqual({ ...host, phone: '9123456780' });
  });

  it("shows the server's refusal on the form and stays there", async () => {
    const { scope } = setup({ sendError: new ApiError(400, 'This phone number is already in use') });
    await submitPhone(scope, '9876500099');
    expect(scope.getState($phoneError)).toBe('This phone number is already in use');
    expect(error).toHaveBeenCalledWith('This phone number is already in use');
    expect(scope.getState($phoneOtpOpen)).toBe(false);
    expect(scope.getState($phoneDialogOpen)).toBe(true);
  });
});
