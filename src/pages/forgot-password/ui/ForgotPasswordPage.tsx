import { Button as ChakraButton, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { OTP_LENGTH, ROUTES } from '@/shared/config';
import { Button, Field, OtpInput, PasswordInput, ResendCountdown, usePreloadOtpInput } from '@/shared/ui';
import { AuthLayout } from '@/widgets/auth-layout';
import { isPhone } from '../lib/identifier';
import {
  $canResend,
  $forgotError,
  $forgotStep,
  $identifier,
  $resendSecondsLeft,
  $resetting,
  $sending,
  $verifying,
  changeIdentifierClicked,
  ForgotPasswordGate,
  identifierSubmitted,
  newCodeRequested,
  newPasswordSubmitted,
  otpSubmitted,
  resendClicked,
} from '../model/forgot';

const STEP_COPY = {
  input: {
    title: 'Reset your password',
    subtitle: "Enter the e-mail or phone number on your account and we'll send you a 6-digit code.",
  },
  otp: { title: 'Enter your code', subtitle: null },
  reset: { title: 'Choose a new password', subtitle: 'Pick something you have not used here before.' },
} as const;

export function ForgotPasswordPage() {
  useGate(ForgotPasswordGate);
  const [step, identifier] = useUnit([$forgotStep, $identifier]);
  const [value, setValue] = useState('');
  // Held by the page, so a new code asked for from the last step comes back to the passwords as typed.
  const [passwords, setPasswords] = useState<NewPasswords>({ password: '', confirmPassword: '' });

  const sentTo = identifier ? (isPhone(identifier) ? identifier.phone : identifier.email) : '';
  return (
    <AuthLayout
      title={STEP_COPY[step].title}
      subtitle={
        step === 'otp' ? (
          <>
            We sent a {OTP_LENGTH}-digit code to <Text as="strong">{sentTo}</Text>.
          </>
        ) : (
          STEP_COPY[step].subtitle
        )
      }
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={ROUTES.login}>
            <ArrowLeft aria-hidden size={16} /> Back to login
          </RouterLink>
        </Link>
      }
    >
      <Text srOnly aria-live="polite">
        Step {step === 'input' ? 1 : step === 'otp' ? 2 : 3} of 3
      </Text>
      {step === 'input' ? <IdentifierStep value={value} onChange={setValue} /> : null}
      {step === 'otp' ? <CodeStep /> : null}
      {step === 'reset' ? <NewPasswordStep passwords={passwords} onChange={setPasswords} /> : null}
    </AuthLayout>
  );
}

function ErrorText({ text }: { text: string | null }) {
  return (
    <Text role="alert" color="fg.error" fontSize="sm" minH="5">
      {text ?? ''}
    </Text>
  );
}

function IdentifierStep({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [error, sending, submit] = useUnit([$forgotError, $sending, identifierSubmitted]);
  usePreloadOtpInput();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(value);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Field
          label="Email or phone number"
          required
          helpText="Phone numbers can include spaces or a country code."
        >
          <Input
            name="identifier"
            autoComplete="username"
            autoCapitalize="none"
            placeholder="you@company.com or 98765 43210"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
        <ErrorText text={error} />
        <Button type="submit" size="lg" loading={sending} loadingText="Sending code">
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep() {
  const [error, verifying, sending, secondsLeft, canResend, submit, resend, change] = useUnit([
    $forgotError,
    $verifying,
    $sending,
    $resendSecondsLeft,
    $canResend,
    otpSubmitted,
    resendClicked,
    changeIdentifierClicked,
  ]);
  const [otp, setOtp] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(otp);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4" align="center">
        <OtpInput value={otp} onChange={setOtp} label="Reset code" invalid={Boolean(error)} autoFocus />
        <ErrorText text={error} />
        <Button
          type="submit"
          size="lg"
          width="full"
          disabled={otp.length !== OTP_LENGTH}
          loading={verifying}
          loadingText="Verifying"
        >
          Verify
        </Button>
        <HStack justify="space-between" width="full" flexWrap="wrap">
          <ChakraButton variant="ghost" colorPalette="gray" onClick={() => change()}>
            Use a different e-mail or phone
          </ChakraButton>
          <Button variant="ghost" onClick={() => resend()} disabled={!canResend} loading={sending}>
            Resend OTP
          </Button>
        </HStack>
        <ResendCountdown
          secondsLeft={secondsLeft}
          readyText="Didn't get it? Check your spam folder or resend."
          minH="5"
        />
      </Stack>
    </form>
  );
}

interface NewPasswords {
  password: string;
  confirmPassword: string;
}

function NewPasswordStep({
  passwords,
  onChange,
}: {
  passwords: NewPasswords;
  onChange: (update: (passwords: NewPasswords) => NewPasswords) => void;
}) {
  const [error, resetting, sending, submit, requestNewCode] = useUnit([
    $forgotError,
    $resetting,
    $sending,
    newPasswordSubmitted,
    newCodeRequested,
  ]);
  const { password, confirmPassword } = passwords;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(passwords);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Field label="New password" required>
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={({ target: { value } }) => onChange((current) => ({ ...current, password: value }))}
          />
        </Field>
        <Field label="Confirm new password" required>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={({ target: { value } }) =>
              onChange((current) => ({ ...current, confirmPassword: value }))
            }
          />
        </Field>
        <ErrorText text={error} />
        <Button type="submit" size="lg" loading={resetting} loadingText="Saving">
          Reset password
        </Button>
        <Button
          variant="ghost"
          onClick={() => requestNewCode()}
          disabled={resetting}
          loading={sending}
          loadingText="Sending code"
        >
          Send a new code
        </Button>
      </Stack>
    </form>
  );
}
