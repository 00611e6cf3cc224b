// Changing the e-mail: the new address, then the code sent to it (spec 02 §2 settings).
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { OTP_LENGTH } from '@/shared/config';
import { Button, Dialog, Field, OtpInput } from '@/shared/ui';
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
import { FormDialog, submitWith } from './FormDialog';

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

/** 'Verify OTP': six boxes, 60-second resend countdown, error inline (spec 02 §4, §8). */
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
  const complete = otp.length === OTP_LENGTH;
  return (
    <Dialog
      open={open}
      onClose={on.close}
      title="Verify OTP"
      isBusy={verifying}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={on.close} disabled={verifying}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="verify-otp-form"
            disabled={!complete}
            loading={verifying}
            loadingText="Verifying"
          >
            Verify
          </Button>
        </>
      }
    >
      <form id="verify-otp-form" onSubmit={submitWith(on.submit)} noValidate>
        <Stack gap="4" align="center">
          <Text textAlign="center">
            Enter the {OTP_LENGTH}-digit code sent to <Text as="strong">{email}</Text>.
          </Text>
          <OtpInput
            value={otp}
            onChange={on.change}
            label="Verification code"
            invalid={Boolean(error)}
            autoFocus
          />
          <Text role="alert" color="fg.error" fontSize="sm" minH="5" textAlign="center">
            {error ?? ''}
          </Text>
          <HStack gap="2" justify="center" flexWrap="wrap">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => on.resend()}
              disabled={!canResend}
              loading={sending}
            >
              Resend OTP
            </Button>
            <Text aria-live="polite" fontSize="sm" color="fg.muted">
              {secondsLeft > 0 ? `You can request a new code in ${secondsLeft}s` : ''}
            </Text>
          </HStack>
        </Stack>
      </form>
    </Dialog>
  );
}
