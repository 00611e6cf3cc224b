// Changing the host's phone: the new number, a code by SMS or WhatsApp, and the verification that applies it
// (spec 02 §4, §5, §7).
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createCountdown } from '@/shared/lib/countdown';
import { $user, PROFILE_FALLBACKS, sendProfileOtp, verifyProfileOtp } from '@/entities/user';
import { getErrorMessage } from '@/shared/api';
import { PROFILE_OTP_RESEND_SECONDS } from '@/shared/config';
import { toastFx } from '@/shared/ui';
import { SETTINGS_MESSAGES, phoneDigits, validateNewPhone, validateOtp } from '../lib/validate';
import { SettingsGate } from './gate';

export interface PhoneOtpTarget {
  /** Digits only. */
  phone: string;
  sendOtpOnWhatsapp: boolean;
}

export const phoneDialogOpened = createEvent();
export const phoneDialogClosed = createEvent();
export const phoneChanged = createEvent<string>();
/** The channel for the code: WhatsApp when true, SMS otherwise. */
export const phoneWhatsappChanged = createEvent<boolean>();
export const phoneSubmitted = createEvent();
export const phoneOtpChanged = createEvent<string>();
export const phoneOtpSubmitted = createEvent();
export const phoneOtpResendRequested = createEvent();
export const phoneOtpDialogClosed = createEvent();

export const sendPhoneOtpFx = createEffect(
  ({ phone, sendOtpOnWhatsapp, fallback }: PhoneOtpTarget & { fallback: string }) =>
    // The flag is sent only when true, as the spec writes the payload.
    sendProfileOtp({ phone, ...(sendOtpOnWhatsapp ? { sendOtpOnWhatsapp: true } : {}), fallback }),
);
/** The code's check: an error message, or null. */
export const checkPhoneOtpFx = createEffect(({ otp }: { otp: string; phone: string }) => validateOtp(otp));
export const verifyPhoneOtpFx = createEffect(({ phone, otp }: { phone: string; otp: string }) =>
  verifyProfileOtp({ phone, otp }),
);
export const phoneOtpCountdown = createCountdown(PROFILE_OTP_RESEND_SECONDS);

export const $phoneDialogOpen = createStore(false)
  .on(phoneDialogOpened, () => true)
  .reset([phoneDialogClosed, SettingsGate.close]);
export const $phoneDraft = createStore('')
  .on(phoneChanged, (_, phone) => phone)
  .reset(phoneDialogOpened);
export const $phoneWhatsapp = createStore(false)
  .on(phoneWhatsappChanged, (_, on) => on)
  .reset(phoneDialogOpened);
export const $phoneError = createStore<string | null>(null).reset([phoneDialogOpened, phoneChanged]);
/** The number (and channel) the code was sent to. */
export const $phoneOtpTarget = createStore<PhoneOtpTarget | null>(null).reset([
  phoneDialogOpened,
  SettingsGate.close,
]);
export const $phoneOtpOpen = createStore(false).reset([
  phoneOtpDialogClosed,
  phoneDialogOpened,
  SettingsGate.close,
]);
export const $phoneOtp = createStore('')
  .on(phoneOtpChanged, (_, otp) => otp)
  .reset([phoneDialogOpened, phoneOtpDialogClosed]);
export const $phoneOtpError = createStore<string | null>(null).reset([
  phoneOtpChanged,
  phoneDialogOpened,
  phoneOtpDialogClosed,
]);
export const $phoneOtpSending = sendPhoneOtpFx.pending;
export const $phoneOtpVerifying = combine(
  checkPhoneOtpFx.pending,
  verifyPhoneOtpFx.pending,
  (checking, verifying) => checking || verifying,
);
export const $phoneOtpSecondsLeft = phoneOtpCountdown.$secondsLeft;
export const $canResendPhoneOtp = combine(
  phoneOtpCountdown.$finished,
  sendPhoneOtpFx.pending,
  (finished, sending) => finished && !sending,
);

const phoneChecked = sample({
  clock: phoneSubmitted,
  source: { phone: $phoneDraft, whatsapp: $phoneWhatsapp, user: $user, sending: $phoneOtpSending },
  filter: ({ sending }) => !sending,
  fn: ({ phone, whatsapp, user }) => ({
    phone: phoneDigits(phone),
    sendOtpOnWhatsapp: whatsapp,
    error: validateNewPhone(phone, user?.phone),
  }),
});
sample({
  clock: phoneChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $phoneError,
});
sample({
  clock: phoneChecked,
  filter: ({ error }) => error === null,
  fn: ({ phone, sendOtpOnWhatsapp }) => ({ phone, sendOtpOnWhatsapp, fallback: PROFILE_FALLBACKS.sendOtp }),
  target: sendPhoneOtpFx,
});
// A resend goes to the same number by the same channel.
sample({
  clock: phoneOtpResendRequested,
  source: { target: $phoneOtpTarget, canResend: $canResendPhoneOtp },
  filter: ({ target, canResend }) => target !== null && canResend,
  fn: ({ target }) => ({ ...target!, fallback: PROFILE_FALLBACKS.resendOtp }),
  target: sendPhoneOtpFx,
});
sample({
  clock: sendPhoneOtpFx.done,
  fn: ({ params: { phone, sendOtpOnWhatsapp } }) => ({ phone, sendOtpOnWhatsapp }),
  target: $phoneOtpTarget,
});
$phoneOtpOpen.on(sendPhoneOtpFx.done, () => true);
$phoneOtp.reset(sendPhoneOtpFx.done);
sample({ clock: sendPhoneOtpFx.done, target: phoneOtpCountdown.started });
sample({
  clock: sendPhoneOtpFx.done,
  fn: ({ params }) => ({
    tone: 'success' as const,
    text:
      params.fallback === PROFILE_FALLBACKS.resendOtp
        ? SETTINGS_MESSAGES.otpResent
        : SETTINGS_MESSAGES.phoneOtpSent,
  }),
  target: toastFx,
});
sample({
  clock: sendPhoneOtpFx.fail,
  filter: $phoneOtpOpen.map((open) => !open),
  fn: ({ error, params }) => getErrorMessage(error, params.fallback),
  target: $phoneError,
});
sample({
  clock: sendPhoneOtpFx.fail,
  fn: ({ error, params }) => ({ tone: 'error' as const, text: getErrorMessage(error, params.fallback) }),
  target: toastFx,
});
sample({
  clock: [phoneOtpDialogClosed, phoneDialogClosed, SettingsGate.close],
  target: phoneOtpCountdown.stopped,
});

sample({
  clock: phoneOtpSubmitted,
  source: { otp: $phoneOtp, target: $phoneOtpTarget, busy: $phoneOtpVerifying },
  filter: ({ busy, target }) => !busy && target !== null,
  fn: ({ otp, target }) => ({ otp, phone: target!.phone }),
  target: checkPhoneOtpFx,
});
// A verdict on a code the user has since edited is dropped: the next submit checks the new one.
const phoneOtpChecked = sample({
  clock: checkPhoneOtpFx.done,
  source: $phoneOtp,
  filter: (otp, { params }) => otp === params.otp,
  fn: (_, { params, result }) => ({ ...params, error: result }),
});
sample({
  clock: checkPhoneOtpFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp),
  target: $phoneOtpError,
});
sample({
  clock: phoneOtpChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $phoneOtpError,
});
sample({
  clock: phoneOtpChecked,
  filter: ({ error }) => error === null,
  fn: ({ otp, phone }) => ({ otp, phone }),
  target: verifyPhoneOtpFx,
});
// The OTP error is shown inline in the modal as well as in a toast (spec 02 §8).
sample({
  clock: verifyPhoneOtpFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp),
  target: $phoneOtpError,
});
sample({
  clock: verifyPhoneOtpFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.verifyOtp) }),
  target: toastFx,
});
// Success closes every modal of the flow.
sample({ clock: verifyPhoneOtpFx.done, target: [phoneOtpDialogClosed, phoneDialogClosed] });
