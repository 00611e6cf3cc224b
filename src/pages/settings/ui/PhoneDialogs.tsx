// Changing the phone: the new number and the channel, then the code sent to it (spec 02 §2 settings, §7).
import { Input, Switch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { PHONE_DIGITS } from '@/shared/config';
import { Field } from '@/shared/ui';
import {
  $canResendPhoneOtp,
  $phoneDialogOpen,
  $phoneDraft,
  $phoneError,
  $phoneOtp,
  $phoneOtpError,
  $phoneOtpOpen,
  $phoneOtpSecondsLeft,
  $phoneOtpSending,
  $phoneOtpTarget,
  $phoneOtpVerifying,
  $phoneWhatsapp,
  phoneChanged,
  phoneDialogClosed,
  phoneOtpChanged,
  phoneOtpDialogClosed,
  phoneOtpResendRequested,
  phoneOtpSubmitted,
  phoneSubmitted,
  phoneWhatsappChanged,
} from '../model/settings-page';
import { FormDialog } from './FormDialog';
import { OtpCodeDialog } from './OtpCodeDialog';

/** 'Update Phone': the new number gets a code first, by SMS or WhatsApp (spec 02 §4, §7). */
export function UpdatePhoneDialog() {
  const [open, phone, whatsapp, error, sending, otpOpen] = useUnit([
    $phoneDialogOpen,
    $phoneDraft,
    $phoneWhatsapp,
    $phoneError,
    $phoneOtpSending,
    $phoneOtpOpen,
  ]);
  const on = useUnit({
    close: phoneDialogClosed,
    change: phoneChanged,
    whatsapp: phoneWhatsappChanged,
    submit: phoneSubmitted,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FormDialog
      open={open && !otpOpen}
      onClose={on.close}
      title="Update Phone"
      busy={sending}
      initialFocusRef={inputRef}
      formId="update-phone-form"
      submitLabel="Send OTP"
      busyLabel="Sending"
      onSubmit={on.submit}
    >
      <Field
        label="New phone number"
        required
        errorText={error ?? undefined}
        helpText={`${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits. We send a 6-digit code to confirm it.`}
      >
        <Input
          ref={inputRef}
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => on.change(event.target.value)}
          autoComplete="tel"
          maxLength={20}
        />
      </Field>
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={whatsapp}
        onCheckedChange={(details) => on.whatsapp(details.checked)}
        disabled={sending}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Send the code on WhatsApp instead of SMS</Switch.Label>
      </Switch.Root>
    </FormDialog>
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
