import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createCountdown } from '@/features/otp';
import { backgroundSectionOpened } from '@/features/crop-upload';
import { subscriptionClockRequested } from '@/entities/subscription';
import {
  $user,
  PROFILE_FALLBACKS,
  sendProfileOtp,
  tokenRefreshed,
  updateHostEmail,
  updateHostName,
  updateHostPassword,
  userUpdated,
  verifyProfileOtp,
  type PasswordChange,
} from '@/entities/user';
import { getErrorMessage } from '@/shared/api';
import { PROFILE_OTP_RESEND_SECONDS, ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { toastFx } from '@/shared/ui';
import {
  SETTINGS_MESSAGES,
  validateName,
  validateNewEmail,
  validateOtp,
  validatePasswords,
  type PasswordField,
  type PasswordValues,
} from '../lib/validate';

/** `/settings`; `showRenewModal` comes from the sidebar's navigation state (spec 01 §2). */
export const SettingsGate = createGate<{ showRenewModal: boolean }>('SettingsPage');

// ---- Renew -------------------------------------------------------------------------------------------
export const renewOpened = createEvent();
export const renewClosed = createEvent();
export const $renewOpen = createStore(false)
  .on(renewOpened, () => true)
  .reset(renewClosed);

const arrivedForRenewal = sample({
  clock: SettingsGate.open,
  filter: ({ showRenewModal }) => showRenewModal,
});
sample({ clock: arrivedForRenewal, target: renewOpened });
// The flag is consumed: a reload or Back does not open the modal again.
sample({ clock: arrivedForRenewal, fn: () => ({ to: ROUTES.settings, replace: true }), target: navigateFx });
sample({ clock: SettingsGate.open, target: [backgroundSectionOpened, subscriptionClockRequested] });
$renewOpen.reset(SettingsGate.close);

// ---- Name --------------------------------------------------------------------------------------------
export const nameDialogOpened = createEvent();
export const nameDialogClosed = createEvent();
export const nameChanged = createEvent<string>();
export const nameSubmitted = createEvent();

export const updateNameFx = createEffect(updateHostName);
export const $nameDialogOpen = createStore(false)
  .on(nameDialogOpened, () => true)
  .reset([nameDialogClosed, updateNameFx.done, SettingsGate.close]);
export const $nameDraft = createStore('').on(nameChanged, (_, name) => name);
export const $nameError = createStore<string | null>(null).reset([
  nameDialogOpened,
  nameChanged,
  nameDialogClosed,
]);
export const $nameSaving = updateNameFx.pending;

sample({ clock: nameDialogOpened, source: $user, fn: (user) => user?.name ?? '', target: $nameDraft });
const nameChecked = sample({
  clock: nameSubmitted,
  source: { name: $nameDraft, saving: $nameSaving },
  filter: ({ saving }) => !saving,
  fn: ({ name }) => ({ name: name.trim(), error: validateName(name) }),
});
sample({
  clock: nameChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $nameError,
});
sample({
  clock: nameChecked,
  filter: ({ error }) => error === null,
  fn: ({ name }) => name,
  target: updateNameFx,
});

// ---- E-mail with OTP (spec 02 §4) ----------------------------------------------------------------------
export const emailDialogOpened = createEvent();
export const emailDialogClosed = createEvent();
export const emailChanged = createEvent<string>();
export const emailSubmitted = createEvent();
export const otpChanged = createEvent<string>();
export const otpSubmitted = createEvent();
export const otpResendRequested = createEvent();
export const otpDialogClosed = createEvent();

export const sendOtpFx = createEffect(sendProfileOtp);
export const verifyOtpFx = createEffect(verifyProfileOtp);
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

// ---- Password ------------------------------------------------------------------------------------------
export const passwordDialogOpened = createEvent();
export const passwordDialogClosed = createEvent();
export const passwordFieldChanged = createEvent<{ field: PasswordField; value: string }>();
export const passwordSubmitted = createEvent();

const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
export const updatePasswordFx = createEffect(updateHostPassword);
export const $passwordDialogOpen = createStore(false)
  .on(passwordDialogOpened, () => true)
  .reset([passwordDialogClosed, updatePasswordFx.done, SettingsGate.close]);
export const $passwordValues = createStore<PasswordValues>(EMPTY_PASSWORDS)
  .on(passwordFieldChanged, (values, { field, value }) => ({ ...values, [field]: value }))
  .reset([passwordDialogOpened, updatePasswordFx.done]);
export const $passwordError = createStore<{ field: PasswordField; message: string } | null>(null).reset([
  passwordDialogOpened,
  passwordFieldChanged,
]);
export const $passwordSaving = updatePasswordFx.pending;

const passwordsChecked = sample({
  clock: passwordSubmitted,
  source: { values: $passwordValues, saving: $passwordSaving },
  filter: ({ saving }) => !saving,
  fn: ({ values }) => ({ values, error: validatePasswords(values) }),
});
sample({
  clock: passwordsChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => error,
  target: $passwordError,
});
sample({
  clock: passwordsChecked,
  filter: ({ error }) => error === null,
  fn: ({ values }): PasswordChange => values,
  target: updatePasswordFx,
});
// A server that rotates the session on a password change answers with the new token.
sample({
  clock: updatePasswordFx.doneData,
  filter: (body) => typeof body.token === 'string' && typeof body.user === 'object' && body.user !== null,
  fn: (body) => ({ token: body.token as string, user: body.user as never }),
  target: tokenRefreshed,
});

// ---- Shared toasts and user updates ---------------------------------------------------------------------
sample({
  clock: [updateNameFx.doneData, updateEmailFx.doneData],
  source: $user,
  filter: Boolean,
  fn: (current, { user }) => ({ ...current, ...user }),
  target: userUpdated,
});
sample({
  clock: updateNameFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.nameUpdated }),
  target: toastFx,
});
sample({
  clock: updateEmailFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.emailUpdated }),
  target: toastFx,
});
sample({
  clock: updatePasswordFx.doneData,
  fn: (body) => ({ tone: 'success' as const, text: body.message || SETTINGS_MESSAGES.passwordUpdated }),
  target: toastFx,
});
sample({
  clock: updateNameFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.name) }),
  target: toastFx,
});
sample({
  clock: updatePasswordFx.failData,
  fn: (error) => ({ tone: 'error' as const, text: getErrorMessage(error, PROFILE_FALLBACKS.password) }),
  target: toastFx,
});
sample({
  clock: updatePasswordFx.failData,
  fn: (error) => ({
    field: 'oldPassword' as const,
    message: getErrorMessage(error, PROFILE_FALLBACKS.password),
  }),
  target: $passwordError,
});
sample({
  clock: updateNameFx.failData,
  fn: (error) => getErrorMessage(error, PROFILE_FALLBACKS.name),
  target: $nameError,
});
