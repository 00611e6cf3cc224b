import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { registrationRequested, registrationReset } from './registration';
import { signupOtpRequested, signupOtpReset, signupOtpSent } from './otp';
import { INCOMPLETE_OTP_MESSAGE, isCompleteOtp } from '@/shared/api';
import { toast } from '@/shared/ui';
import { validateSignupDetails, type SignupDetails } from '../lib/validate';

export type SignupStep = 'form' | 'otp';

/** 'Continue' on step 1. */
export const detailsSubmitted = createEvent<SignupDetails>();
/** 'Edit details' on step 2: back to the form, everything typed kept. */
export const editDetailsClicked = createEvent();
/** 'Verify' on step 2. */
export const otpSubmitted = createEvent<{ details: SignupDetails; otp: string }>();
/** The page is shown: each visit starts at the form. */
export const SignupGate = createGate('SignupPage');

export const $signupStep = createStore<SignupStep>('form').reset(SignupGate.open);
export const $detailsError = createStore<string | null>(null).reset(detailsSubmitted).reset(SignupGate.open);
export const $otpError = createStore<string | null>(null).reset(otpSubmitted).reset(editDetailsClicked);

const checked = sample({
  clock: detailsSubmitted,
  fn: (details) => ({ details, error: validateSignupDetails(details) }),
});
sample({
  clock: checked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error ?? '',
  target: [$detailsError, toast.error],
});
sample({
  clock: checked,
  filter: ({ error }) => error === null,
  fn: ({ details }) => ({ email: details.email.trim() }),
  target: signupOtpRequested,
});

sample({ clock: signupOtpSent, fn: (): SignupStep => 'otp', target: $signupStep });
sample({ clock: editDetailsClicked, fn: (): SignupStep => 'form', target: $signupStep });
sample({ clock: editDetailsClicked, target: signupOtpReset });
sample({ clock: SignupGate.open, target: [signupOtpReset, registrationReset] });

const otpChecked = sample({
  clock: otpSubmitted,
  fn: ({ details, otp }) => ({ details, otp, complete: isCompleteOtp(otp) }),
});
sample({
  clock: otpChecked,
  filter: ({ complete }) => !complete,
  fn: () => INCOMPLETE_OTP_MESSAGE,
  target: [$otpError, toast.error],
});
sample({
  clock: otpChecked,
  filter: ({ complete }) => complete,
  fn: ({ details, otp }) => ({
    name: details.name.trim(),
    email: details.email.trim(),
    password: details.password,
    otp,
  }),
  target: registrationRequested,
});
