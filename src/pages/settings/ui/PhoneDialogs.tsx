// Changing the phone: the new number and the channel, then the code sent to it (spec 02 §2 settings, §7).
import { useUnit } from 'effector-react';
import { lazyPart, LazyPartSlot } from '@/shared/ui';
import {
  $canResendPhoneOtp,
  $phoneDialogOpen,
  $phoneOtp,
  $phoneOtpError,
  $phoneOtpOpen,
  $phoneOtpSecondsLeft,
  $phoneOtpSending,
  $phoneOtpTarget,
  $phoneOtpVerifying,
  phoneDialogClosed,
  phoneOtpChanged,
  phoneOtpDialogClosed,
  phoneOtpResendRequested,
  phoneOtpSubmitted,
} from '../model/settings-page';
import { OtpCodeDialog } from './OtpCodeDialog';

// The number field and the channel switch load when the browser is first idle, not with the page.
const updatePhoneForm = lazyPart<{ open: boolean }>(() =>
  import('./UpdatePhoneForm').then(({ UpdatePhoneForm }) => UpdatePhoneForm),
);

/** 'Update Phone': the new number gets a code first, by SMS or WhatsApp (spec 02 §4, §7). */
export function UpdatePhoneDialog() {
  const [open, otpOpen, close] = useUnit([$phoneDialogOpen, $phoneOtpOpen, phoneDialogClosed]);
  return (
    <LazyPartSlot part={updatePhoneForm} open={open && !otpOpen} what="window" onClose={close} props={{}} />
  );
}

/** 'Verify OTP' for the new number. */
export function VerifyPhoneOtpDialog() {
  const [open, otp, error, target, verifying, sending, secondsLeft, canResend] = useUnit([
    $phoneOtpOpen,
    $phoneOtp,
    $phoneOtpError,
    $phoneOtpTarget,
    $phoneOtpVerifying,
    $phoneOtpSending,
    $phoneOtpSecondsLeft,
    $canResendPhoneOtp,
  ]);
  const on = useUnit({
    close: phoneOtpDialogClosed,
    change: phoneOtpChanged,
    submit: phoneOtpSubmitted,
    resend: phoneOtpResendRequested,
  });
  return (
    <OtpCodeDialog
      open={open}
      formId="verify-phone-otp-form"
      sentTo={target?.phone ?? ''}
      channel={target?.sendOtpOnWhatsapp ? 'on WhatsApp' : 'by SMS'}
      otp={otp}
      error={error}
      verifying={verifying}
      sending={sending}
      secondsLeft={secondsLeft}
      canResend={canResend}
      onChange={on.change}
      onSubmit={on.submit}
      onResend={on.resend}
      onClose={on.close}
    />
  );
}
