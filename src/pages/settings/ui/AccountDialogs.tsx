import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import { OTP_LENGTH } from '@/shared/config';
import { Button, Dialog, Field, OtpInput, PasswordInput } from '@/shared/ui';
import {
  $canResendOtp,
  $emailDialogOpen,
  $emailDraft,
  $emailError,
  $nameDialogOpen,
  $nameDraft,
  $nameError,
  $nameSaving,
  $otp,
  $otpEmail,
  $otpError,
  $otpOpen,
  $otpSecondsLeft,
  $otpSending,
  $otpVerifying,
  $passwordDialogOpen,
  $passwordError,
  $passwordSaving,
  $passwordValues,
  emailChanged,
  emailDialogClosed,
  emailSubmitted,
  nameChanged,
  nameDialogClosed,
  nameSubmitted,
  otpChanged,
  otpDialogClosed,
  otpResendRequested,
  otpSubmitted,
  passwordDialogClosed,
  passwordFieldChanged,
  passwordSubmitted,
} from '../model/settings-page';

function FormFooter({
  formId,
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={busy} loadingText={busyLabel}>
        {label}
      </Button>
    </>
  );
}

const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};

/** 'Edit Name' (spec 02 §5: required). */
export function EditNameDialog() {
  const [open, name, error, saving] = useUnit([$nameDialogOpen, $nameDraft, $nameError, $nameSaving]);
  const on = useUnit({ close: nameDialogClosed, change: nameChanged, submit: nameSubmitted });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={on.close}
      title="Edit Name"
      isBusy={saving}
      initialFocusRef={inputRef}
      footer={
        <FormFooter
          formId="edit-name-form"
          busy={saving}
          label="Save"
          busyLabel="Saving"
          onCancel={on.close}
        />
      }
    >
      <form id="edit-name-form" onSubmit={submitWith(on.submit)} noValidate>
        <Field label="Name" required errorText={error ?? undefined}>
          <Input
            ref={inputRef}
            value={name}
            onChange={(event) => on.change(event.target.value)}
            autoComplete="name"
            maxLength={80}
          />
        </Field>
      </form>
    </Dialog>
  );
}

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
    <Dialog
      open={open && !otpOpen}
      onClose={on.close}
      title="Update Email"
      isBusy={sending}
      initialFocusRef={inputRef}
      footer={
        <FormFooter
          formId="update-email-form"
          busy={sending}
          label="Send OTP"
          busyLabel="Sending"
          onCancel={on.close}
        />
      }
    >
      <form id="update-email-form" onSubmit={submitWith(on.submit)} noValidate>
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
      </form>
    </Dialog>
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

/** 'Update Password': old, new and confirm (spec 02 §5). */
export function UpdatePasswordDialog() {
  const [open, values, error, saving] = useUnit([
    $passwordDialogOpen,
    $passwordValues,
    $passwordError,
    $passwordSaving,
  ]);
  const on = useUnit({
    close: passwordDialogClosed,
    change: passwordFieldChanged,
    submit: passwordSubmitted,
  });
  const firstRef = useRef<HTMLInputElement>(null);
  const errorFor = (field: keyof typeof values) => (error?.field === field ? error.message : undefined);
  return (
    <Dialog
      open={open}
      onClose={on.close}
      title="Update Password"
      isBusy={saving}
      initialFocusRef={firstRef}
      footer={
        <FormFooter
          formId="update-password-form"
          busy={saving}
          label="Update Password"
          busyLabel="Updating"
          onCancel={on.close}
        />
      }
    >
      <form id="update-password-form" onSubmit={submitWith(on.submit)} noValidate>
        <Stack gap="4">
          <Field label="Current password" required errorText={errorFor('oldPassword')}>
            <PasswordInput
              ref={firstRef}
              value={values.oldPassword}
              onChange={(event) => on.change({ field: 'oldPassword', value: event.target.value })}
              autoComplete="current-password"
            />
          </Field>
          <Field label="New password" required errorText={errorFor('newPassword')}>
            <PasswordInput
              value={values.newPassword}
              onChange={(event) => on.change({ field: 'newPassword', value: event.target.value })}
              autoComplete="new-password"
            />
          </Field>
          <Field label="Confirm new password" required errorText={errorFor('confirmPassword')}>
            <PasswordInput
              value={values.confirmPassword}
              onChange={(event) => on.change({ field: 'confirmPassword', value: event.target.value })}
              autoComplete="new-password"
            />
          </Field>
        </Stack>
      </form>
    </Dialog>
  );
}
