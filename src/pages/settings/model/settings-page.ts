// The settings page's model: the renew modal here, each account flow in its own file, loaded in this order.
import { createEvent, createStore, sample } from 'effector';
import { backgroundSectionOpened } from '@/features/crop-upload';
import { subscriptionClockRequested } from '@/entities/subscription';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { SettingsGate } from './gate';

export { SettingsGate } from './gate';
export {
  nameDialogOpened,
  nameDialogClosed,
  nameChanged,
  nameSubmitted,
  updateNameFx,
  $nameDialogOpen,
  $nameDraft,
  $nameError,
  $nameSaving,
} from './name';
export {
  emailDialogOpened,
  emailDialogClosed,
  emailChanged,
  emailSubmitted,
  otpChanged,
  otpSubmitted,
  otpResendRequested,
  otpDialogClosed,
  sendOtpFx,
  verifyOtpFx,
  updateEmailFx,
  otpCountdown,
  $emailDialogOpen,
  $emailDraft,
  $emailError,
  $otpEmail,
  $otpOpen,
  $otp,
  $otpError,
  $otpSending,
  $otpVerifying,
  $otpSecondsLeft,
  $canResendOtp,
} from './email';
export {
  phoneDialogOpened,
  phoneDialogClosed,
  phoneChanged,
  phoneWhatsappChanged,
  phoneSubmitted,
  phoneOtpChanged,
  phoneOtpSubmitted,
  phoneOtpResendRequested,
  phoneOtpDialogClosed,
  sendPhoneOtpFx,
  checkPhoneOtpFx,
  verifyPhoneOtpFx,
  phoneOtpCountdown,
  $phoneDialogOpen,
  $phoneDraft,
  $phoneWhatsapp,
  $phoneError,
  $phoneOtpTarget,
  $phoneOtpOpen,
  $phoneOtp,
  $phoneOtpError,
  $phoneOtpSending,
  $phoneOtpVerifying,
  $phoneOtpSecondsLeft,
  $canResendPhoneOtp,
} from './phone';
export type { PhoneOtpTarget } from './phone';
export {
  passwordDialogOpened,
  passwordDialogClosed,
  passwordFieldChanged,
  passwordSubmitted,
  updatePasswordFx,
  $passwordDialogOpen,
  $passwordValues,
  $passwordError,
  $passwordSaving,
} from './password';
import './outcomes';

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
