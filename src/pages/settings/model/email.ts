// Changing the host's e-mail: the new address, a code sent to it, then the update (spec 02 §4).
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createCountdown } from '@/shared/lib/countdown';
import { $user, PROFILE_FALLBACKS, sendProfileOtp, updateHostEmail, verifyProfileOtp } from '@/entities/user';
import { getErrorMessage } from '@/shared/api';
import { PROFILE_OTP_RESEND_SECONDS } from '@/shared/config';
import { toastFx } from '@/shared/ui';
import { SETTINGS_MESSAGES, validateNewEmail, validateOtp } from '../lib/validate';
import { SettingsGate } from './gate';

// ---- E-mail with OTP (spec 02 §4) ----------------------------------------------------------------------
export const emailDialogOpened = createEvent();
export const emailDialogClosed = createEvent();
export const emailChanged = createEvent<string>();
export const emailSubmitted = createEvent();
export const otpChanged = createEvent<string>();
export const otpSubmitted = createEvent();
export const otpResendRequested = createEvent();
export const otpDialogClosed = createEvent();

export const sendOtpFx = createEffect((params: { email: string; fallback: string }) =>
  sendProfileOtp(params),
);
export const verifyOtpFx = createEffect((params: { email: string; otp: string }) => verifyProfileOtp(params));
export const updateEmailFx = createEffect(updateHostEmail);
export const otpCountdown = createCountdown(PROFILE_OTP_RESEND_SECONDS);

export const $emailDialogOpen = createStore(false)
  .on(emailDialogOpened, () => true)
  .reset([emailDialogClosed, SettingsGate.close]);
export const $emailDraft = createStore('')
  .on(emailChanged, (_, email) => email)
  .reset(emailDialogOpened);
export const $emailError = createStore<string | null>(null).reset([emailDialogOpened, emailChanged]);
/** The address the code was sent to. */
export const $otpEmail = createStore<string | null>(null).reset([emailDialogOpened, SettingsGate.close]);
export const $otpOpen = createStore(false).reset([otpDialogClosed, emailDialogOpened, SettingsGate.close]);
export const $otp = createStore('')
  .on(otpChanged, (_, otp) => otp)
  .reset([emailDialogOpened, otpDialogClosed]);
export const $otpError = createStore<string | null>(null).reset([
  otpChanged,
  emailDialogOpened,
  otpDialogClosed,
]);
export const $otpSending = sendOtpFx.pending;
export const $otpVerifying = combine(verifyOtpFx.pending, updateEmailFx.pending, (a, b) => a || b);

export const $otpSecondsLeft = otpCountdown.$secondsLeft;
export const $canResendOtp = combine(
  otpCountdown.$finished,
  sendOtpFx.pending,
  (finished, sending) => finished && !sending,
);

const emailChecked = sample({
  clock: emailSubmitted,
  source: { email: $emailDraft, user: $user, sending: $otpSending },
  filter: ({ sending }) => !sending,
  fn: ({ email, user }) => ({
    email: email.trim().toLowerCase(),
    error: validateNewEmail(email, user?.email),
  }),
});
sample({
  clock: emailChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $emailError,
});
sample({
  clock: emailChecked,
  filter: ({ error }) => error === null,
  fn: ({ email }) => ({ email, fallback: PROFILE_FALLBACKS.sendOtp }),
  target: sendOtpFx,
});
sample({
  clock: otpResendRequested,
  source: { email: $otpEmail, canResend: $canResendOtp },
  filter: ({ email, canResend }) => Boolean(email) && canResend,
  fn: ({ email }) => ({ email: email ?? '', fallback: PROFILE_FALLBACKS.resendOtp }),
  target: sendOtpFx,
});
sample({ clock: sendOtpFx.done, fn: ({ params }) => params.email, target: $otpEmail });
$otpOpen.on(sendOtpFx.done, () => true);
$otp.reset(sendOtpFx.done);
sample({ clock: sendOtpFx.done, target: otpCountdown.started });
sample({
  clock: sendOtpFx.done,
  fn: ({ params }) => ({
    tone: 'success' as const,
    text:
      params.fallback === PROFILE_FALLBACKS.resendOtp
        ? SETTINGS_MESSAGES.otpResent
        : SETTINGS_MESSAGES.otpSent,
  }),
  target: toastFx,
});
sample({
  clock: sendOtpFx.fail,
  filter: $otpOpen.map((open) => !open),
  fn: ({ error, params }) => getErrorMessage(error, params.fallback),
  target: $emailError,
});
sample({
  clock: sendOtpFx.fail,
  fn: ({ error, params }) => ({ tone: 'error' as const, text: getErrorMessage(error, params.fallback) }),
  target: toastFx,
});
sample({ clock: [otpDialogClosed, emailDialogClosed, SettingsGate.close], target: otpCountdown.stopped });

const otpChecked = sample({
  clock: otpSubmitted,
  source: { otp: $otp, email: $otpEmail, busy: $otpVerifying },
  filter: ({ busy, email }) => !busy && Boolean(email),
  fn: ({ otp, email }) => ({ otp, email: email ?? '', error: validateOtp(otp) }),
});
sample({
  clock: otpChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $otpError,
});
sample({
  clock: otpChecked,
  filter: ({ error }) => error === null,
  fn: ({ otp, email }) => ({ otp, email }),
  target: verifyOtpFx,
});
sample({ clock: verifyOtpFx.done, fn: ({ params }) => params.email, target: updateEmailFx });
// The OTP error is shown inline in the modal as well as in a toast (spec 02 §8).
sample({
  clock: verifyOtpFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp),
  target: $otpError,
});
// The code was right: the update's own message, as its toast says.
sample({
  clock: updateEmailFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.email),
  target: $otpError,
});
sample({
  clock: verifyOtpFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp) }),
  target: toastFx,
});
sample({
  clock: updateEmailFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.email) }),
  target: toastFx,
});
// Success closes every modal of the flow.
sample({ clock: updateEmailFx.done, target: [otpDialogClosed, emailDialogClosed] });
