// Changing the host's e-mail: the new address, a code sent to it, then the update (spec 02 §4).
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createCountdown } from '@/features/otp';
import { $user, PROFILE_FALLBACKS, sendProfileOtp, updateHostEmail, verifyProfileOtp } from '@/entities/user';
import { getErrorMessage } from '@/shared/api';
import { PROFILE_OTP_RESEND_SECONDS } from '@/shared/config';
import { toastFx } from '@/shared/ui';
import { checkNewEmail, checkOtp, loadContractChecks } from '../lib/checks';
import { SETTINGS_MESSAGES } from '../lib/validate';
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

/** The new address, checked against the contract (loaded with the dialog): an error message, or null. */
export const checkEmailFx = createEffect(({ email, current }: { email: string; current?: string }) =>
  checkNewEmail(email, current),
);
/** The code, checked against the contract: an error message, or null. */
export const checkOtpFx = createEffect(({ otp }: { otp: string; email: string }) => checkOtp(otp));
const loadChecksFx = createEffect(() => loadContractChecks().then(() => undefined));
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
export const $otpSending = combine(checkEmailFx.pending, sendOtpFx.pending, (a, b) => a || b);
export const $otpVerifying = combine(
  [checkOtpFx.pending, verifyOtpFx.pending, updateEmailFx.pending],
  (pending) => pending.some(Boolean),
);

// The checks' code arrives while the user types the address; a failure here shows at the check itself.
sample({ clock: emailDialogOpened, target: loadChecksFx });
export const $otpSecondsLeft = otpCountdown.$secondsLeft;
export const $canResendOtp = combine(
  otpCountdown.$finished,
  sendOtpFx.pending,
  (finished, sending) => finished && !sending,
);

sample({
  clock: emailSubmitted,
  source: { email: $emailDraft, user: $user, sending: $otpSending },
  filter: ({ sending }) => !sending,
  fn: ({ email, user }) => ({ email, current: user?.email }),
  target: checkEmailFx,
});
// A verdict on an address the user has since edited is dropped: the next submit checks the new one.
const emailChecked = sample({
  clock: checkEmailFx.done,
  source: $emailDraft,
  filter: (draft, { params }) => draft === params.email,
  fn: (_, { params, result }) => ({ email: params.email.trim().toLowerCase(), error: result }),
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
  clock: checkEmailFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.sendOtp),
  target: $emailError,
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

sample({
  clock: otpSubmitted,
  source: { otp: $otp, email: $otpEmail, busy: $otpVerifying },
  filter: ({ busy, email }) => !busy && Boolean(email),
  fn: ({ otp, email }) => ({ otp, email: email ?? '' }),
  target: checkOtpFx,
});
const otpChecked = sample({
  clock: checkOtpFx.done,
  source: $otp,
  filter: (otp, { params }) => otp === params.otp,
  fn: (_, { params, result }) => ({ ...params, error: result }),
});
sample({
  clock: checkOtpFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp),
  target: $otpError,
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
  clock: [verifyOtpFx.failData, updateEmailFx.failData],
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp),
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
