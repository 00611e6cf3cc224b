import { createEffect, createEvent, createStore, sample } from 'effector';
import { getErrorMessage } from '@/shared/api';
import { SIGNUP_OTP_RESEND_SECONDS } from '@/shared/config';
import { toast } from '@/shared/ui';
import { sendSignupOtp } from '../api/send-otp';
import { createCountdown } from '@/shared/lib/countdown';

export const SIGNUP_OTP_MESSAGES = {
  sent: 'OTP sent to your email',
  sendFailed: 'Failed to send OTP',
  resendFailed: 'Failed to resend OTP',
} as const;

/** First send for an e-mail address (step 1 'Continue'). */
export const signupOtpRequested = createEvent<{ email: string }>();
/** 'Resend OTP' once the countdown allows it. */
export const signupOtpResendRequested = createEvent();
/** The code is on its way: the wizard moves to step 2. */
export const signupOtpSent = createEvent<{ email: string }>();
/** Leaving step 2 ('Edit details') or finishing: stop the countdown. */
export const signupOtpReset = createEvent();

export const sendSignupOtpFx = createEffect(sendSignupOtp);
export const signupOtpCountdown = createCountdown(SIGNUP_OTP_RESEND_SECONDS);
export const $signupOtpEmail = createStore<string | null>(null).reset(signupOtpReset);
export const $signupOtpSending = sendSignupOtpFx.pending;
export const $resendSecondsLeft = signupOtpCountdown.$secondsLeft;
export const $canResendSignupOtp = sample({
  source: { finished: signupOtpCountdown.$finished, sending: sendSignupOtpFx.pending },
  fn: ({ finished, sending }) => finished && !sending,
});

sample({
  clock: signupOtpRequested,
  filter: sendSignupOtpFx.pending.map((pending) => !pending),
  fn: ({ email }) => ({ email, fallback: SIGNUP_OTP_MESSAGES.sendFailed }),
  target: sendSignupOtpFx,
});
sample({
  clock: signupOtpResendRequested,
  source: { email: $signupOtpEmail, canResend: $canResendSignupOtp },
  filter: ({ email, canResend }) => Boolean(email) && canResend,
  fn: ({ email }) => ({ email: email ?? '', fallback: SIGNUP_OTP_MESSAGES.resendFailed }),
  target: sendSignupOtpFx,
});

sample({ clock: sendSignupOtpFx.done, fn: ({ params }) => params.email, target: $signupOtpEmail });
sample({ clock: sendSignupOtpFx.done, fn: ({ params }) => ({ email: params.email }), target: signupOtpSent });
sample({ clock: sendSignupOtpFx.done, target: signupOtpCountdown.started });
sample({ clock: sendSignupOtpFx.done, fn: () => SIGNUP_OTP_MESSAGES.sent, target: toast.success });
sample({
  clock: sendSignupOtpFx.fail,
  fn: ({ params, error }) => getErrorMessage(error, params.fallback),
  target: toast.error,
});
sample({ clock: signupOtpReset, target: signupOtpCountdown.stopped });
