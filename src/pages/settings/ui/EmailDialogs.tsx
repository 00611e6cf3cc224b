// Changing the e-mail: the new address, then the code sent to it (spec 02 §2 settings).
import { Input } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Field } from '@/shared/ui';
import {
  $canResendOtp,
  $emailDialogOpen,
  $emailDraft,
  $emailError,
  $otp,
  $otpEmail,
  $otpError,
  $otpOpen,
  $otpSecondsLeft,
  $otpSending,
  $otpVerifying,
  emailChanged,
  emailDialogClosed,
  emailSubmitted,
  otpChanged,
  otpDialogClosed,
  otpResendRequested,
  otpSubmitted,
} from '../model/settings-page';
import { FormDialog } from './FormDialog';
import { OtpCodeDialog } from './OtpCodeDialog';

/** 'Update Email': the new address gets a code first (spec 02 §4). */
export function UpdateEmailDialog() {
  const [open, email, error, sending, otpOpen] = useUnit([
    $emailDialogOpen,
    $emailDraft,
    $emailError,
    $otpSending,
    $otpOpen,
  ]);
  const on = useUnit({ close: emailDialogClosed, change: emailChanged, submit: emailSubmitted });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open && !otpOpen}
      onClose={on.close}
      title="Update Email"
      busy={sending}
      initialFocusRef={inputRef}
      formId="update-email-form"
      submitLabel="Send OTP"
      busyLabel="Sending"
      onSubmit={on.submit}
    >
      <Field
        label="New email"
        required
        errorText={error ?? undefined}
        helpText="We send a 6-digit code to the new address to confirm it."
      >
        <Input
          ref={inputRef}
          type="email"
          value={email}
          onChange={(event) => on.change(event.target.value)}
          autoComplete="email"
          maxLength={50}
        />
      </Field>
    </FormDialog>
  );
}

/** 'Verify OTP' for the new address (spec 02 §4, §8). */
export function VerifyOtpDialog() {
  const [open, otp, error, email, verifying, sending, secondsLeft, canResend] = useUnit([
    $otpOpen,
    $otp,
    $otpError,
    $otpEmail,
    $otpVerifying,
    $otpSending,
    $otpSecondsLeft,
    $canResendOtp,
  ]);
  const on = useUnit({
    close: otpDialogClosed,
    change: otpChanged,
    submit: otpSubmitted,
    resend: otpResendRequested,
  });
  return (
    <OtpCodeDialog
      open={open}
      formId="verify-otp-form"
      sentTo={email ?? ''}
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
