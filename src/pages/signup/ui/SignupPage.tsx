import { HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useGate, useUnit } from 'effector-react';
import PartyPopper from 'lucide-react/icons/party-popper';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { $registrationError, $registrationPhase, registrationFinished } from '../model/registration';
import {
  $canResendSignupOtp,
  $resendSecondsLeft,
  $signupOtpSending,
  signupOtpResendRequested,
} from '../model/otp';
import { APP_NAME, EMAIL_MAX_LENGTH, OTP_LENGTH, ROUTES } from '@/shared/config';
import {
  Button,
  Dialog,
  Field,
  FullScreenLoader,
  OtpInput,
  PasswordInput,
  ResendCountdown,
  usePreloadOtpInput,
} from '@/shared/ui';
import { AuthLayout } from '@/widgets/auth-layout';
import type { SignupDetails } from '../lib/validate';
import {
  $detailsError,
  $otpError,
  $signupStep,
  detailsSubmitted,
  editDetailsClicked,
  otpSubmitted,
  SignupGate,
} from '../model/signup';

const emptyDetails: SignupDetails = { name: '', email: '', password: '', confirmPassword: '' };

export function SignupPage() {
  useGate(SignupGate);
  const [step, phase] = useUnit([$signupStep, $registrationPhase]);
  const [details, setDetails] = useState<SignupDetails>(emptyDetails);
  const [otp, setOtp] = useState('');

  if (phase === 'spinner') return <FullScreenLoader label="Creating your account" />;

  return (
    <>
      {step === 'form' ? (
        <DetailsStep details={details} onChange={setDetails} />
      ) : (
        <OtpStep details={details} otp={otp} onOtpChange={setOtp} />
      )}
      <CongratulationsDialog open={phase === 'congratulations'} />
    </>
  );
}

function DetailsStep({
  details,
  onChange,
}: {
  details: SignupDetails;
  onChange: (update: (details: SignupDetails) => SignupDetails) => void;
}) {
  const [error, sending, submit] = useUnit([$detailsError, $signupOtpSending, detailsSubmitted]);
  usePreloadOtpInput();
  // Each change updates the latest details, so changes that arrive together (autofill of several fields) all hold.
  const set = (key: keyof SignupDetails) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    onChange((current) => ({ ...current, [key]: value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(details);
  };
  return (
    <AuthLayout
      title="Create your host account"
      subtitle={`Start a free trial of ${APP_NAME}: add your team and make your first call in minutes.`}
      footer={
        <Text color="fg.muted">
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={ROUTES.login}>Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Field label="Full Name" required>
            <Input
              name="name"
              autoComplete="name"
              placeholder="e.g. Asha Verma"
              value={details.name}
              onChange={set('name')}
            />
          </Field>
          <Field
            label="Email"
            required
            helpText={`Up to ${EMAIL_MAX_LENGTH} characters. We'll send a code here.`}
          >
            <Input
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              placeholder="you@company.com"
              maxLength={EMAIL_MAX_LENGTH}
              value={details.email}
              onChange={set('email')}
            />
          </Field>
          <Field label="Password" required>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              placeholder="Choose a password"
              value={details.password}
              onChange={set('password')}
            />
          </Field>
          <Field label="Confirm Password" required>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              placeholder="Type it again"
              value={details.confirmPassword}
              onChange={set('confirmPassword')}
            />
          </Field>
          <Text role="alert" color="fg.error" fontSize="sm" minH="5">
            {error ?? ''}
          </Text>
          <Button type="submit" size="lg" loading={sending} loadingText="Sending code">
            Continue
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

function OtpStep({
  details,
  otp,
  onOtpChange,
}: {
  details: SignupDetails;
  otp: string;
  onOtpChange: (otp: string) => void;
}) {
  const [otpError, registrationError, phase, secondsLeft, canResend, sending, submit, edit, resend] = useUnit(
    [
      $otpError,
      $registrationError,
      $registrationPhase,
      $resendSecondsLeft,
      $canResendSignupOtp,
      $signupOtpSending,
      otpSubmitted,
      editDetailsClicked,
      signupOtpResendRequested,
    ],
  );
  const complete = otp.length === OTP_LENGTH;
  const error = otpError ?? registrationError;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ details, otp });
  };
  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        <>
          Enter the {OTP_LENGTH}-digit code we sent to <Text as="strong">{details.email.trim()}</Text>.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5" align="center">
          <OtpInput
            value={otp}
            onChange={onOtpChange}
            label="Verification code"
            invalid={Boolean(error)}
            autoFocus
          />
          <Text role="alert" color="fg.error" fontSize="sm" minH="5" textAlign="center">
            {error ?? ''}
          </Text>
          <Button
            type="submit"
            size="lg"
            width="full"
            disabled={!complete}
            loading={phase === 'registering'}
            loadingText="Verifying"
          >
            Verify
          </Button>
          <HStack justify="space-between" width="full" flexWrap="wrap" gap="2">
            <Button variant="ghost" colorPalette="gray" onClick={() => edit()}>
              Edit details
            </Button>
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
    </AuthLayout>
  );
}

function CongratulationsDialog({ open }: { open: boolean }) {
  const finish = useUnit(registrationFinished);
  return (
    <Dialog
      open={open}
      onClose={() => finish()}
      title="Congratulations"
      footer={
        <Button width="full" onClick={() => finish()}>
          Go to Dashboard
        </Button>
      }
    >
      <Stack gap="3" align="center" textAlign="center">
        <PartyPopper aria-hidden size={40} />
        <Text>Your {APP_NAME} host account is ready.</Text>
        <Text color="fg.muted">
          Enjoy 14 days of premium features: create your team, start a call and every speaking segment is
          recorded for you.
        </Text>
      </Stack>
    </Dialog>
  );
}
