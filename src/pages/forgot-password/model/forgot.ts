import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createCountdown } from '@/shared/lib/countdown';
import { INCOMPLETE_OTP_MESSAGE, getErrorMessage, isCompleteOtp } from '@/shared/api';
import { FORGOT_PASSWORD_OTP_RESEND_SECONDS, ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { toast } from '@/shared/ui';
import { resetPassword, sendResetOtp, verifyResetOtp } from '../api/forgot';
import { IDENTIFIER_REQUIRED, isPhone, parseIdentifier, type ResetIdentifier } from '../lib/identifier';

export type ForgotStep = 'input' | 'otp' | 'reset';

export const FORGOT_MESSAGES = {
  sentPhone: 'OTP sent to your phone',
  sentEmail: 'OTP sent to your email',
  resent: 'OTP resent successfully',
  verified: 'OTP verified successfully',
  resetDone: 'Password reset successful',
  sendFailed: 'Failed to send OTP',
  resendFailed: 'Failed to resend OTP',
  incompleteOtp: INCOMPLETE_OTP_MESSAGE,
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
} as const;

/** The page is shown: each visit starts at the first step. */
export const ForgotPasswordGate = createGate('ForgotPasswordPage');
export const identifierSubmitted = createEvent<string>();
export const resendClicked = createEvent();
export const otpSubmitted = createEvent<string>();
export const newPasswordSubmitted = createEvent<{ password: string; confirmPassword: string }>();
/** Back from the code step to change the e-mail or phone. */
export const changeIdentifierClicked = createEvent();
/** From the new-password step: a fresh code, when the server no longer takes the verified one. */
export const newCodeRequested = createEvent();

export const sendResetOtpFx = createEffect(sendResetOtp);
export const verifyResetOtpFx = createEffect(verifyResetOtp);
export const resetPasswordFx = createEffect(resetPassword);
export const resendCountdown = createCountdown(FORGOT_PASSWORD_OTP_RESEND_SECONDS);

export const $forgotStep = createStore<ForgotStep>('input').reset(ForgotPasswordGate.open);
export const $identifier = createStore<ResetIdentifier | null>(null).reset(ForgotPasswordGate.open);
const $resetToken = createStore<string | null>(null, { serialize: 'ignore' }).reset(ForgotPasswordGate.open);
/** The inline message of the current step (also raised as a toast). */
export const $forgotError = createStore<string | null>(null).reset([
  ForgotPasswordGate.open,
  identifierSubmitted,
  otpSubmitted,
  newPasswordSubmitted,
  changeIdentifierClicked,
  newCodeRequested,
]);
export const $resendSecondsLeft = resendCountdown.$secondsLeft;
export const $canResend = sample({
  source: { finished: resendCountdown.$finished, sending: sendResetOtpFx.pending },
  fn: ({ finished, sending }) => finished && !sending,
});
export const $sending = sendResetOtpFx.pending;
export const $verifying = verifyResetOtpFx.pending;
export const $resetting = resetPasswordFx.pending;

// Step 1: e-mail or phone.
const parsed = sample({ clock: identifierSubmitted, fn: (raw) => parseIdentifier(raw) });
sample({
  clock: parsed,
  filter: (identifier) => identifier === null,
  fn: () => IDENTIFIER_REQUIRED,
  target: [$forgotError, toast.error],
});
sample({
  clock: parsed,
  filter: (identifier) => identifier !== null,
  fn: (identifier) => ({
    identifier: identifier as ResetIdentifier,
    fallback: FORGOT_MESSAGES.sendFailed as string,
  }),
  target: sendResetOtpFx,
});
sample({
  clock: resendClicked,
  source: { identifier: $identifier, canResend: $canResend },
  filter: ({ identifier, canResend }) => identifier !== null && canResend,
  fn: ({ identifier }) => ({
    identifier: identifier as ResetIdentifier,
    fallback: FORGOT_MESSAGES.resendFailed,
  }),
  target: sendResetOtpFx,
});
sample({
  clock: newCodeRequested,
  source: { identifier: $identifier, sending: sendResetOtpFx.pending },
  filter: ({ identifier, sending }) => identifier !== null && !sending,
  fn: ({ identifier }) => ({
    identifier: identifier as ResetIdentifier,
    fallback: FORGOT_MESSAGES.resendFailed,
  }),
  target: sendResetOtpFx,
});
sample({ clock: sendResetOtpFx.done, fn: ({ params }) => params.identifier, target: $identifier });
sample({
  clock: sendResetOtpFx.done,
  fn: ({ params }) =>
    params.fallback === FORGOT_MESSAGES.resendFailed
      ? FORGOT_MESSAGES.resent
      : isPhone(params.identifier)
        ? FORGOT_MESSAGES.sentPhone
        : FORGOT_MESSAGES.sentEmail,
  target: toast.success,
});
sample({ clock: sendResetOtpFx.done, fn: (): ForgotStep => 'otp', target: $forgotStep });
sample({ clock: sendResetOtpFx.done, target: resendCountdown.started });
sample({
  clock: sendResetOtpFx.fail,
  fn: ({ params, error }) => getErrorMessage(error, params.fallback),
  target: [$forgotError, toast.error],
});
sample({ clock: changeIdentifierClicked, fn: (): ForgotStep => 'input', target: $forgotStep });
sample({ clock: [changeIdentifierClicked, ForgotPasswordGate.open], target: resendCountdown.stopped });

// Step 2: the code.
const codeChecked = sample({
  clock: otpSubmitted,
  source: $identifier,
  fn: (identifier, otp) => ({ identifier, otp, complete: isCompleteOtp(otp) }),
});
sample({
  clock: codeChecked,
  filter: ({ complete }) => !complete,
  fn: () => FORGOT_MESSAGES.incompleteOtp,
  target: [$forgotError, toast.error],
});
sample({
  clock: codeChecked,
  filter: ({ complete, identifier }) => complete && identifier !== null,
  fn: ({ identifier, otp }) => ({ identifier: identifier as ResetIdentifier, otp }),
  target: verifyResetOtpFx,
});
sample({ clock: verifyResetOtpFx.doneData, target: $resetToken });
sample({ clock: verifyResetOtpFx.done, fn: (): ForgotStep => 'reset', target: $forgotStep });
sample({ clock: verifyResetOtpFx.done, target: resendCountdown.stopped });
sample({ clock: verifyResetOtpFx.done, fn: () => FORGOT_MESSAGES.verified, target: toast.success });
sample({
  clock: verifyResetOtpFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to verify OTP'),
  target: [$forgotError, toast.error],
});

// Step 3: the new password.
const passwordChecked = sample({
  clock: newPasswordSubmitted,
  fn: ({ password, confirmPassword }) => ({
    password,
    error:
      !password || !confirmPassword
        ? FORGOT_MESSAGES.required
        : password !== confirmPassword
          ? FORGOT_MESSAGES.mismatch
          : null,
  }),
});
sample({
  clock: passwordChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error ?? '',
  target: [$forgotError, toast.error],
});
sample({
  clock: passwordChecked,
  source: $resetToken,
  filter: (token, { error }) => token !== null && error === null,
  fn: (token, { password }) => ({ resetToken: token ?? '', newPassword: password }),
  target: resetPasswordFx,
});
sample({ clock: resetPasswordFx.done, fn: () => FORGOT_MESSAGES.resetDone, target: toast.success });
sample({ clock: resetPasswordFx.done, fn: () => ({ to: ROUTES.login, replace: true }), target: navigateFx });
sample({
  clock: resetPasswordFx.failData,
  fn: (error) => getErrorMessage(error, 'Failed to reset password'),
  target: [$forgotError, toast.error],
});
